/**
 * What every part of one bench run shares: its settings (read once from the environment), its scratch folder, the
 * processes it started (stopped by `cleanup` however the run ends) and its log.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const root = path.resolve(import.meta.dirname, "../..");
export const quick = process.env.BENCH_QUICK === "1";
/**
 * BENCH_ONLY=throughput,scale (any of throughput, memory, lighthouse, scale) runs those sections alone and prints
 * them without touching docs/benchmarks.md; unset, every section runs and the file is written.
 */
export const onlySections = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((name) => name.trim())) : null;
export const runs = (section: "throughput" | "memory" | "lighthouse" | "scale" | "newsletter" | "editor" | "cache" | "media" | "search" | "analytics" | "analytics-storage" | "home-render") => !onlySections || onlySections.has(section);
export const LOAD_SECONDS = quick ? 3 : 5;
export const CONNECTIONS = 32;
/** Section 1 runs each side this many times, interleaved (ours, nginx, ours, ...), and keeps the median run. */
export const ROUNDS = quick ? 1 : 3;
export const ROUND_SECONDS = quick ? 3 : 4;
export const started = Date.now();
export const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
// mkdtemp makes it private; run as root, nginx's worker runs as nobody and must still read the pages copied here.
fs.chmodSync(workDir, 0o755);

const children: ChildProcess[] = [];

export function track(child: ChildProcess): void {
  children.push(child);
}

export function log(message: string) {
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
}

export async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await sleep(300);
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** Runs a bench script's main, and stops everything it started however it ends. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
