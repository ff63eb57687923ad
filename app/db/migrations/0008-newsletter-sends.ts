import { sql, type Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Newsletter sends (issue 19). An issue is one newsletter: its content is rendered when the send starts and kept
 * (the public archive shows it). `newsletter_deliveries` is the recipient list, taken once when the send starts
 * (a later subscriber does not get it), one row per subscriber (the primary key makes a second copy impossible);
 * the dispatcher moves rows into the outbox at NEWSLETTER_RATE_PER_MINUTE, and `mail_outbox.newsletter_id` ties
 * each mail back to its issue for the send log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("newsletter_issues"), db)
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("post_id", "integer")
    .addColumn("content_mode", "varchar(20)", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("auto", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("scheduled_at", "varchar(30)", (col) => col.notNull())
    .addColumn("started_at", "varchar(30)")
    .addColumn("completed_at", "varchar(30)")
    .addColumn("recipient_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_slot_at", "varchar(30)")
    .addColumn("content_html", "text")
    .addColumn("content_text", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("newsletter_issues_status_idx").on("newsletter_issues").columns(["status", "scheduled_at"]).execute();
  await db.schema.createIndex("newsletter_issues_post_idx").on("newsletter_issues").column("post_id").execute();
  // A post is sent automatically once, even when two instances notice its publication at the same moment.
  await db.schema.createIndex("newsletter_issues_auto_post_idx").on("newsletter_issues").column("post_id").unique().where(sql.ref("auto"), "=", 1).execute();

  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("issue_id", "integer", (col) => col.notNull())
    .addColumn("subscriber_id", "integer", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["issue_id", "subscriber_id"])
    .execute();
  await db.schema.createIndex("newsletter_deliveries_status_idx").on("newsletter_deliveries").columns(["issue_id", "status", "subscriber_id"]).execute();

  await db.schema.alterTable("mail_outbox").addColumn("newsletter_id", "integer").execute();
  await db.schema.createIndex("mail_outbox_newsletter_idx").on("mail_outbox").columns(["newsletter_id", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_newsletter_idx").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("newsletter_id").execute();
  await db.schema.dropTable("newsletter_deliveries").execute();
  await db.schema.dropTable("newsletter_issues").execute();
}
