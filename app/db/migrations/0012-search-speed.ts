import { sql, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * Site search within its speed target (decision 0014, "Ranking a bounded set"). The search ranks only a bounded
 * set of candidates: every title match, every position and page, and the newest posts that match. PostgreSQL
 * needs two indexes for the first two to be index lookups rather than a pass over every match (which would
 * unpack each post's large tsvector from TOAST): the titles' own tsvector, and the weighted document of the rows
 * that are not posts. SQLite's FTS5 answers both from its index already (a column filter, and the rowid's kind).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`create index search_documents_title_idx on search_documents using gin (to_tsvector('site_search', title))`.execute(db);
  await sql`create index search_documents_not_post_idx on search_documents using gin (document) where kind <> 'post'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`drop index search_documents_not_post_idx`.execute(db);
  await sql`drop index search_documents_title_idx`.execute(db);
}
