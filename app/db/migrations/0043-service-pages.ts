import type { Kysely } from "kysely";
import { servicePageSeeds } from "~/modules/pages/service-pages-seed";

/**
 * The service pages become pages of blocks (issue 34, decision 0052): each /services/<slug> page is stored, published,
 * from what app/content/service-pages holds (service-pages-seed.ts), so a fresh install reads as before. A path some
 * page already has is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeds = servicePageSeeds();
  const taken = new Set(
    (await db.selectFrom("pages").select("path").where("language", "=", "en").where("path", "in", seeds.map((seed) => seed.path)).execute()).map((row) => row.path as string),
  );
  const now = new Date().toISOString();
  const rows = seeds
    .filter((seed) => !taken.has(seed.path))
    .map((seed) => ({ ...seed, blocks: JSON.stringify(seed.blocks), language: "en", translation_group: null, status: "published", created_at: now, updated_at: now, published_at: now, updated_by: null }));
  if (rows.length > 0) await db.insertInto("pages").values(rows).execute();
}

/** Keeps the pages: staff may have edited them since, and the routes read nothing else. */
export async function down(): Promise<void> {}
