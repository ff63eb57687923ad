// `npm test`: typecheck, production build, then every Vitest project (unit, integration, browser) on SQLite;
// when TEST_DATABASE_URL names a PostgreSQL server, the unit and integration suite (without the XSS corpus) runs a
// second time there, and the two-instance scale-out test runs on it.
// Ends with the plain summary line "N passed, N failed" that CI reads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureChromium } from "../tests/support/chromium.mjs";

const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = process.env) {
  console.log(`\n> ${label}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function finish() {
  const { passed, failed, skipped } = totals;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

function vitest(label, args, env) {
  fs.mkdirSync(".cache", { recursive: true });
  // Per Node major: CI's Node 24 run would otherwise overwrite the first run's per-file timings.
  const report = `.cache/vitest-node${process.versions.node.split(".")[0]}-${label.replace(/\W+/g, "-")}.json`;
  fs.rmSync(report, { force: true });
  const status = run(label, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...args], env);
  if (!fs.existsSync(report)) {
    console.error(`Vitest wrote no report for ${label}.`);
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(fs.readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
  // A suite that failed to load, or an unhandled error, fails the run even when no single test did.
  if (status !== 0 && summary.numFailedTests === 0) totals.failed += 1;
}

console.log(`Node ${process.version} (${process.execPath})`);
try {
  console.log(`Chromium: ${ensureChromium()}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  totals.failed += 1;
  finish();
}

if (run("typecheck", "npm", ["run", "--silent", "typecheck"]) !== 0) {
  totals.failed += 1;
  finish();
}
if (run("build", "npm", ["run", "--silent", "build"]) !== 0) {
  totals.failed += 1;
  finish();
}

const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, ...sqliteEnv } = process.env;
vitest("vitest (SQLite)", extra, sqliteEnv);
if (TEST_DATABASE_URL) {
  // Everything that reaches the database runs again on PostgreSQL; the XSS corpus (SQLite only) checks how pages
  // render what was stored, the same code on both dialects (docs/decisions/0019-what-each-ci-pass-covers.md).
  const sqliteOnly = ["tests/security/xss.test.ts", "tests/security/xss-reflected.test.ts"].flatMap((file) => ["--exclude", file]);
  vitest("vitest unit + integration (PostgreSQL)", ["--project", "unit", ...sqliteOnly, ...extra], process.env);
  // Two server processes on one PostgreSQL database (sessions, content, uploads, outbox exactly once).
  vitest("vitest two instances (PostgreSQL)", ["--project", "e2e", "tests/e2e/scale-out.test.ts", ...extra], process.env);
} else {
  console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped (scripts/pg-test-cluster.sh starts one).");
}
finish();
