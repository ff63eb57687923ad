import type { Kysely } from "kysely";
import { contentSeed } from "~/modules/content/content-seed";
import { withIdColumn } from "./dialect";

/**
 * Editable content (issue 34, decision 0028): one table for every collection. Each row is one entry, its fields a
 * JSON document whose visitor-read texts are maps per language ({"en": ...}); a singleton (site settings) is one
 * row of its collection. Seeded with what app/content held, so a fresh install looks exactly as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("content_entries"), db)
    .addColumn("collection", "varchar(60)", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    // Who saved it last; kept when the account goes.
    .addColumn("updated_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("content_entries_collection_position").on("content_entries").columns(["collection", "position"]).execute();
  const now = new Date().toISOString();
  const rows = contentSeed().map((entry) => ({ collection: entry.collection, position: entry.position, data: JSON.stringify(entry.data), updated_at: now, updated_by: null }));
  await db.insertInto("content_entries").values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_entries").execute();
}
