/**
 * Section 10 (BENCH_ONLY=analytics): what counting page views costs a cached hit (issue 36, decision 0033). Two
 * servers on copies of the same data, ANALYTICS=on and ANALYTICS=off, loaded in turn (on, off, on, ...) on `/` with
 * a browser's User-Agent (wrk sends none, and a request without one is not counted), each side's median run kept.
 * After the runs the counting server is stopped (its last flush) and its views are read back: every request of the
 * load must have been counted, so the "on" side really did the work. Each server's CPU time per request (from
 * /proc) is reported beside the throughput: on a machine shared with other work it moves less than requests/s.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { fmt, type SectionResult } from "./report";
import { CONNECTIONS, log, ROUND_SECONDS, ROUNDS } from "./session";
import { prepareData, startSite } from "./site";
import { medianRun, wrk, type Load } from "./tools";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The target: cached-hit throughput with counting at least 95% of without. */
const TARGET_RATIO = 0.95;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux: 100 clock ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until a started server is idle (under 20 ms of CPU in a second, at most 90 s): it renders the static pages
 * into its cache after it listens, and that work must not fall into one side's measured runs.
 */
async function untilIdle(pid: number): Promise<void> {
  for (let second = 0; second < 90; second += 1) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuSeconds(pid) - before < 0.02) return;
  }
}

/** A wrk run and the server's CPU µs per request during it. */
function measuredRun(url: string, pid: number, headers: string[]): Load & { cpuMicros: number } {
  const before = cpuSeconds(pid);
  const load = wrk(url, { seconds: ROUND_SECONDS, headers });
  return { ...load, cpuMicros: ((cpuSeconds(pid) - before) * 1e6) / load.requests };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function analyticsRuns(): Promise<SectionResult> {
  const onDir = await prepareData("analytics-on", 100);
  const offDir = await prepareData("analytics-off", 100);
  const on = await startSite(onDir, { ANALYTICS: "on" });
  const off = await startSite(offDir, { ANALYTICS: "off" });
  log(`analytics: on ${on.url}, off ${off.url}; ${ROUNDS} × ${ROUND_SECONDS} s per side at ${CONNECTIONS} connections`);
  const headers = [`User-Agent: ${BROWSER}`];
  await untilIdle(on.process.pid!);
  await untilIdle(off.process.pid!);
  // Fills each page cache, so every measured request is a hit.
  wrk(`${on.url}/`, { seconds: 1, headers });
  wrk(`${off.url}/`, { seconds: 1, headers });
  const loadBefore = os.loadavg();
  const onRuns: Array<Load & { cpuMicros: number }> = [];
  const offRuns: Array<Load & { cpuMicros: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    onRuns.push(measuredRun(`${on.url}/`, on.process.pid!, headers));
    offRuns.push(measuredRun(`${off.url}/`, off.process.pid!, headers));
  }
  const loadAfter = os.loadavg();
  await on.stop();
  await off.stop();
  const database = openDatabase({ sqlitePath: path.join(onDir, "site.sqlite") });
  const counted = await database.db
    .selectFrom("analytics_pages")
    .select((eb) => eb.fn.sum<number>("views").as("views"))
    .where("path", "=", "/")
    .executeTakeFirst();
  await database.close();
  const [withCounting, without] = [medianRun(onRuns), medianRun(offRuns)];
  const ratio = withCounting.rps / without.rps;
  const [onCpu, offCpu] = [median(onRuns.map((run) => run.cpuMicros)), median(offRuns.map((run) => run.cpuMicros))];
  const loadAverage = (load: number[]) => load.map((value) => fmt(value, 2)).join(", ");
  const requests = onRuns.reduce((sum, run) => sum + run.requests, 0);
  const section = `## 10. Counting page views on a cached hit

\`/\` from the page cache with a browser's User-Agent, ANALYTICS=on vs ANALYTICS=off, ${ROUNDS} interleaved runs of
${ROUND_SECONDS} s per side at ${CONNECTIONS} connections, median run of each:

| | requests/s | p50 ms | p99 ms | server CPU µs per request (median run) |
|---|---|---|---|---|
| ANALYTICS=on | ${fmt(withCounting.rps, 0)} | ${fmt(withCounting.p50, 2)} | ${fmt(withCounting.p99, 2)} | ${fmt(onCpu, 1)} |
| ANALYTICS=off | ${fmt(without.rps, 0)} | ${fmt(without.p50, 2)} | ${fmt(without.p99, 2)} | ${fmt(offCpu, 1)} |

With counting: ${fmt(ratio * 100)}% of the throughput without; by the servers' CPU per request, ${fmt((offCpu / onCpu) * 100)}%.
Load average ${loadAverage(loadBefore)} before the runs, ${loadAverage(loadAfter)} after (${os.availableParallelism()} cores). Views counted by the "on" server after its last
flush: ${Number(counted?.views ?? 0)} (its measured runs sent ${requests}, plus the warm-up).`;
  return {
    section,
    rows: [
      {
        target: "Cached hit with ANALYTICS=on ≥ 95% of ANALYTICS=off (same run)",
        measured: `${fmt(ratio * 100)}%`,
        met: ratio >= TARGET_RATIO,
        note: `Section 10; by CPU per request ${fmt((offCpu / onCpu) * 100)}%; load average ${fmt(loadBefore[0]!, 1)} -> ${fmt(loadAfter[0]!, 1)}.`,
      },
    ],
  };
}
