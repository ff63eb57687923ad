import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** One temporary folder per test run, for every temporaryDirectory() of its workers; removed at the end of the run. */
export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-run-"));
  // nginx's workers (user "nobody" when the tests run as root) must reach a cache folder inside it.
  fs.chmodSync(root, 0o755);
  process.env.TEST_TEMP_ROOT = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
