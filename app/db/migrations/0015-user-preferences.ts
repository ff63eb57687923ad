import type { Kysely } from "kysely";

/**
 * Settings each person keeps for themselves (issue 32): for now which view of a post's Content they write in, the
 * SPEC's HTML textarea ("html", the default for everyone) or the visual editor ("visual"). A row beside
 * better-auth's user table, which stays as better-auth expects it; no row means every default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_preferences")
    // Removed with the account (the sessions and accounts of better-auth go the same way).
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("content_view", "varchar(20)", (col) => col.notNull().defaultTo("html"))
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_preferences").execute();
}
