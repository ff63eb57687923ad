import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Blog posts, and the slugs a post answered to before its title changed (so old links keep working with a
 * permanent redirect). Times are ISO-8601 strings; `published_at` is the post's date: when it was first
 * published, or when it was created while it is still a draft, so the list can always sort by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("posts"), db)
    .addColumn("slug", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("category", "varchar(100)", (col) => col.notNull())
    // A JSON array of strings: tags are only ever read and written with their post.
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("author_id", "varchar(100)", (col) => col.notNull())
    .addColumn("author_name", "varchar(200)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("published_at", "varchar(40)", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
  // The public list: published posts, newest first (and keyset paging on published_at, id).
  await db.schema.createIndex("posts_status_published_idx").on("posts").columns(["status", "published_at", "id"]).execute();
  // The category filter.
  await db.schema.createIndex("posts_category_idx").on("posts").columns(["category", "status", "published_at"]).execute();

  await db.schema
    .createTable("post_slug_redirects")
    .addColumn("old_slug", "varchar(200)", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("post_slug_redirects_post_idx").on("post_slug_redirects").column("post_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("post_slug_redirects").execute();
  await db.schema.dropTable("posts").execute();
}
