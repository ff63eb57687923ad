import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Staff invitations (issue 33): an admin invites an address with a role; the mail's link carries a 32-byte random
 * token of which only the SHA-256 is kept (`token_hash`; sending again replaces it, so the older link dies). The
 * state is read off the times: accepted, revoked, expired (`expires_at` passed) or else pending. The inviter's name
 * is kept as it was when they invited, for the page behind the link. Times are ISO strings, as in our own tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("invitations"), db)
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("role", "varchar(20)", (col) => col.notNull())
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("inviter_name", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    .addColumn("accepted_at", "varchar(40)")
    .addColumn("accepted_user_id", "text")
    .addColumn("revoked_at", "varchar(40)")
    .execute();
  // The users page lists newest first; a new invitation looks for an open one to the same address.
  await db.schema.createIndex("invitations_email_idx").on("invitations").column("email").execute();
  await db.schema.createIndex("invitations_created_at_idx").on("invitations").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").execute();
}
