// The Debian programs the test suite drives, checked before anything runs: `npm test` installs the missing ones in one
// apt-get when it runs as root on Debian (as CI does), and otherwise stops at once with the line to run, so no test
// fails half-way for a missing tool. Plain JavaScript, for scripts/test.mjs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { aptInstall } from "./apt.mjs";
import { HEADLESS_SHELL } from "./chromium.mjs";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** Each package, what needs it, and whether it is here. */
export const TEST_PACKAGES = [
  {
    name: "chromium-headless-shell",
    usedBy: "the browser tests (tests/e2e)",
    present: () => Boolean(process.env.CHROME_PATH) || fs.existsSync(HEADLESS_SHELL),
  },
  {
    name: "default-jre-headless",
    usedBy: "the Nu Html Checker (tests/e2e/html-validity.test.ts)",
    present: () => (process.env.JAVA_HOME ? fs.existsSync(path.join(process.env.JAVA_HOME, "bin", "java")) : onPath("java")),
  },
  { name: "spamassassin", usedBy: "tests/integration/spamassassin.test.ts", present: () => onPath("spamassassin") },
  { name: "nginx", usedBy: "tests/e2e/nginx-front.test.ts", present: () => fs.existsSync("/usr/sbin/nginx") },
];

/** Installs what is missing (root on Debian) or throws the apt-get line to run. Returns what it installed. */
export function ensureTestPackages() {
  const missing = TEST_PACKAGES.filter((item) => !item.present());
  if (missing.length === 0) return [];
  const names = missing.map((item) => item.name);
  const why = missing.map((item) => `  ${item.name}: ${item.usedBy}`).join("\n");
  aptInstall(names, `The test suite needs Debian packages that are not installed:\n${why}`);
  const still = missing.filter((item) => !item.present()).map((item) => item.name);
  if (still.length > 0) throw new Error(`apt-get ran, but these are still missing: ${still.join(", ")}`);
  return names;
}
