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
