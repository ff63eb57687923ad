import type { Kysely } from "kysely";

/**
 * A mail to a candidate is kept in the application's history with its body, and with the idempotency key of the
 * form that sent it: a second submit of the same form (a double click, Back and resend, a retried request) finds
 * the key taken and sends nothing. Unique, so two submits racing on two instances cannot both send; NULL for the
 * status changes and for mails sent before this migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("application_events").addColumn("body", "text").execute();
  await db.schema.alterTable("application_events").addColumn("idempotency_key", "varchar(64)").execute();
  await db.schema.createIndex("application_events_idempotency_key_idx").on("application_events").column("idempotency_key").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("application_events_idempotency_key_idx").execute();
  await db.schema.alterTable("application_events").dropColumn("idempotency_key").execute();
  await db.schema.alterTable("application_events").dropColumn("body").execute();
}
