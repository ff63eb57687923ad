// Installs Debian packages with apt-get when this is a Debian machine and we are root; otherwise throws the line to
// run. One place for the test suite (debian-packages.mjs), Chromium's lookup (chromium.mjs) and the bench.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** `why`: a line or more saying what needs the packages, shown in the log or the error. */
export function aptInstall(packages, why) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(`${why}\nRun: sudo apt-get install -y ${packages.join(" ")}`);
  }
  console.log(`Installing Debian packages (apt-get install -y ${packages.join(" ")}):\n${why}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Slim images leave out /usr/share/man, where the JRE's post-install script links its man pages.
  fs.mkdirSync("/usr/share/man/man1", { recursive: true });
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: ["ignore", "ignore", "inherit"], env });
}
