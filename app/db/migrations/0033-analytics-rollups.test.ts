import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { addNotFoundViews } from "~/modules/analytics/analytics.repository.server";

/** 0033-analytics-rollups sums analytics_daily's rows into the narrow roll-ups, then drops it: a site keeps its counts. */
let database: Database;

const row = (path: string, views: number, extra: Record<string, string> = {}) => ({
  day: "2026-03-10",
  path,
  referrer: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  device: "desktop",
  language: "en",
  views,
  ...extra,
});

beforeEach(async () => {
  database = openDatabase({ sqlitePath: ":memory:" });
  const before = await createMigrator(database).migrateTo("0032-passkeys");
  if (before.error) throw before.error;
  const rows = [
    row("/careers/dev", 5, { utm_source: "linkedin", utm_medium: "social", utm_campaign: "hiring", device: "mobile", language: "hi", referrer: "www.linkedin.com" }),
    row("/careers/dev", 3),
    row("/about", 2, { device: "tablet", language: "" }),
    row("/about", 1, { day: "2026-03-11" }),
    // /blog/post from 12 sites: site-1 once ... site-12 twelve times.
    ...Array.from({ length: 12 }, (_, n) => row("/blog/post", n + 1, { referrer: `site-${n + 1}.example` })),
  ];
  await (database.db as any).insertInto("analytics_daily").values(rows).execute();
  await database.db.insertInto("analytics_not_found").values({ day: "2026-03-10", path: "/old", referrer: "partner.example/links", views: 4 }).execute();
  await database.db.insertInto("analytics_uniques").values({ day: "2026-03-10", path: "", visitors: 7 }).execute();
  await database.db.insertInto("analytics_goals").values({ day: "2026-03-10", goal: "application", subject: "3", utm_source: "linkedin", count: 2 }).execute();
});
afterEach(() => database.close());

const all = (table: string) => sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2, 3`.execute(database.db).then((result) => result.rows);

it("sums the cross-product rows into one roll-up per question, caps a page's referrers, and drops analytics_daily", async () => {
  await migrateToLatest(database);
  const day = "2026-03-10";
  expect(await all("analytics_pages")).toEqual([
    { day, path: "/about", views: 2 },
    { day, path: "/blog/post", views: 78 },
    { day, path: "/careers/dev", views: 8 },
    { day: "2026-03-11", path: "/about", views: 1 },
  ]);
  expect(await all("analytics_devices")).toEqual([
    { day, device: "desktop", views: 81 },
    { day, device: "mobile", views: 5 },
    { day, device: "tablet", views: 2 },
    { day: "2026-03-11", device: "desktop", views: 1 },
  ]);
  expect(await all("analytics_languages")).toEqual([
    { day, language: "", views: 2 },
    { day, language: "en", views: 81 },
    { day, language: "hi", views: 5 },
    { day: "2026-03-11", language: "en", views: 1 },
  ]);
  expect(await all("analytics_utm")).toEqual([{ day, utm_source: "linkedin", utm_medium: "social", utm_campaign: "hiring", views: 5 }]);
  expect(await all("analytics_page_campaigns")).toEqual([{ day, path: "/careers/dev", utm_source: "linkedin", views: 5 }]);
  const referrers = await all("analytics_referrers");
  // 10 March: direct (5), linkedin and the 12 sites; 11 March: direct.
  expect(referrers).toHaveLength(1 + 1 + 12 + 1);
  expect(referrers).toContainEqual({ day, referrer: "", views: 5 });
  // The page's top 5 sites (site-8 to site-12), the seven smallest (1 + 2 + ... + 7 views) as "(other)".
  const blog = (await all("analytics_page_referrers")).filter((found) => found.path === "/blog/post");
  expect(blog).toHaveLength(6);
  expect(blog).toContainEqual({ day, path: "/blog/post", referrer: "(other)", views: 28 });
  expect(blog).toContainEqual({ day, path: "/blog/post", referrer: "site-8.example", views: 8 });
  expect(blog).not.toContainEqual(expect.objectContaining({ referrer: "site-7.example" }));
  expect(await all("analytics_page_referrers")).toContainEqual({ day, path: "/careers/dev", referrer: "www.linkedin.com", views: 5 });
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'analytics_daily'`.execute(database.db);
  expect(tables.rows).toEqual([]);
});

it("rebuilds 0028's uniques, broken links and goals WITHOUT ROWID on SQLite, keeping their rows and their upserts", async () => {
  await migrateToLatest(database);
  expect(await all("analytics_not_found")).toEqual([{ day: "2026-03-10", path: "/old", referrer: "partner.example/links", views: 4 }]);
  expect(await all("analytics_uniques")).toEqual([{ day: "2026-03-10", path: "", visitors: 7 }]);
  expect(await all("analytics_goals")).toEqual([{ day: "2026-03-10", goal: "application", subject: "3", utm_source: "linkedin", count: 2 }]);
  const definitions = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name in ('analytics_not_found', 'analytics_uniques', 'analytics_goals')`.execute(database.db);
  expect(definitions.rows).toHaveLength(3);
  for (const row of definitions.rows) expect(row.sql.toLowerCase()).toContain("without rowid");
  // The key still takes the repository's upserts (on conflict needs it).
  await addNotFoundViews(database.db, [{ day: "2026-03-10", path: "/old", referrer: "partner.example/links", views: 1 }]);
  expect(await all("analytics_not_found")).toEqual([{ day: "2026-03-10", path: "/old", referrer: "partner.example/links", views: 5 }]);
});
