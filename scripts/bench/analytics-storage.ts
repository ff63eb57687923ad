/**
 * Section 11 (BENCH_ONLY=analytics-storage): one generated year of roll-ups for a site with 50,000 views a day
 * (analytics-year.ts), in a SQLite database of its own: the file's size, and the time of the 90-day report
 * (readAnalyticsReport, every figure of /admin/analytics: the same use case the page's loader calls), median of
 * several runs after a warm-up. Issue 36's targets: under 100 MB for the year, under 200 ms for the report.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import type { Env } from "../../app/env.server";
import { readAnalyticsReport } from "../../app/modules/analytics/analytics-report.server";
import { periodFrom } from "../../app/modules/analytics/analytics.schema";
import { seedSampleContent } from "../../app/modules/sample-content/sample-content.server";
import { generateAnalyticsYear } from "./analytics-year";
import { fmt, type SectionResult } from "./report";
import { log, quick, workDir } from "./session";

const VIEWS_PER_DAY = 50_000;
/** BENCH_ANALYTICS_DAYS shortens the generated span (the size of a year is then that span's, scaled up). */
const DAYS = Number(process.env.BENCH_ANALYTICS_DAYS ?? 365);
const LAST_DAY = "2026-11-26";
const REPORT_RUNS = quick ? 5 : 15;
const TARGET_BYTES = 100 * 1024 * 1024;
const TARGET_MS = 200;

const TABLES = ["analytics_pages", "analytics_referrers", "analytics_utm", "analytics_devices", "analytics_languages", "analytics_page_campaigns",
  "analytics_page_referrers", "analytics_uniques", "analytics_goals", "analytics_not_found"];

/** Rows and bytes of each analytics table (SQLite's dbstat: the table's pages and its indexes'; NaN without dbstat). */
async function tableSizes(database: ReturnType<typeof openDatabase>): Promise<Array<{ name: string; rows: number; bytes: number }>> {
  const sizes: Array<{ name: string; rows: number; bytes: number }> = [];
  for (const name of TABLES) {
    const counted = await sql<{ rows: number }>`select count(*) as rows from ${sql.table(name)}`.execute(database.db);
    const pages = await sql<{ bytes: number }>`select coalesce(sum(pgsize), 0) as bytes from dbstat where name in (select name from sqlite_master where tbl_name = ${name})`
      .execute(database.db)
      .catch(() => ({ rows: [{ bytes: Number.NaN }] }));
    sizes.push({ name, rows: Number(counted.rows[0]!.rows), bytes: Number(pages.rows[0]!.bytes) });
  }
  return sizes;
}

/** Bytes of the database with its write-ahead log folded in (what a backup copies). */
async function databaseBytes(database: ReturnType<typeof openDatabase>, file: string): Promise<number> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  return fs.statSync(file).size;
}

export async function analyticsStorageRuns(): Promise<SectionResult> {
  const file = path.join(workDir, "analytics-year.sqlite");
  const database = openDatabase({ sqlitePath: file });
  await migrateToLatest(database);
  await seedSampleContent(database);
  const before = await databaseBytes(database, file);
  const posts = await database.db.selectFrom("posts").select("slug").where("status", "=", "published").execute();
  // The sample site has a handful of posts: a company blog of a few years has a few hundred.
  const postSlugs = [...posts.map((post) => post.slug), ...Array.from({ length: 300 - posts.length }, (_, n) => `generated-post-${n}`)];
  const positions = (await database.db.selectFrom("positions").select(["id", "slug"]).execute()).map((row) => ({ id: Number(row.id), slug: row.slug }));
  log(`analytics storage: generating ${DAYS} days of ${VIEWS_PER_DAY} views over ${postSlugs.length} posts and ${positions.length} positions`);
  const started = performance.now();
  const { combinations } = await generateAnalyticsYear(database.db, { lastDay: LAST_DAY, days: DAYS, viewsPerDay: VIEWS_PER_DAY, postSlugs, positions });
  const generatedSeconds = (performance.now() - started) / 1000;
  await sql`analyze`.execute(database.db);
  const bytes = (await databaseBytes(database, file)) - before;
  const tables = await tableSizes(database);
  const allRows = tables.reduce((total, table) => total + table.rows, 0);

  const period = periodFrom(new URLSearchParams("days=90"), LAST_DAY);
  if (!period.ok) throw new Error(period.message);
  const services = { database, clock: { now: () => new Date(`${LAST_DAY}T12:00:00Z`) }, env: { SITE_TIMEZONE: "Asia/Kolkata", ANALYTICS: true } as Env };
  await readAnalyticsReport(services, period.period);
  const times: number[] = [];
  for (let run = 0; run < REPORT_RUNS; run += 1) {
    const start = performance.now();
    await readAnalyticsReport(services, period.period);
    times.push(performance.now() - start);
  }
  await database.close();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const megabytes = bytes / 1024 / 1024;
  const yearMegabytes = (megabytes * 365) / DAYS;
  const section = `## 11. Analytics storage: one generated year

${DAYS} days of ${fmt(VIEWS_PER_DAY, 0)} views a day (weekends quieter, ±10% a day) spread over the sample site's
pages, ${postSlugs.length} posts and ${positions.length} positions (long-tailed), 300+ referring sites, 10 campaigns
on one view in twelve, 3 device classes and 13 languages (\`scripts/bench/analytics-year.ts\`, a fixed seed), in
SQLite (generated in ${fmt(generatedSeconds, 0)} s):

| table | rows | rows a day | MB (table and key) |
|---|---|---|---|
${tables.map((table) => `| ${table.name} | ${fmt(table.rows, 0)} | ${fmt(table.rows / DAYS, 0)} | ${fmt(table.bytes / 1024 / 1024, 1)} |`).join("\n")}
| all | ${fmt(allRows, 0)} | ${fmt(allRows / DAYS, 0)} | |

(${fmt(combinations / DAYS, 0)} distinct day x path x referrer x utm x device x language combinations a day: the rows
one cross-product table would hold.)

The ${DAYS} days add ${fmt(megabytes, 1)} MB to the database${DAYS === 365 ? "" : ` (a year at that rate: ${fmt(yearMegabytes, 0)} MB)`}. The 90-day report (\`readAnalyticsReport\`, every figure
of /admin/analytics with the period before it): median ${fmt(median, 0)} ms of ${REPORT_RUNS} runs (fastest
${fmt(times[0]!, 0)} ms, slowest ${fmt(times[times.length - 1]!, 0)} ms).`;
  return {
    section,
    rows: [
      { target: "A year of 50,000 views a day < 100 MB", measured: `${fmt(yearMegabytes, 1)} MB`, met: yearMegabytes * 1024 * 1024 < TARGET_BYTES, note: "Section 11." },
      { target: "90-day analytics report < 200 ms", measured: `${fmt(median, 0)} ms`, met: median < TARGET_MS, note: "Section 11." },
    ],
  };
}
