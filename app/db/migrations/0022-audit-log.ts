import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * The audit log (issue 33): one append-only row per security or staff action, who (the user id, none for an
 * anonymous or failed sign-in), when, what (an action name, the subject's type and id, a short summary written by
 * the code, never a password, token or resume) and the address truncated to its network. No foreign key on the
 * actor: an entry outlives the account it names. Rows leave only by the retention job (AUDIT_RETENTION_DAYS).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("audit_events"), db)
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    .addColumn("actor_id", "text")
    .addColumn("action", "varchar(60)", (col) => col.notNull())
    .addColumn("subject_type", "varchar(40)")
    .addColumn("subject_id", "varchar(100)")
    .addColumn("summary", "varchar(300)", (col) => col.notNull())
    .addColumn("ip", "varchar(64)")
    .execute();
  // The page lists newest first, by person or by action; the retention job deletes by time.
  await db.schema.createIndex("audit_events_at_idx").on("audit_events").column("at").execute();
  await db.schema.createIndex("audit_events_actor_at_idx").on("audit_events").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_events_action_at_idx").on("audit_events").columns(["action", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_events").execute();
}
