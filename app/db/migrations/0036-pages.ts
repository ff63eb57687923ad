import type { Kysely } from "kysely";
import { legalPageSeeds } from "~/modules/pages/legal-pages-seed";
import { withIdColumn } from "./dialect";

/**
 * Pages made of blocks (issue 34, decision 0039). A page is one row: its path (without a language prefix), its
 * language and translation group as posts have them (0034; translations are linked documents, decision 0028), its
 * title and description for the meta tags, draft or published, its blocks as one JSON array of
 * `{ id, type, hidden, data }` in their order, and an integer `version` that every save bumps: the blog's edit
 * conflict rule (a save from an older version is refused). A moved page leaves its old path in
 * `page_path_redirects`, unique per language as the blog's old slugs are. Seeded with the terms and the cookies
 * policy as they read in app/content/legal (legal-pages-seed.ts), published, so a fresh install reads as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("pages"), db)
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("language", "varchar(10)", (col) => col.notNull().defaultTo("en"))
    .addColumn("translation_group", "integer")
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("blocks", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .addColumn("published_at", "varchar(40)")
    // Who saved it last; kept when the account goes.
    .addColumn("updated_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("pages_language_path_unique").on("pages").columns(["language", "path"]).unique().execute();
  await db.schema.createIndex("pages_translation_unique").on("pages").columns(["translation_group", "language"]).unique().execute();
  await db.schema
    .createTable("page_path_redirects")
    .addColumn("language", "varchar(10)", (col) => col.notNull())
    .addColumn("old_path", "varchar(200)", (col) => col.notNull())
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("page_path_redirects_pkey", ["language", "old_path"])
    .execute();
  const now = new Date().toISOString();
  const rows = legalPageSeeds(["/terms", "/cookies-policy"]).map((page) => ({ ...page, blocks: JSON.stringify(page.blocks), language: "en", translation_group: null, status: "published", created_at: now, updated_at: now, published_at: now, updated_by: null }));
  await db.insertInto("pages").values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_path_redirects").execute();
  await db.schema.dropTable("pages").execute();
}
