// Writes tests/durations.json (seconds per test file, slowest first) from the last `npm test` report, the order
// tests/support/slowest-first.ts falls back on where Vitest has no timings of its own (a fresh clone, CI). A file that
// ran on both databases keeps its longer time.
import fs from "node:fs";

const report = fs.readdirSync(".cache").filter((name) => /^vitest-node\d+\.json$/.test(name)).map((name) => `.cache/${name}`);
if (report.length === 0) {
  console.error("No .cache/vitest-node*.json: run `npm test` first.");
  process.exit(1);
}
const newest = report.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
const { testResults } = JSON.parse(fs.readFileSync(newest, "utf8"));
const longest = new Map();
for (const result of testResults) {
  const file = result.name.replace(`${process.cwd()}/`, "");
  longest.set(file, Math.max(longest.get(file) ?? 0, Math.round((result.endTime - result.startTime) / 100) / 10));
}
const seconds = [...longest].sort((a, b) => b[1] - a[1]);
fs.writeFileSync("tests/durations.json", `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
console.log(`tests/durations.json: ${seconds.length} files from ${newest}`);
