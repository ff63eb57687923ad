// Finds Debian's Chromium for the browser tests; installs it when this is a Debian machine and we are root.
// Plain JavaScript so scripts/test.mjs and the TypeScript fixtures share it.
// The headless shell first: Debian's build of Chromium's headless-only browser (the same version, Blink and V8; what
// Playwright itself runs for headless tests). It took 6.3 CPU-s where the full browser in headless mode took 16 for
// the same 20 page loads, its browser and GPU processes doing far less (decision 0029). The full browser still serves
// where the shell is not installed (a developer's machine without root).
import fs from "node:fs";
import { aptInstall } from "./apt.mjs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CANDIDATES = [HEADLESS_SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    aptInstall(["chromium-headless-shell"], "Chromium not found: the browser tests and screenshots drive Debian's Chromium.");
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The browser tests need Chromium. Install Debian's package with `sudo apt-get install chromium-headless-shell`, " +
      "or set CHROME_PATH to a Chromium or Chrome executable.",
  );
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
