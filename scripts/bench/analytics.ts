/**
 * Section 10 (BENCH_ONLY=analytics): what counting page views costs a cached hit (issue 36, decision 0033). Two
 * servers on copies of the same data, ANALYTICS=on and ANALYTICS=off, loaded in turn (on, off, on, ...) on `/` with
 * a browser's User-Agent (wrk sends none, and a request without one is not counted), each side's median run kept.
 * After the runs the counting server is stopped (its last flush) and its views are read back: every request of the
 * load must have been counted, so the "on" side really did the work.
 */
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { fmt, type SectionResult } from "./report";
import { CONNECTIONS, log, ROUND_SECONDS, ROUNDS } from "./session";
import { prepareData, startSite } from "./site";
import { medianRun, wrk, type Load } from "./tools";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The target: cached-hit throughput with counting at least 95% of without. */
const TARGET_RATIO = 0.95;

export async function analyticsRuns(): Promise<SectionResult> {
  const onDir = await prepareData("analytics-on", 100);
  const offDir = await prepareData("analytics-off", 100);
  const on = await startSite(onDir, { ANALYTICS: "on" });
  const off = await startSite(offDir, { ANALYTICS: "off" });
  log(`analytics: on ${on.url}, off ${off.url}; ${ROUNDS} × ${ROUND_SECONDS} s per side at ${CONNECTIONS} connections`);
  const headers = [`User-Agent: ${BROWSER}`];
  // Fills each page cache, so every measured request is a hit.
  wrk(`${on.url}/`, { seconds: 1, headers });
  wrk(`${off.url}/`, { seconds: 1, headers });
  const onRuns: Load[] = [];
  const offRuns: Load[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    onRuns.push(wrk(`${on.url}/`, { seconds: ROUND_SECONDS, headers }));
    offRuns.push(wrk(`${off.url}/`, { seconds: ROUND_SECONDS, headers }));
  }
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
  const requests = onRuns.reduce((sum, run) => sum + run.requests, 0);
  const section = `## 10. Counting page views on a cached hit

\`/\` from the page cache with a browser's User-Agent, ANALYTICS=on vs ANALYTICS=off, ${ROUNDS} interleaved runs of
${ROUND_SECONDS} s per side at ${CONNECTIONS} connections, median run of each:

| | requests/s | p50 ms | p99 ms |
|---|---|---|---|
| ANALYTICS=on | ${fmt(withCounting.rps, 0)} | ${fmt(withCounting.p50, 2)} | ${fmt(withCounting.p99, 2)} |
| ANALYTICS=off | ${fmt(without.rps, 0)} | ${fmt(without.p50, 2)} | ${fmt(without.p99, 2)} |

With counting: ${fmt(ratio * 100)}% of the throughput without. Views counted by the "on" server after its last
flush: ${Number(counted?.views ?? 0)} (its measured runs sent ${requests}, plus the warm-up).`;
  return {
    section,
    rows: [
      {
        target: "Cached hit with ANALYTICS=on ≥ 95% of ANALYTICS=off (same run)",
        measured: `${fmt(ratio * 100)}%`,
        met: ratio >= TARGET_RATIO,
        note: "Section 10.",
      },
    ],
  };
}
