import { sql, type Kysely } from "kysely";
import type { AnalyticsCampaignTable, AnalyticsGoalTable, AnalyticsNotFoundTable, AnalyticsVisitTable, DB } from "~/db/schema";

/** Rows per INSERT: 9 columns x 100 stays far below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 100;

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += BATCH) yield rows.slice(at, at + BATCH);
}

/** The salt of `day`, creating it when no instance has yet (the first one to insert wins; every instance reads it back). */
export async function findOrCreateSalt(db: Kysely<DB>, day: string, candidate: string): Promise<string> {
  await db.insertInto("analytics_salts").values({ day, salt: candidate }).onConflict((oc) => oc.column("day").doNothing()).execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * One counted combination of a day's views, as the counter keys them (day x path x referrer x utm_* x device x
 * language). Not stored as such: addDailyViews adds it to each narrow roll-up (migration 0033-analytics-rollups).
 */
export interface CountedViews {
  day: string;
  path: string;
  /** The referring site's host; "" for none or this site. */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  language: string;
  views: number;
}

/**
 * A closed day keeps each page's top REFERRERS_PER_PAGE referring hosts and folds the rest into "(other)": at 10 the
 * generated year needed 116 MB, at 5 it stays under the 100 MB target (decision 0033).
 */
export const REFERRERS_PER_PAGE = 5;
const OTHER = "(other)";

type RollupTable = "analytics_pages" | "analytics_referrers" | "analytics_utm" | "analytics_devices" | "analytics_languages" | "analytics_page_campaigns" | "analytics_page_referrers";
type RollupColumn = "path" | "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "device" | "language";

/** Each narrow roll-up: its key columns after `day`, and which counted views it holds. */
const ROLLUPS: Array<{ table: RollupTable; columns: RollupColumn[]; holds?: (row: CountedViews) => boolean }> = [
  { table: "analytics_pages", columns: ["path"] },
  { table: "analytics_referrers", columns: ["referrer"] },
  { table: "analytics_utm", columns: ["utm_source", "utm_medium", "utm_campaign"], holds: (row) => row.utm_source !== "" },
  { table: "analytics_devices", columns: ["device"] },
  { table: "analytics_languages", columns: ["language"] },
  // Without a campaign or a referrer, a page's views are its analytics_pages views less these: no row for them.
  { table: "analytics_page_campaigns", columns: ["path", "utm_source"], holds: (row) => row.utm_source !== "" },
  { table: "analytics_page_referrers", columns: ["path", "referrer"], holds: (row) => row.referrer !== "" },
];

/** Runs `work` in the caller's transaction, or in one of its own. */
function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Adds views to a roll-up's rows (upserts add: instances and flushes sum). */
async function addToRollup(db: Kysely<DB>, table: RollupTable, columns: RollupColumn[], rows: Array<Record<string, string | number>>): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Record<string, string | number>>>;
  for (const batch of batches(rows)) {
    await untyped
      .insertInto(table)
      .values(batch)
      .onConflict((oc) => oc.columns(["day", ...columns]).doUpdateSet({ views: sql`${sql.ref(table)}.views + excluded.views` }))
      .execute();
  }
}

/** Adds counted views to every narrow roll-up, in one transaction (the caller's, when it has one). */
export async function addDailyViews(db: Kysely<DB>, rows: CountedViews[]): Promise<void> {
  if (rows.length === 0) return;
  await inTransaction(db, async (trx) => {
    for (const { table, columns, holds } of ROLLUPS) {
      const summed = new Map<string, Record<string, string | number>>();
      for (const row of rows) {
        if (holds && !holds(row)) continue;
        const key = [row.day, ...columns.map((column) => row[column])].join("\u0000");
        const found = summed.get(key);
        if (found) found.views = Number(found.views) + row.views;
        else summed.set(key, { day: row.day, ...Object.fromEntries(columns.map((column) => [column, row[column]])), views: row.views });
      }
      await addToRollup(trx, table, columns, [...summed.values()]);
    }
  });
}

