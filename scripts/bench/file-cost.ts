// npx tsx scripts/bench/file-cost.ts [--rounds 1] <test file> [<test file> ...]
// What browser test files cost, each file alone (issue 38): wall time, Chromium's CPU and what the file asked of
// Chromium (contexts, pages, document loads, axe checks). Needs `npm run build`.
//
// Each file runs as `npx vitest run <file>`; the /proc of the machine is read every 100 ms, and every Chromium session
// whose leader was started by a process of that run's tree is summed as scripts/bench/browser-cost.ts sums one: each
// process's utime+stime and its reaped children's. Other people's Chromium on the machine is left out. The counts
// come from tests/support/browser.ts (BROWSER_WORK_FILE).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals: files } = parseArgs({ options: { rounds: { type: "string", default: "1" } }, allowPositionals: true });
if (files.length === 0) throw new Error("name one or more test files");

const TICKS_PER_SECOND = 100;

/** The counts tests/support/browser.ts writes, one line per file. */
interface BrowserWork {
  contexts: number;
  pages: number;
  documentLoads: number;
  axeChecks: number;
} // getconf CLK_TCK on Linux

interface Stat {
  pid: number;
  ppid: number;
  session: number;
  cpu: number;
  chromium: boolean;
}

function readStat(pid: number): Stat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/)[0] ?? "";
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid, ppid: Number(fields[1]), session: Number(fields[3]), cpu: ticks / TICKS_PER_SECOND, chromium: argv0.includes("chrom") };
  } catch {
    return undefined; // exited while being read
  }
}

function allProcesses(): Stat[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is Stat => stat !== undefined);
}

async function measureFile(file: string) {
  const workFile = path.join(os.tmpdir(), `browser-work-${process.pid}-${Date.now()}.jsonl`);
  const started = Date.now();
  const child = spawn("npx", ["vitest", "run", file], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, BROWSER_WORK_FILE: workFile } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  const tree = new Set([child.pid!]);
  const sessions = new Map<number, number>(); // a Chromium session of this run -> the CPU-s last read of it
  let running = true;
  void exited.then(() => (running = false));
  // Keeps reading until the run has ended and its Chromium sessions are gone (a worker closes its browser on exit).
  while (running || [...sessions.keys()].some((session) => allProcesses().some((stat) => stat.session === session))) {
    const processes = allProcesses();
    for (const stat of processes) if (tree.has(stat.ppid)) tree.add(stat.pid);
    const totals = new Map<number, number>();
    for (const stat of processes) {
      if (!stat.chromium) continue;
      const leader = processes.find((other) => other.pid === stat.session);
      if (!sessions.has(stat.session) && !(leader && tree.has(leader.ppid))) continue;
      totals.set(stat.session, (totals.get(stat.session) ?? 0) + stat.cpu);
    }
    for (const [session, cpu] of totals) sessions.set(session, Math.max(cpu, sessions.get(session) ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (Date.now() - started > 15 * 60_000) break;
  }
  const code = await exited;
  const wall = (Date.now() - started) / 1000;
  const work = fs.existsSync(workFile)
    ? fs
        .readFileSync(workFile, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, number>)
        .reduce<Partial<BrowserWork>>((sum, line) => {
          for (const [key, value] of Object.entries(line)) sum[key as keyof BrowserWork] = (sum[key as keyof BrowserWork] ?? 0) + value;
          return sum;
        }, {})
    : {};
  fs.rmSync(workFile, { force: true });
  const tests = /Tests\s+(.*)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""))?.[1]?.trim() ?? "?";
  const chromium = [...sessions.values()].reduce((sum, cpu) => sum + cpu, 0);
  if (code !== 0) console.log(output.slice(-4000));
  return { file, wall, chromium, tests, ...work };
}

const [loadBefore] = os.loadavg();
for (let round = 1; round <= Number(values.rounds); round += 1) {
  for (const file of files) {
    const result = await measureFile(file);
    console.log(
      `${path.basename(result.file)}: ${result.wall.toFixed(1)} s, Chromium ${result.chromium.toFixed(1)} CPU-s; ` +
        `contexts ${result.contexts ?? "?"}, pages ${result.pages ?? "?"}, document loads ${result.documentLoads ?? "?"}, ` +
        `axe checks ${result.axeChecks ?? "?"}; tests: ${result.tests}; load ${os.loadavg()[0]!.toFixed(1)} (was ${loadBefore!.toFixed(1)})`,
    );
  }
}
