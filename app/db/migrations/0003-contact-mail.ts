import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Contact messages, newsletter subscribers and the mail outbox. Flags are 0/1 integers and times ISO-8601 text
 * on both dialects, so the same queries (and string comparisons of times) work on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("contact_messages"), db)
    .addColumn("variant", "varchar(20)", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("subject", "text")
    .addColumn("service", "text")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("spam", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("spam_reason", "varchar(40)")
    .addColumn("handled_at", "varchar(30)")
    .addColumn("client_ip", "varchar(64)")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_spam_created_idx").on("contact_messages").columns(["spam", "created_at"]).execute();

  // The address is stored trimmed and lower-cased, so the unique index makes it unique case-insensitively.
  await withIdColumn(db.schema.createTable("newsletter_subscribers"), db)
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("confirmed_at", "varchar(30)")
    .addColumn("unsubscribed_at", "varchar(30)")
    .execute();

  await withIdColumn(db.schema.createTable("mail_outbox"), db)
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text")
    .addColumn("unsubscribe_url", "text")
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("mail_outbox_status_next_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["mail_outbox", "newsletter_subscribers", "contact_messages"]) {
    await db.schema.dropTable(table).execute();
  }
}