/**
 * Caps each page's referring hosts on `days` (closed days) to its top REFERRERS_PER_PAGE, the rest summed into
 * "(other)": a page's referrers of a day are a long tail, and a closed day no longer changes its top.
 */
export async function capPageReferrers(db: Kysely<DB>, days: string[]): Promise<void> {
  for (const day of days) {
    const rows = await db.selectFrom("analytics_page_referrers").select(["path", "referrer", "views"]).where("day", "=", day).execute();
    const perPath = new Map<string, Array<{ referrer: string; views: number }>>();
    for (const row of rows) perPath.set(row.path, [...(perPath.get(row.path) ?? []), { referrer: row.referrer, views: Number(row.views) }]);
    const capped: Array<{ day: string; path: string; referrer: string; views: number }> = [];
    const overCap: string[] = [];
    for (const [path, referrers] of perPath) {
      const named = referrers.filter((row) => row.referrer !== OTHER);
      if (named.length <= REFERRERS_PER_PAGE) continue;
      overCap.push(path);
      named.sort((a, b) => b.views - a.views || a.referrer.localeCompare(b.referrer));
      for (const row of named.slice(0, REFERRERS_PER_PAGE)) capped.push({ day, path, ...row });
      const rest = referrers.filter((row) => !named.slice(0, REFERRERS_PER_PAGE).includes(row)).reduce((total, row) => total + row.views, 0);
      capped.push({ day, path, referrer: OTHER, views: rest });
    }
    for (const paths of batches(overCap)) await db.deleteFrom("analytics_page_referrers").where("day", "=", day).where("path", "in", paths).execute();
    for (const batch of batches(capped)) await db.insertInto("analytics_page_referrers").values(batch).execute();
  }
}

export async function addNotFoundViews(db: Kysely<DB>, rows: AnalyticsNotFoundTable[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insertInto("analytics_not_found")
      .values(batch)
      .onConflict((oc) => oc.columns(["day", "path", "referrer"]).doUpdateSet({ views: sql`analytics_not_found.views + excluded.views` }))
      .execute();
  }
}

export async function addVisits(db: Kysely<DB>, rows: AnalyticsVisitTable[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db.insertInto("analytics_visits").values(batch).onConflict((oc) => oc.columns(["day", "visitor", "path"]).doNothing()).execute();
  }
}

export async function addCampaigns(db: Kysely<DB>, rows: AnalyticsCampaignTable[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db.insertInto("analytics_campaigns").values(batch).onConflict((oc) => oc.columns(["day", "visitor"]).doNothing()).execute();
  }
}

export async function findCampaign(db: Kysely<DB>, day: string, visitor: string): Promise<string | undefined> {
  const row = await db.selectFrom("analytics_campaigns").select("utm_source").where("day", "=", day).where("visitor", "=", visitor).executeTakeFirst();
  return row?.utm_source;
}

/**
 * Closes every day before `today`: its unique visitors (per path, and "" for the whole site) are counted into
 * analytics_uniques, its pages' referrers are capped, then its hashes and its salt are deleted. Added to what is there, so a late flush from
 * another instance (after the day was closed) adds its visitors instead of failing.
 */
export async function closeDaysBefore(db: Kysely<DB>, today: string): Promise<{ days: number; salts: number }> {
  return db.transaction().execute(async (trx) => {
    const perPath = trx
      .selectFrom("analytics_visits")
      .select(["day", "path", (eb) => eb.fn.count<number>("visitor").distinct().as("visitors")])
      .where("day", "<", today)
      .groupBy(["day", "path"]);
    const perSite = trx
      .selectFrom("analytics_visits")
      .select(["day", sql<string>`''`.as("path"), (eb) => eb.fn.count<number>("visitor").distinct().as("visitors")])
      .where("day", "<", today)
      .groupBy("day");
    const counted = await perPath.unionAll(perSite).execute();
    for (const batch of batches(counted.map((row) => ({ day: row.day, path: row.path, visitors: Number(row.visitors) })))) {
      await trx
        .insertInto("analytics_uniques")
        .values(batch)
        .onConflict((oc) => oc.columns(["day", "path"]).doUpdateSet({ visitors: sql`analytics_uniques.visitors + excluded.visitors` }))
        .execute();
    }
    // The days being closed (a late flush reopens one: it has hashes again, so it is capped again).
    await capPageReferrers(trx, [...new Set(counted.map((row) => row.day))]);
    await trx.deleteFrom("analytics_visits").where("day", "<", today).execute();
    await trx.deleteFrom("analytics_campaigns").where("day", "<", today).execute();
    const salts = await trx.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
    return { days: new Set(counted.map((row) => row.day)).size, salts: Number(salts.numDeletedRows) };
  });
}

