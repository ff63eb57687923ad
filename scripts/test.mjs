// `npm test`: the Debian tools the tests drive (installed when missing), the production build, then the Vitest
// projects: every test (unit, integration, browser) on SQLite while the typecheck runs beside it; when TEST_DATABASE_URL names a
// PostgreSQL server, the unit and integration suite (without the XSS corpus) and the two-instance scale-out test run
// there too, in the same pool (vitest.config.ts). `--no-typecheck` (CI's second run, on Node 24) leaves out the typecheck, which
// the first run made on the same tree and which does not depend on the Node it runs on.
// Ends with the ten slowest test files, then the plain summary line "N passed, N failed" that CI reads.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureTestPackages } from "../tests/support/debian-packages.mjs";

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds per test file. */
const fileTimes = [];
/** "file > test: first line of the error", for every failed test. */
const failures = [];

function run(label, command, args, env = process.env) {
  console.log(`\n> ${label}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function finish() {
  if (fileTimes.length > 0) {
    console.log("\nSlowest test files (seconds, budget in docs/testing.md):");
    // A file that runs on both databases is listed once per run of it.
    for (const { seconds, file } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      console.log(`${seconds.toFixed(1).padStart(7)}  ${file}`);
    }
  }
  // Repeated here, next to the summary, because CI keeps only the tail of a long log.
  if (failures.length > 0) {
    console.log("\nFailed tests:");
    for (const failure of failures) console.log(`FAILED  ${failure}`);
  }
  const { passed, failed, skipped } = totals;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

function vitest(label, args, env) {
  fs.mkdirSync(".cache", { recursive: true });
  // Per Node major: CI's Node 24 run would otherwise overwrite the first run's per-file timings.
  const report = `.cache/vitest-node${process.versions.node.split(".")[0]}.json`;
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
  for (const result of summary.testResults) {
    const file = result.name.replace(`${process.cwd()}/`, "");
    fileTimes.push({ seconds: (result.endTime - result.startTime) / 1000, file });
    if (result.status === "failed" && result.assertionResults.every((test) => test.status !== "failed")) {
      failures.push(`${file}: ${firstLine(result.message)}`);
    }
    for (const test of result.assertionResults.filter((test) => test.status === "failed")) {
      const message = firstLine(test.failureMessages?.[0]);
      // Vitest's JSON report gives a timeout only this placeholder; the reporter above printed "Test timed out".
      const said = message === "Error: STACK_TRACE_ERROR" ? `timed out or failed in a hook (after ${Math.round(test.duration ?? 0)} ms; the log above says which)` : message;
      failures.push(`${file} > ${test.fullName}: ${said}`);
    }
  }
}

function firstLine(message) {
  return (message ?? "").split("\n").find((line) => line.trim() !== "")?.trim().slice(0, 300) ?? "";
}

/**
 * The typecheck as a background process, its output held in a file until the tests are done (it would cut into
 * theirs; a pipe would stall it, since the tests run synchronously).
 */
function startTypecheck() {
  fs.mkdirSync(".cache", { recursive: true });
  const log = ".cache/typecheck.log";
  const fd = fs.openSync(log, "w");
  // At a lower priority: it takes the CPU the tests leave, and does not slow the servers starting beside it. One
  // checker thread: TypeScript 7 checks in four by default, which here cost 28.5 CPU-s against 18.7 for one, and the
  // tests beside it have every core busy anyway (decision 0042).
  const child = spawn("nice", ["-n", "10", "npm", "run", "--silent", "typecheck", "--", "--checkers", "1"], { stdio: ["ignore", fd, fd] });
  fs.closeSync(fd);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, output: fs.readFileSync(log, "utf8") })));
}

const argv = process.argv.slice(2);
const skipTypecheck = argv.includes("--no-typecheck");
const extra = argv.filter((arg) => arg !== "--no-typecheck");

console.log(`Node ${process.version} (${process.execPath})`);
try {
  const installed = ensureTestPackages();
  if (installed.length > 0) console.log(`Installed: ${installed.join(", ")}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  totals.failed += 1;
  finish();
}

if (run("build", "npm", ["run", "--silent", "build"]) !== 0) {
  totals.failed += 1;
  finish();
}
let typecheck = Promise.resolve({ code: 0, output: "" });
if (skipTypecheck) console.log("\n--no-typecheck: the typecheck is left out.");
else {
  console.log("\n> typecheck (in the background; its result is printed after the tests)");
  typecheck = startTypecheck();
}

// One Vitest run: with TEST_DATABASE_URL its config adds the PostgreSQL project to the same pool (vitest.config.ts).
vitest(process.env.TEST_DATABASE_URL ? "vitest (SQLite and PostgreSQL)" : "vitest (SQLite)", extra, process.env);
if (!process.env.TEST_DATABASE_URL) {
  console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL project is left out (scripts/pg-test-cluster.sh starts one).");
}

const checked = await typecheck;
if (!skipTypecheck) {
  console.log("\n> typecheck");
  process.stdout.write(checked.output);
  console.log(checked.code === 0 ? "typecheck passed" : "typecheck failed");
  if (checked.code !== 0) totals.failed += 1;
}
finish();
