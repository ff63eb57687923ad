import type { Kysely } from "kysely";

/**
 * Passkeys (issue 33, decision 0037). `passkeys`: one row per WebAuthn credential, `credential_id` (base64url,
 * unique: an authenticator answers with it), the COSE public key as base64url, the signature counter, the
 * transports the browser reported (JSON array), the person's name for it, created/last used. Goes with the user
 * (ON DELETE CASCADE). `webauthn_challenges`: each challenge handed to a browser, single-use (deleted when an
 * answer names it) and valid 5 minutes; `purpose` is register | sign-in | second-factor, `user_id` the person it
 * was made for (null for a discoverable sign-in). Times are ISO strings, as in our own tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("credential_id", "varchar(1400)", (col) => col.notNull().unique())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("counter", "bigint", (col) => col.notNull())
    .addColumn("transports", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("last_used_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "varchar(100)", (col) => col.primaryKey())
    .addColumn("purpose", "varchar(20)", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("cascade"))
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("webauthn_challenges_expires_idx").on("webauthn_challenges").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
}