export async function addGoal(db: Kysely<DB>, row: AnalyticsGoalTable): Promise<void> {
  await db
    .insertInto("analytics_goals")
    .values(row)
    .onConflict((oc) => oc.columns(["day", "goal", "subject", "utm_source"]).doUpdateSet({ count: sql`analytics_goals.count + excluded.count` }))
    .execute();
}

/** Deletes the roll-ups of days before `firstKept` (ANALYTICS_RETENTION_DAYS). */
export async function deleteRollupsBefore(db: Kysely<DB>, firstKept: string): Promise<number> {
  let deleted = 0;
  for (const table of [...ROLLUPS.map((rollup) => rollup.table), "analytics_not_found", "analytics_uniques", "analytics_goals"] as const) {
    const result = await db.deleteFrom(table).where("day", "<", firstKept).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/* Reading the roll-ups for the report (/admin/analytics): one query per figure, each over days from..to (both included). */

export interface DayRange {
  from: string;
  to: string;
}

/** Views per day (days without a view are absent). */
export async function viewsPerDay(db: Kysely<DB>, range: DayRange): Promise<Array<{ day: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_pages")
    .select(["day", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}

/**
 * Visitors per day: closed days from analytics_uniques (path "" is the whole site), days still open (today, or a
 * day not yet closed) from the hashes kept for them. Both are added, as a late flush adds to a closed day.
 */
export async function visitorsPerDay(db: Kysely<DB>, range: DayRange): Promise<Array<{ day: string; visitors: number }>> {
  const closed = db
    .selectFrom("analytics_uniques")
    .select(["day", "visitors"])
    .where("path", "=", "")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to);
  const open = db
    .selectFrom("analytics_visits")
    .select(["day", (eb) => eb.fn.count<number>("visitor").distinct().as("visitors")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("day");
  const rows = await closed.unionAll(open).execute();
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + Number(row.visitors));
  return [...perDay].map(([day, visitors]) => ({ day, visitors }));
}

/** The roll-up each single-dimension figure reads. */
const TABLE_OF = { path: "analytics_pages", referrer: "analytics_referrers", device: "analytics_devices", language: "analytics_languages" } as const;
type DimensionColumn = keyof typeof TABLE_OF;

/** The `limit` values of one dimension with the most views ("" = none: no referrer, no language). */
export async function topByViews(db: Kysely<DB>, range: DayRange, column: DimensionColumn, limit: number): Promise<Array<{ value: string; views: number }>> {
  const untyped = db as unknown as Kysely<Record<string, { day: string; views: number } & Record<DimensionColumn, string>>>;
  const rows = await untyped
    .selectFrom(TABLE_OF[column])
    .select([sql.ref<string>(column).as("value"), (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(column)
    .orderBy("views", "desc")
    .orderBy(column)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: String(row.value), views: Number(row.views) }));
}

/** Views that came with a campaign (utm_source set), by source, medium and campaign. */
export async function topCampaigns(db: Kysely<DB>, range: DayRange, limit: number) {
  const rows = await db
    .selectFrom("analytics_utm")
    .select(["utm_source", "utm_medium", "utm_campaign", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(["utm_source", "utm_medium", "utm_campaign"])
    .orderBy("views", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign, views: Number(row.views) }));
}

/** Each goal's total in the range. */
export async function sumGoals(db: Kysely<DB>, range: DayRange): Promise<Array<{ goal: string; count: number }>> {
  const rows = await db
    .selectFrom("analytics_goals")
    .select(["goal", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy("goal")
    .execute();
  return rows.map((row) => ({ goal: row.goal, count: Number(row.count) }));
}

/** One goal's subjects (a position's id, the words searched for) with their counts, most first. */
export async function topGoalSubjects(db: Kysely<DB>, range: DayRange, goal: string, limit: number): Promise<Array<{ subject: string; count: number }>> {
  const rows = await db
    .selectFrom("analytics_goals")
    .select(["subject", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("goal", "=", goal)
    .groupBy("subject")
    .orderBy("count", "desc")
    .orderBy("subject")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ subject: row.subject, count: Number(row.count) }));
}

/** Not-found paths with the page that linked there, most views first (the broken-link report). */
export async function topNotFound(db: Kysely<DB>, range: DayRange, limit: number): Promise<Array<{ path: string; referrer: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_not_found")
    .select(["path", "referrer", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(["path", "referrer"])
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, referrer: row.referrer, views: Number(row.views) }));
}

/** Has anything ever been counted? (The report's empty state.) */
export async function hasAnyCount(db: Kysely<DB>): Promise<boolean> {
  const daily = await db.selectFrom("analytics_pages").select("day").limit(1).executeTakeFirst();
  if (daily) return true;
  const goal = await db.selectFrom("analytics_goals").select("day").limit(1).executeTakeFirst();
  return Boolean(goal);
}

/** One path's views in the range (a post's edit page). */
export async function sumPathViews(db: Kysely<DB>, range: DayRange, path: string): Promise<number> {
  const row = await db
    .selectFrom("analytics_pages")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("views"), sql<number>`0`).as("views"))
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("path", "=", path)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/**
 * Views of the paths under `prefix` ("/careers/"), per path and utm_source (the positions' funnel). "" is no
 * campaign: a page's views less those that came with one (analytics_page_campaigns holds only the latter).
 */
export async function viewsUnderPathBySource(db: Kysely<DB>, range: DayRange, prefix: string): Promise<Array<{ path: string; utmSource: string; views: number }>> {
  const [pages, campaigns] = await Promise.all([
    db
      .selectFrom("analytics_pages")
      .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .where("path", "like", `${prefix}%`)
      .groupBy("path")
      .execute(),
    db
      .selectFrom("analytics_page_campaigns")
      .select(["path", "utm_source", (eb) => eb.fn.sum<number>("views").as("views")])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .where("path", "like", `${prefix}%`)
      .groupBy(["path", "utm_source"])
      .execute(),
  ]);
  const withoutCampaign = new Map(pages.map((row) => [row.path, Number(row.views)]));
  const rows = campaigns.map((row) => {
    withoutCampaign.set(row.path, (withoutCampaign.get(row.path) ?? 0) - Number(row.views));
    return { path: row.path, utmSource: row.utm_source, views: Number(row.views) };
  });
  for (const [path, views] of withoutCampaign) if (views > 0) rows.push({ path, utmSource: "", views });
  return rows;
}

/** The `limit` paths under `prefix` ("/blog/") with the most views. */
export async function topPathsUnder(db: Kysely<DB>, range: DayRange, prefix: string, limit: number): Promise<Array<{ path: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_pages")
    .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("path", "like", `${prefix}%`)
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}

/** The views of each of `paths` in the range (absent: none). */
export async function viewsOfPaths(db: Kysely<DB>, range: DayRange, paths: string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom("analytics_pages")
    .select(["path", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("path", "in", paths)
    .groupBy("path")
    .execute();
  return new Map(rows.map((row) => [row.path, Number(row.views)]));
}

/** One goal's counts per subject and utm_source ("" = no campaign). */
export async function goalCountsBySource(db: Kysely<DB>, range: DayRange, goal: string): Promise<Array<{ subject: string; utmSource: string; count: number }>> {
  const rows = await db
    .selectFrom("analytics_goals")
    .select(["subject", "utm_source", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("goal", "=", goal)
    .groupBy(["subject", "utm_source"])
    .execute();
  return rows.map((row) => ({ subject: row.subject, utmSource: row.utm_source, count: Number(row.count) }));
}
