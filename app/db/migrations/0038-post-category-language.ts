import type { Kysely } from "kysely";

/**
 * Each language's blog lists its own categories (issue 35, decision 0038): the distinct (category, status, language)
 * triples are read from this index alone, as the (category, status) pairs were from posts_category_idx (0004), so
 * the category filter never visits the posts' rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("posts_category_language_idx").on("posts").columns(["category", "status", "language"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("posts_category_language_idx").execute();
}
