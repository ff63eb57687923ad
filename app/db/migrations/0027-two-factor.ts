import type { Kysely } from "kysely";
import { columnTypes, withIdColumn } from "./dialect";

/**
 * The TOTP second factor (issue 33, decision 0030). `two_factor`: one row per user, the shared secret sealed with a
 * key derived from SESSION_SECRET; `confirmed_at` null while enrolment waits for the first code; `last_step` the
 * 30-second step of the last code accepted, so a code works once. `two_factor_backup_codes`: the SHA-256 of each
 * backup code, `used_at` set when it is spent. Both go with the user (ON DELETE CASCADE). `session.secondFactorPending`
 * (better-auth's session, an additional field): a session made by the password of an account with a second factor
 * counts for nothing until its code is accepted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { boolean, postgres } = columnTypes(db);
  await db.schema.alterTable("session").addColumn("secondFactorPending", boolean, (col) => col.notNull().defaultTo(postgres ? false : 0)).execute();
  await db.schema
    .createTable("two_factor")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("confirmed_at", "varchar(40)")
    .addColumn("last_step", "bigint")
    .execute();
  await withIdColumn(db.schema.createTable("two_factor_backup_codes"), db)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("two_factor_backup_codes_user_idx").on("two_factor_backup_codes").columns(["user_id", "code_hash"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("two_factor_backup_codes").execute();
  await db.schema.dropTable("two_factor").execute();
  await db.schema.alterTable("session").dropColumn("secondFactorPending").execute();
}
