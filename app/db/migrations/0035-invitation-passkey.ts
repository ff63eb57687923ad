import type { Kysely } from "kysely";

/**
 * Accepting an invitation with a passkey (issue 33, decision 0037): the registration ceremony runs before the
 * account exists, so its challenge cannot name a `user_id` (a foreign key to `user`). It names the invitation
 * instead (`invitation_id`, gone with it) and the id the account will get (`new_user_id`, no foreign key: the
 * passkey's user handle, fixed when the browser makes the passkey, and the `user.id` written on acceptance).
 * One ALTER per column: SQLite adds one column a statement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("webauthn_challenges")
    .addColumn("invitation_id", "integer", (col) => col.references("invitations.id").onDelete("cascade"))
    .execute();
  await db.schema.alterTable("webauthn_challenges").addColumn("new_user_id", "varchar(40)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("webauthn_challenges").dropColumn("new_user_id").execute();
  await db.schema.alterTable("webauthn_challenges").dropColumn("invitation_id").execute();
}
