import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * API keys for the JSON API (issue 37, decision 0036). Only the SHA-256 of the key is kept (`key_hash`); `prefix`
 * is its first characters, to recognise it in the list. `scopes`: a JSON array of scope names. The key acts for
 * the admin who made it (`created_by`), with its scopes only. `last_used_at` moves at most once a minute. Revoked
 * and expired keys stay listed (read off the times). Times are ISO strings, as in our own tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("api_keys"), db)
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("prefix", "varchar(20)", (col) => col.notNull())
    .addColumn("key_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("scopes", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)")
    .addColumn("last_used_at", "varchar(40)")
    .addColumn("revoked_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("api_keys_created_at_idx").on("api_keys").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_keys").execute();
}
