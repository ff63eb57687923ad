import { sql, type Kysely } from "kysely";
import { columnTypes, withIdColumn } from "./dialect";

/**
 * Revisions of any document, and scheduled publishing for pages (issue 34, decisions 0039 and 0043).
 * `document_revisions` replaces `post_revisions`: one row per save or workflow event of a post or a page, keyed by
 * `(document_type, document_id)`, with the columns every History list shows (version, title, status, editor,
 * event, note, time) and the rest of the document as `snapshot` (JSON, each type's own fields: a post's excerpt,
 * content, image, category and tags; a page's path, description and blocks). Posts' rows are copied with their ids
 * (links to a revision keep working) and `post_revisions` is dropped. There is no foreign key (a row may name a
 * post or a page), so deleting a document deletes its revisions in the same use case.
 * `pages.publish_at` / `unpublish_at`: as posts have them; a scheduled page has status "scheduled".
 */
const PAGE_SIZE = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("document_revisions"), db)
    .addColumn("document_type", "varchar(20)", (col) => col.notNull())
    .addColumn("document_id", "integer", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("snapshot", "text", (col) => col.notNull())
    .addColumn("editor_id", "varchar(100)", (col) => col.notNull())
    .addColumn("editor_name", "varchar(200)", (col) => col.notNull())
    .addColumn("event", "varchar(40)")
    .addColumn("note", "text")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("document_revisions_document_idx").on("document_revisions").columns(["document_type", "document_id", "created_at"]).execute();
  await db.schema.createIndex("document_revisions_created_idx").on("document_revisions").columns(["created_at"]).execute();

  for (let afterId = 0; ;) {
    const rows = await db.selectFrom("post_revisions").selectAll().where("id", ">", afterId).orderBy("id").limit(PAGE_SIZE).execute();
    if (rows.length === 0) break;
    await db
      .insertInto("document_revisions")
      .values(
        rows.map((row) => ({
          id: row.id,
          document_type: "post",
          document_id: row.post_id,
          version: row.version,
          title: row.title,
          status: row.status,
          snapshot: JSON.stringify({ excerpt: row.excerpt, content: row.content, image: row.image, category: row.category, tags: row.tags }),
          editor_id: row.editor_id,
          editor_name: row.editor_name,
          event: row.event,
          note: row.note,
          created_at: row.created_at,
        })),
      )
      .execute();
    afterId = Number(rows[rows.length - 1].id);
  }
  await continueIdsAfterCopy(db, "document_revisions");
  await db.schema.dropTable("post_revisions").execute();

  await db.schema.alterTable("pages").addColumn("publish_at", "varchar(40)").execute();
  await db.schema.alterTable("pages").addColumn("unpublish_at", "varchar(40)").execute();
  await db.schema.createIndex("pages_publish_at_idx").on("pages").columns(["status", "publish_at"]).execute();
  await db.schema.createIndex("pages_unpublish_at_idx").on("pages").columns(["status", "unpublish_at"]).execute();
}

/** Rows copied with their ids: PostgreSQL's sequence must start after them (SQLite's rowid does by itself). */
async function continueIdsAfterCopy(db: Kysely<any>, table: string): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("pages_unpublish_at_idx").execute();
  await db.schema.dropIndex("pages_publish_at_idx").execute();
  // A page scheduled when going down is a draft again (the old schema knows draft and published only).
  await db.updateTable("pages").set({ status: "draft" }).where("status", "=", "scheduled").execute();
  await db.schema.alterTable("pages").dropColumn("unpublish_at").execute();
  await db.schema.alterTable("pages").dropColumn("publish_at").execute();

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
    .addColumn("event", "varchar(40)")
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("post_revisions_post_idx").on("post_revisions").columns(["post_id", "created_at"]).execute();
  for (let afterId = 0; ;) {
    // Only revisions of posts that still exist (the old table's foreign key would refuse the others).
    const rows = await db.selectFrom("document_revisions").selectAll().where("document_type", "=", "post").where("document_id", "in", db.selectFrom("posts").select("id")).where("id", ">", afterId).orderBy("id").limit(PAGE_SIZE).execute();
    if (rows.length === 0) break;
    await db
      .insertInto("post_revisions")
      .values(
        rows.map((row) => {
          const snapshot = JSON.parse(row.snapshot) as Record<string, string>;
          const { id, document_id, version, title, status, editor_id, editor_name, event, note, created_at } = row;
          return { id, post_id: document_id, version, title, status, editor_id, editor_name, event, note, created_at, excerpt: snapshot.excerpt ?? "", content: snapshot.content ?? "", image: snapshot.image ?? "", category: snapshot.category ?? "", tags: snapshot.tags ?? "[]" };
        }),
      )
      .execute();
    afterId = Number(rows[rows.length - 1].id);
  }
  await continueIdsAfterCopy(db, "post_revisions");
  await db.schema.dropTable("document_revisions").execute();
}
