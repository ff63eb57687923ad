// The Debian programs the test suite drives, checked before anything runs: `npm test` installs the missing ones in one
// apt-get when it runs as root on Debian (as CI does), and otherwise stops at once with the line to run, so no test
// fails half-way for a missing tool. Plain JavaScript, for scripts/test.mjs.
import { spawnSync, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium.mjs";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

/** Each package, what needs it, and whether it is here. */
export const TEST_PACKAGES = [
  { name: "chromium", usedBy: "the browser tests (tests/e2e)", present: () => Boolean(findChromium()) },
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
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(`The test suite needs Debian packages that are not installed:\n${why}\nRun: sudo apt-get install -y ${names.join(" ")}`);
  }
  console.log(`Installing the Debian packages the tests need (apt-get install -y ${names.join(" ")}):\n${why}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Slim images leave out /usr/share/man, where the JRE's post-install script links its man pages.
  fs.mkdirSync("/usr/share/man/man1", { recursive: true });
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...names], { stdio: ["ignore", "ignore", "inherit"], env });
  const still = missing.filter((item) => !item.present()).map((item) => item.name);
  if (still.length > 0) throw new Error(`apt-get ran, but these are still missing: ${still.join(", ")}`);
  return names;
}
