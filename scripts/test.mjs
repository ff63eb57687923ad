// `npm test`: typecheck, production build, then every Vitest project (unit, integration, browser).
// Ends with the plain summary line "N passed, N failed" that CI reads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureChromium } from "../tests/support/chromium.mjs";

function run(label, command, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status ?? 1;
}

function finish(passed, failed, skipped) {
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

try {
  console.log(`Chromium: ${ensureChromium()}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  finish(0, 1);
}

if (run("typecheck", "npm", ["run", "--silent", "typecheck"]) !== 0) finish(0, 1);
if (run("build", "npm", ["run", "--silent", "build"]) !== 0) finish(0, 1);

fs.mkdirSync(".cache", { recursive: true });
const report = ".cache/vitest-report.json";
fs.rmSync(report, { force: true });
const extra = process.argv.slice(2);
const status = run("vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...extra]);

if (!fs.existsSync(report)) {
  console.error("Vitest wrote no report.");
  finish(0, 1);
}
const summary = JSON.parse(fs.readFileSync(report, "utf8"));
const failedSuites = summary.numFailedTestSuites ?? 0;
const failed = summary.numFailedTests + (summary.numFailedTests === 0 && (status !== 0 || failedSuites > 0) ? 1 : 0);
finish(summary.numPassedTests, failed, summary.numPendingTests + (summary.numTodoTests ?? 0));
