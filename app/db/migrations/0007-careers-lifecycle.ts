import type { Kysely } from "kysely";
import { columnTypes, withIdColumn } from "./dialect";

/**
 * Careers that run themselves (issue 21): a position's closing date or manual close and its salary; an
 * application's consent, talent-pool choice, source and rating; the notes and history of the hiring pipeline.
 * Times are ISO-8601 UTC text, as everywhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  const decimal = postgres ? "double precision" : "real";
  await db.schema.alterTable("positions").addColumn("closes_at", "varchar(32)").execute();
  await db.schema.alterTable("positions").addColumn("closed_at", "varchar(32)").execute();
  await db.schema.alterTable("positions").addColumn("salary_min", decimal).execute();
  await db.schema.alterTable("positions").addColumn("salary_max", decimal).execute();
  await db.schema.alterTable("positions").addColumn("salary_currency", "varchar(3)").execute();
  await db.schema.alterTable("positions").addColumn("salary_unit", "varchar(10)").execute();

  for (const [column, type] of [
    ["consent_at", "varchar(32)"],
    ["utm_source", "varchar(200)"],
    ["utm_medium", "varchar(200)"],
    ["utm_campaign", "varchar(200)"],
    ["referrer", "varchar(500)"],
    ["rating", "integer"],
    // When the position was deleted (its closing time for the retention rule; the row is gone).
    ["position_deleted_at", "varchar(32)"],
  ] as const) {
    await db.schema.alterTable("applications").addColumn(column, type).execute();
  }
  await db.schema.alterTable("applications").addColumn("talent_pool", "integer", (col) => col.notNull().defaultTo(0)).execute();
  // Applications whose position was deleted before this migration: their retention period runs from now.
  await db
    .updateTable("applications")
    .set({ position_deleted_at: new Date().toISOString() })
    .where((eb) => eb.or([eb("position_id", "is", null), eb("position_id", "not in", eb.selectFrom("positions").select("id"))]))
    .execute();
  await db.schema.createIndex("applications_email_idx").on("applications").column("email").execute();

  await withIdColumn(db.schema.createTable("application_notes"), db)
    .addColumn("application_id", "integer", (col) => col.notNull())
    .addColumn("author_name", "varchar(200)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("application_notes_application_idx").on("application_notes").columns(["application_id", "created_at"]).execute();

  // The history: status changes and mails to the candidate, oldest first.
  await withIdColumn(db.schema.createTable("application_events"), db)
    .addColumn("application_id", "integer", (col) => col.notNull())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("actor_name", "varchar(200)", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("application_events_application_idx").on("application_events").columns(["application_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("application_events").execute();
  await db.schema.dropTable("application_notes").execute();
  await db.schema.dropIndex("applications_email_idx").execute();
  for (const column of ["consent_at", "utm_source", "utm_medium", "utm_campaign", "referrer", "rating", "position_deleted_at", "talent_pool"]) {
    await db.schema.alterTable("applications").dropColumn(column).execute();
  }
  for (const column of ["closes_at", "closed_at", "salary_min", "salary_max", "salary_currency", "salary_unit"]) {
    await db.schema.alterTable("positions").dropColumn(column).execute();
  }
}
