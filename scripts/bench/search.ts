/**
 * Section 9: site search (issue 20) with 10,000 published posts and 1,000 open positions, on SQLite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL, in a database of its own that is
 * dropped afterwards. wrk at 4 connections cycles through one- and two-word queries and prefixes; /search is never
 * stored by the page cache (decision 0014), so every request runs the query, the rate limiter's upsert included.
 * The text is a long tail of filler words with topic words sprinkled in (one word in twelve), so a query matches a
 * few hundred to a few thousand posts; a word found in all 10,000 posts costs far more (decision 0014).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase, type Database } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { seedSampleContent } from "../../app/modules/sample-content/sample-content.server";
import { startServer } from "../lib/start-server";
import { fmt, type Row, type SectionResult } from "./report";
import { LOAD_SECONDS, log, track, workDir } from "./session";
import { get, wrk, type Load } from "./tools";

const POSTS = 10_000;
const POSITIONS = 1_000;
const WORDS = `kubernetes flutter react android swift kotlin python pandas tensorflow pytorch docker terraform aws azure gcp
postgres sqlite redis kafka graphql rest grpc accessibility performance security privacy design testing devops
analytics dashboard gym crm billing payments invoices mobile web cloud migration serverless lambda edge caching
search ranking latency throughput observability logging tracing metrics onboarding hiring mentoring pune mumbai
bengaluru delhi hyderabad chennai remote hybrid contract internship glasses vision audio voice realtime streaming
hindi marathi tamil कृत्रिम बुद्धिमत्ता café résumé naïve`.split(/\s+/);
const QUERIES = [
  "kubernetes",
  "flutter developer",
  "react",
  "pytho",
  "cloud migration",
  "pune",
  "accessib",
  "gym crm",
  "voice",
  "café",
  "serverless edge",
  "hiring",
  "बुद्धिमत्ता",
  "observability tracing",
  "web",
];

/** Filler words: a long tail of 5,000 made-up words, as real prose has. */
const TAIL = Array.from({ length: 5000 }, (_, n) => `w${n.toString(36)}x`);

/**
 * A deterministic pseudo-random word sequence (every run indexes the same text): mostly the long tail, with one word
 * in twelve a topic word, so a topic word is in a few hundred to a few thousand posts, not in every one.
 */
function words(seed: number, count: number): string {
  let x = (seed * 2654435761) % 2147483648;
  const out: string[] = [];
  for (let n = 0; n < count; n += 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push((x >> 8) % 12 === 0 ? WORDS[(x >> 12) % WORDS.length]! : TAIL[(x >> 12) % TAIL.length]!);
  }
  return out.join(" ");
}

