import { sql, type Kysely } from "kysely";
import type { AnalyticsCampaignTable, AnalyticsDailyTable, AnalyticsGoalTable, AnalyticsNotFoundTable, AnalyticsVisitTable, DB } from "~/db/schema";

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

export async function addDailyViews(db: Kysely<DB>, rows: AnalyticsDailyTable[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insertInto("analytics_daily")
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(["day", "path", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "language"])
          .doUpdateSet({ views: sql`analytics_daily.views + excluded.views` }),
      )
      .execute();
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
 * analytics_uniques, then its hashes and its salt are deleted. Added to what is there, so a late flush from
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
  for (const table of ["analytics_daily", "analytics_not_found", "analytics_uniques", "analytics_goals"] as const) {
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

export async function sumViews(db: Kysely<DB>, range: DayRange): Promise<number> {
  const row = await db
    .selectFrom("analytics_daily")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("views"), sql<number>`0`).as("views"))
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Views per day (days without a view are absent). */
export async function viewsPerDay(db: Kysely<DB>, range: DayRange): Promise<Array<{ day: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_daily")
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

type DailyColumn = "path" | "referrer" | "device" | "language";

/** The `limit` values of one column with the most views ("" = none: no referrer, no language). */
export async function topByViews(db: Kysely<DB>, range: DayRange, column: DailyColumn, limit: number): Promise<Array<{ value: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_daily")
    .select([`${column} as value`, (eb) => eb.fn.sum<number>("views").as("views")])
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
    .selectFrom("analytics_daily")
    .select(["utm_source", "utm_medium", "utm_campaign", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("utm_source", "!=", "")
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
  const daily = await db.selectFrom("analytics_daily").select("day").limit(1).executeTakeFirst();
  if (daily) return true;
  const goal = await db.selectFrom("analytics_goals").select("day").limit(1).executeTakeFirst();
  return Boolean(goal);
}

/** One path's views in the range (a post's edit page). */
export async function sumPathViews(db: Kysely<DB>, range: DayRange, path: string): Promise<number> {
  const row = await db
    .selectFrom("analytics_daily")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("views"), sql<number>`0`).as("views"))
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("path", "=", path)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Views of the paths under `prefix` ("/careers/"), per path and utm_source (the positions' funnel). */
export async function viewsUnderPathBySource(db: Kysely<DB>, range: DayRange, prefix: string): Promise<Array<{ path: string; utmSource: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["path", "utm_source", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("path", "like", `${prefix}%`)
    .groupBy(["path", "utm_source"])
    .execute();
  return rows.map((row) => ({ path: row.path, utmSource: row.utm_source, views: Number(row.views) }));
}

/** The `limit` paths under `prefix` ("/blog/") with the most views. */
export async function topPathsUnder(db: Kysely<DB>, range: DayRange, prefix: string, limit: number): Promise<Array<{ path: string; views: number }>> {
  const rows = await db
    .selectFrom("analytics_daily")
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
    .selectFrom("analytics_daily")
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
