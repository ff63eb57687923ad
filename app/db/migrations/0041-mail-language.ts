import type { Kysely } from "kysely";

/**
 * Mail in the reader's language (issue 35, decision 0045): a subscriber's language is the language of the page whose
 * form they subscribed from ('en' for everyone before this); a newsletter has a language (its post's, or the one
 * chosen for a message) and an audience: the subscribers of its language ('language', the default) or everybody
 * ('all'). An outbox mail remembers its language for the Content-Language header (null: a mail that names none).
 * Plain added columns with defaults: the same statements on SQLite and PostgreSQL, and nothing to copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").addColumn("language", "varchar(10)", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema.alterTable("newsletter_issues").addColumn("language", "varchar(10)", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema.alterTable("newsletter_issues").addColumn("audience", "varchar(10)", (col) => col.notNull().defaultTo("language")).execute();
  await db.schema.alterTable("mail_outbox").addColumn("language", "varchar(10)").execute();
  // A send's recipient list is one INSERT ... SELECT of the confirmed subscribers of one language.
  await db.schema.createIndex("newsletter_subscribers_language_idx").on("newsletter_subscribers").columns(["language", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscribers_language_idx").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("language").execute();
  await db.schema.alterTable("newsletter_issues").dropColumn("audience").execute();
  await db.schema.alterTable("newsletter_issues").dropColumn("language").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("language").execute();
}
