// npx tsx scripts/bench/server-start.ts [--rounds 5] [--flags "--no-opt"] [<folder holding build/> ...]
// What one start of the production server costs (issue 38): CPU-s of the server process until it prints
// `LISTENING`, wall ms until then, and the first response to `/` (wall ms and the CPU-s it added). Each start gets
// a fresh DATA_DIR (migrations and seeding included), as a test server does. With several folders (a copy of an
// older build, and `.` for the current one) the starts alternate round by round, so load from others falls on each
// alike; the medians are printed per folder. Needs `npm run build`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../lib/start-server";

const { values, positionals } = parseArgs({
  options: { rounds: { type: "string", default: "5" }, flags: { type: "string", default: "" } },
  allowPositionals: true,
});
const folders = (positionals.length ? positionals : ["."]).map((folder) => path.resolve(folder));
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** utime + stime of every thread of the process (the SQLite reader's worker included). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

interface Start {
  listenCpu: number;
  listenMs: number;
  firstResponseMs: number;
  firstResponseCpu: number;
}

async function measureStart(folder: string): Promise<Start> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-start-"));
  const flags = values.flags.split(" ").filter(Boolean);
  const started = performance.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "--enable-source-maps", ...flags, "build/server-main/main.mjs"], {
    cwd: folder,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PRINT_PORT: "1",
      PASSWORD_HASHING: "cheap-for-tests",
      MALLOC_ARENA_MAX: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  try {
    const listenMs = await new Promise<number>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        if (output.includes(`LISTENING ${port}`)) resolve(performance.now() - started);
      });
      child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    const listenCpu = cpuSeconds(child.pid!);
    const requested = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET / answered ${response.status}`);
    const firstResponseMs = performance.now() - requested;
    return { listenCpu, listenMs, firstResponseMs, firstResponseCpu: cpuSeconds(child.pid!) - listenCpu };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const results = new Map<string, Start[]>(folders.map((folder) => [folder, []]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const folder of folders) {
    const start = await measureStart(folder);
    results.get(folder)!.push(start);
    console.log(`${path.relative(process.cwd(), folder) || "."} round ${round + 1}: ${JSON.stringify(start)}`);
  }
}
console.log("\nmedians (CPU-s to LISTENING, ms to LISTENING, first response ms, first response CPU-s):");
for (const [folder, starts] of results) {
  const cpu = median(starts.map((start) => start.listenCpu)).toFixed(2);
  const ms = median(starts.map((start) => start.listenMs)).toFixed(0);
  const first = median(starts.map((start) => start.firstResponseMs)).toFixed(0);
  const firstCpu = median(starts.map((start) => start.firstResponseCpu)).toFixed(2);
  console.log(`${path.relative(process.cwd(), folder) || "."}: ${cpu} CPU-s, ${ms} ms, first response ${first} ms, ${firstCpu} CPU-s`);
}
