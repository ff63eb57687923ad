import type { Kysely } from "kysely";

/**
 * The media library (issue 17). One row per uploaded image; its files live in storage under `media/<id>/` (the
 * cleaned full-size file and the WebP/AVIF variants, public) and `media-originals/<id>/` (the upload as sent,
 * private: it may carry EXIF and GPS data). The id is random text, so URLs do not reveal how many images exist.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "varchar(32)", (col) => col.primaryKey())
    .addColumn("filename", "varchar(200)", (col) => col.notNull())
    .addColumn("original_name", "varchar(200)", (col) => col.notNull())
    .addColumn("original_key", "varchar(300)", (col) => col.notNull())
    .addColumn("mime", "varchar(50)", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    /** Comma-separated widths of the WebP variants, and of the AVIF ones. */
    .addColumn("webp_widths", "varchar(100)", (col) => col.notNull())
    .addColumn("avif_widths", "varchar(100)", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("caption", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("uploaded_by", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
