import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Publishing as a team (issue 18, decision 0017). Roles live in better-auth's `user.role` (admin, editor, author,
 * user) and need no column. Posts gain a version (edit conflicts, If-Match), times to publish and unpublish at,
 * and the reviewer's note; `post_revisions` keeps the fields of every save; `post_presence` says who has a post
 * open (a heartbeat, shared by every instance through the database); `author_profiles` holds a byline's slug and
 * short bio beside better-auth's user row (its table stays as better-auth expects it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("version", "integer", (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("posts").addColumn("publish_at", "varchar(40)").execute();
  await db.schema.alterTable("posts").addColumn("unpublish_at", "varchar(40)").execute();
  await db.schema.alterTable("posts").addColumn("review_note", "text").execute();
  // The scheduler's two questions: which scheduled posts are due, which published ones expire.
  await db.schema.createIndex("posts_publish_at_idx").on("posts").columns(["status", "publish_at"]).execute();
  await db.schema.createIndex("posts_unpublish_at_idx").on("posts").columns(["status", "unpublish_at"]).execute();
  await db.schema.createIndex("posts_author_idx").on("posts").columns(["author_id", "status"]).execute();

  await withIdColumn(db.schema.createTable("post_revisions"), db)
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("category", "varchar(100)", (col) => col.notNull())
    .addColumn("tags", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("editor_id", "varchar(100)", (col) => col.notNull())
    .addColumn("editor_name", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("post_revisions_post_idx").on("post_revisions").columns(["post_id", "created_at"]).execute();

  await db.schema
    .createTable("post_presence")
    .addColumn("post_id", "integer", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("user_id", "varchar(100)", (col) => col.notNull())
    .addColumn("user_name", "varchar(200)", (col) => col.notNull())
    .addColumn("seen_at", "varchar(40)", (col) => col.notNull())
    .addPrimaryKeyConstraint("post_presence_pk", ["post_id", "user_id"])
    .execute();

  await db.schema
    .createTable("author_profiles")
    .addColumn("user_id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("slug", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("bio", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("author_profiles").execute();
  await db.schema.dropTable("post_presence").execute();
  await db.schema.dropTable("post_revisions").execute();
  for (const index of ["posts_author_idx", "posts_unpublish_at_idx", "posts_publish_at_idx"]) await db.schema.dropIndex(index).execute();
  for (const column of ["review_note", "unpublish_at", "publish_at", "version"]) await db.schema.alterTable("posts").dropColumn(column).execute();
}
