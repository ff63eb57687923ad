import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A fresh folder for a test's (or the bench's) server data and files. During a test run it is made under the run's
 * own folder (TEST_TEMP_ROOT, set by tests/support/global-setup.ts), which is removed when the run ends: a folder
 * cannot go when its server stops, as a test may start a server again on it. Runs used to leave about a hundred
 * folders of ~7 MB behind.
 */
export function temporaryDirectory(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env.TEST_TEMP_ROOT ?? os.tmpdir(), prefix));
}
