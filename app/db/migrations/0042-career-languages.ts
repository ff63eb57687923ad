import type { Kysely } from "kysely";

/**
 * The careers pages in Hindi (issue 35, decision 0051). An application remembers the language of the form it was sent
 * from (its acknowledgement's). A position has a language and, like a post (0034-post-translations), a translation
 * group: the id of the position a group of translations started from, set on it and on each translation when the
 * first translation is made, null for a position alone in its language; one position per language in a group.
 * Slugs stay unique across languages (decision 0051), so nothing is rebuilt: plain added columns with defaults
 * ('en' for every earlier row), the same statements on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("language", "varchar(10)", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema.alterTable("positions").addColumn("language", "varchar(10)", (col) => col.notNull().defaultTo("en")).execute();
  await db.schema.alterTable("positions").addColumn("translation_group", "integer").execute();
  await db.schema.createIndex("positions_translation_group_language_idx").on("positions").columns(["translation_group", "language"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("positions_translation_group_language_idx").execute();
  await db.schema.alterTable("positions").dropColumn("translation_group").execute();
  await db.schema.alterTable("positions").dropColumn("language").execute();
  await db.schema.alterTable("applications").dropColumn("language").execute();
}
