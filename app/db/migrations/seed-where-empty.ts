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

/**
 * Inserts pages of blocks, published, in English, at the paths no page has yet: a path staff already gave a page of
 * theirs keeps that page (migrations 0045 and after; 0043 wrote the same for the service pages before this existed).
 */
export async function seedPagesWherePathFree(db: Kysely<any>, seeds: Array<{ path: string; title: string; description: string; blocks: unknown[] }>): Promise<void> {
  if (seeds.length === 0) return;
  const taken = new Set(
    (await db.selectFrom("pages").select("path").where("language", "=", "en").where("path", "in", seeds.map((seed) => seed.path)).execute()).map((row) => row.path as string),
  );
  const now = new Date().toISOString();
  const rows = seeds
    .filter((seed) => !taken.has(seed.path))
    .map((seed) => ({ ...seed, blocks: JSON.stringify(seed.blocks), language: "en", translation_group: null, status: "published", created_at: now, updated_at: now, published_at: now, updated_by: null }));
  if (rows.length > 0) await db.insertInto("pages").values(rows).execute();
}
