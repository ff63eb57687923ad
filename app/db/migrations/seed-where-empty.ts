import type { Kysely } from "kysely";
import type { SeedEntry } from "~/modules/content/content-seed";

/**
 * Inserts the starting entries of each collection that has none yet: an install whose staff already added entries
 * under that name keeps them as they are (migrations 0025 and 0030).
 */
export async function seedCollectionsWhereEmpty(db: Kysely<any>, seed: SeedEntry[]): Promise<void> {
  const names = [...new Set(seed.map((entry) => entry.collection))];
  if (names.length === 0) return;
  const present = new Set(
    (await db.selectFrom("content_entries").select("collection").where("collection", "in", names).groupBy("collection").execute()).map((row) => row.collection as string),
  );
  const now = new Date().toISOString();
  const rows = seed
    .filter((entry) => !present.has(entry.collection))
    .map((entry) => ({ collection: entry.collection, position: entry.position, data: JSON.stringify(entry.data), updated_at: now, updated_by: null }));
  if (rows.length > 0) await db.insertInto("content_entries").values(rows).execute();
}
