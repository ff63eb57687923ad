import { sql, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * PostgreSQL keeps each search document's tsvector in its row (decision 0014, "Vectors in the row"). A post's vector
 * is about 4 KB, over the 2 KB at which PostgreSQL moves a value out to TOAST, so every `@@` of the newest-posts pass
 * and every `ts_rank` fetched it back from three TOAST chunks: 3.5 buffers per post visited. Storage `main` keeps it
 * in the row (the bodies' text still leaves), so the pass reads one. Existing rows are rewritten once (the update
 * stores each vector again under the new rule). SQLite's FTS5 index has no such step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`alter table search_documents alter column document set storage main`.execute(db);
  await sql`update search_documents set meta = meta`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql`alter table search_documents alter column document set storage extended`.execute(db);
}