export async function fill(database: Database): Promise<void> {
  await migrateToLatest(database);
  await seedSampleContent(database);
  const now = Date.now();
  for (let start = 0; start < POSTS; start += 250) {
    const rows = [];
    for (let n = start; n < Math.min(POSTS, start + 250); n += 1) {
      const stamp = new Date(now - 90 * 86_400_000 - n * 60_000).toISOString();
      rows.push({
        title: `${words(n, 5)} ${n}`,
        slug: `search-bench-${n}`,
        excerpt: words(n + 1, 25),
        content: `<p>${words(n + 2, 150)}</p><p>${words(n + 3, 150)}</p>`,
        image: "/images/blog/ai-business.svg",
        category: ["Web Development", "Cloud Solutions", "AI & Machine Learning", "Accessibility"][n % 4]!,
        tags: JSON.stringify(words(n + 4, 3).split(" ")),
        author_id: "0",
        author_name: "Admin",
        status: n % 10 === 0 ? "draft" : "published",
        published_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await database.db.insertInto("posts").values(rows).execute();
  }
  const at = new Date().toISOString();
  for (let start = 0; start < POSITIONS; start += 250) {
    const rows = [];
    for (let n = start; n < Math.min(POSITIONS, start + 250); n += 1) {
      rows.push({
        slug: `search-bench-position-${n}`,
        title: `${words(n + 7, 3)} engineer ${n}`,
        department: "Engineering",
        location: ["Pune", "Mumbai", "Remote"][n % 3]!,
        type: "Full-time",
        description: words(n + 8, 20),
        detailed_description: words(n + 9, 80),
        requirements: JSON.stringify([words(n + 10, 6), words(n + 11, 6)]),
        posted_at: at,
        updated_at: at,
        closed_at: n % 5 === 0 ? at : null,
      });
    }
    await database.db.insertInto("positions").values(rows).execute();
  }
  // What autovacuum does within a minute or so of a bulk load like this one, done before measuring. PostgreSQL plans
  // from table statistics: measured before it gathered them, every query ran on a plan for empty tables (p50 514 ms
  // instead of about 60). And the GIN indexes take new rows into a pending list, read in full by every search until
  // a vacuum merges it into the index: after this load that cost the title index's scan 5.1 ms instead of 0.06.
  if (database.kind === "postgres") await sql`vacuum analyze`.execute(database.db);
  await database.close();
}

function queryScript(): string {
  const script = path.join(workDir, "search-queries.lua");
  const paths = QUERIES.map((query) => `"/search?q=${encodeURIComponent(query)}"`).join(", ");
  fs.writeFileSync(
    script,
    `local paths = { ${paths} }\nlocal n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, paths[(n % #paths) + 1])\nend\n`,
  );
  return script;
}

async function measure(label: string, env: Record<string, string>, dataDir: string): Promise<Load> {
  const site = await startServer({
    dataDir,
    env: { LOG_LEVEL: "error", SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123", SEARCH_RATE_PER_MINUTE: "1000000", ...env },
    startTimeoutMs: 90_000,
  });
  track(site.process);
  try {
    const probe = await get(`${site.url}/search?q=kubernetes`);
    const html = await probe.text();
    if (probe.status !== 200 || !html.includes("<mark")) throw new Error(`${label}: /search answered ${probe.status} without results`);
    wrk(`${site.url}/search?q=warmup`, { connections: 4, seconds: 1, script: queryScript() });
    const load = wrk(`${site.url}/search?q=x`, { connections: 4, seconds: LOAD_SECONDS + 5, script: queryScript() });
    log(`search on ${label}: p50 ${fmt(load.p50, 2)} ms, p99 ${fmt(load.p99, 2)} ms, ${fmt(load.rps, 0)} req/s, ${load.errors} errors`);
    return load;
  } finally {
    await site.stop();
  }
}

export async function searchRuns(): Promise<SectionResult> {
  const results: Array<[string, Load | null]> = [];
  const sqliteDir = path.join(workDir, "search-sqlite");
  fs.mkdirSync(sqliteDir, { recursive: true });
  log(`search: indexing ${POSTS} posts and ${POSITIONS} positions (SQLite)`);
  await fill(openDatabase({ sqlitePath: path.join(sqliteDir, "site.sqlite") }));
  results.push(["SQLite", await measure("SQLite", {}, sqliteDir)]);

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bench_search_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      log(`search: indexing ${POSTS} posts and ${POSITIONS} positions (PostgreSQL)`);
      await fill(openDatabase({ databaseUrl: url.toString() }));
      const pgDir = path.join(workDir, "search-postgres");
      fs.mkdirSync(pgDir, { recursive: true });
      results.push(["PostgreSQL", await measure("PostgreSQL", { DATABASE_URL: url.toString() }, pgDir)]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else results.push(["PostgreSQL", null]);

  const rows: Row[] = results.map(([dialect, load]) => ({
    target: `/search, 10,000 posts + 1,000 positions, ${dialect}: p50 < 20 ms, p99 < 60 ms (4 conn.)`,
    measured: load ? `p50 ${fmt(load.p50, 2)} ms, p99 ${fmt(load.p99, 2)} ms, ${fmt(load.rps, 0)} req/s` : "not measured",
    met: load ? load.p50 < 20 && load.p99 < 60 && load.errors === 0 : null,
    note: load
      ? "Never cached: each request runs the ranked query and the rate limiter's upsert."
      : "Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.",
  }));
  const lines = results.map(
    ([dialect, load]) =>
      `| ${dialect} | ${load ? `${fmt(load.p50, 2)} | ${fmt(load.p99, 2)} | ${fmt(load.rps, 0)} | ${load.errors}` : "not measured | | |"} |`,
  );
  return {
    section: `## 9. Site search: 10,000 posts and 1,000 positions (ms)

${QUERIES.length} queries in turn (words, two-word queries, prefixes, accented and Hindi words) at 4 connections; one post in
ten is a draft and one position in five is closed, so the visibility filter has work to do.

| Database | p50 | p99 | req/s | errors |
| --- | ---: | ---: | ---: | ---: |
${lines.join("\n")}`,
    rows,
  };
}
