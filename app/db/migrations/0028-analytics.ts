import type { Kysely } from "kysely";

/**
 * Visitor analytics without cookies (issue 36, decision 0033). Nothing here holds an address or a user agent:
 * - analytics_salts: the random key of the day's visitor hashes, one row per day, shared by every instance and
 *   deleted (with the day's hashes) by the daily job once the day is over;
 * - analytics_visits: which hashed visitor saw which path today (unique visitors); rolled up into
 *   analytics_uniques and deleted with the salt;
 * - analytics_campaigns: the first utm_source a hashed visitor came with today, so an application sent later from
 *   a page without the tags still names its campaign; deleted with the salt;
 * - analytics_daily: views per day x path x referring host x utm_* x device class x language ("" when absent);
 * - analytics_not_found: 404s per day x path x referring page (the broken-link report);
 * - analytics_goals: what visitors did that the site stores, per day x goal x subject (a position, a search's words)
 *   x utm_source, counted when the item is accepted (never while it sits in the spam quarantine).
 * Roll-ups are deleted after ANALYTICS_RETENTION_DAYS.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "varchar(10)", (col) => col.primaryKey())
    .addColumn("salt", "varchar(64)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("analytics_visits")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("visitor", "varchar(32)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_visits_pk", ["day", "visitor", "path"])
    .execute();
  await db.schema
    .createTable("analytics_campaigns")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("visitor", "varchar(32)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(60)", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_campaigns_pk", ["day", "visitor"])
    .execute();
  await db.schema
    .createTable("analytics_uniques")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_uniques_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("referrer", "varchar(100)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(60)", (col) => col.notNull())
    .addColumn("utm_medium", "varchar(60)", (col) => col.notNull())
    .addColumn("utm_campaign", "varchar(60)", (col) => col.notNull())
    .addColumn("device", "varchar(10)", (col) => col.notNull())
    .addColumn("language", "varchar(10)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "path", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "language"])
    .execute();
  await db.schema
    .createTable("analytics_not_found")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("referrer", "varchar(200)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_not_found_pk", ["day", "path", "referrer"])
    .execute();
  await db.schema
    .createTable("analytics_goals")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("goal", "varchar(30)", (col) => col.notNull())
    .addColumn("subject", "varchar(100)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(60)", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_goals_pk", ["day", "goal", "subject", "utm_source"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["analytics_goals", "analytics_not_found", "analytics_daily", "analytics_uniques", "analytics_campaigns", "analytics_visits", "analytics_salts"]) {
    await db.schema.dropTable(table).execute();
  }
}
