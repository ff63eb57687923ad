/** The Markdown of docs/benchmarks.md: one row per target, then each section's text; the hand-written notes stay. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { log, root, started } from "./session";

/** One line of the targets table; `met: null` when the figure could not be measured this time. */
export interface Row {
  target: string;
  measured: string;
  met: boolean | null;
  note: string;
}

/** What each section hands back: its Markdown and its lines of the targets table. */
export interface SectionResult {
  section: string;
  rows: Row[];
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** The machine, Node and load average line every written report starts with. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const machine = `${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 1024 ** 3, 1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  const load = os.loadavg().map((n) => n.toFixed(2));
  return `Machine: ${machine}. Load average at the end: ${load.join(", ")} (the cores may be
shared with other work, which moves every figure here).`;
}

/** The rows of a targets table (its header is the caller's). */
export function targetRows(rows: Row[]): string {
  const status = (row: Row) => (row.met === null ? "not measured" : row.met ? "met" : "**not met**");
  return rows.map((row) => `| ${row.target} | ${row.measured} | ${status(row)} | ${row.note} |`).join("\n");
}

export function writeReport(rows: Row[], sections: string[]) {
  const table = targetRows(rows);
  const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/) on ${new Date().toISOString()}, in ${fmt((Date.now() - started) / 1000, 0)} s.
${machineLine()}

## Targets

| Target | Measured | Status | Reason / what would close it |
| --- | --- | --- | --- |
${table}

${sections.join("\n\n")}
`;
  const file = path.join(root, "docs/benchmarks.md");
  const notes = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("<!-- notes -->")[1] : undefined;
  fs.writeFileSync(file, notes ? `${report}\n<!-- notes -->${notes}` : report);
  console.log(`\n${table}\n`);
  log(`wrote docs/benchmarks.md`);
}
