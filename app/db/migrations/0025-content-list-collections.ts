import type { Kysely } from "kysely";
import { listCollectionsSeed } from "~/modules/content/content-seed";

/**
 * Issue 34, second step: FAQs, company figures, project cards and featured project cards become content collections.
 * Each is seeded from what app/content held, but only where the collection has no entry yet: an install whose
 * staff already added entries under that name keeps them as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seed = listCollectionsSeed();
  const names = [...new Set(seed.map((entry) => entry.collection))];
  const present = new Set(
    (await db.selectFrom("content_entries").select("collection").where("collection", "in", names).groupBy("collection").execute()).map((row) => row.collection as string),
  );
  const now = new Date().toISOString();
  const rows = seed
    .filter((entry) => !present.has(entry.collection))
    .map((entry) => ({ collection: entry.collection, position: entry.position, data: JSON.stringify(entry.data), updated_at: now, updated_by: null }));
  if (rows.length > 0) await db.insertInto("content_entries").values(rows).execute();
}

/** Keeps the entries: staff may have edited them since, and entries of a collection the code does not know are never read. */
export async function down(): Promise<void> {}
