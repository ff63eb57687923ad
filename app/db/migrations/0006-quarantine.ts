import type { Kysely } from "kysely";

/**
 * Spam quarantine for applications and newsletter sign-ups (contact messages have had `spam`/`spam_reason` since
 * 0003): a non-null `spam_reason` keeps the row out of the inbox until an admin releases or deletes it, or the
 * purge removes it after SPAM_RETENTION_DAYS. Existing contact spam flagged "bad-token" is renamed to the reason
 * the check now gives (a forged token; a missing one is told apart since this migration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("spam_reason", "varchar(40)").execute();
  await db.schema.createIndex("applications_spam_received_idx").on("applications").columns(["spam_reason", "received_at"]).execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("spam_reason", "varchar(40)").execute();
  await db.updateTable("contact_messages").set({ spam_reason: "forged-token" }).where("spam_reason", "=", "bad-token").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("applications_spam_received_idx").execute();
  await db.schema.alterTable("applications").dropColumn("spam_reason").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("spam_reason").execute();
}
