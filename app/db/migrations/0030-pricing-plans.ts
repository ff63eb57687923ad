import type { Kysely } from "kysely";
import { pricingPlansSeed } from "~/modules/content/content-seed";

/**
 * Issue 34: the gym CRM's pricing plans become a content collection, seeded from app/content/pricing.ts unless the
 * collection already has entries (the same rule as 0025).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seed = pricingPlansSeed();
  const present = await db.selectFrom("content_entries").select("id").where("collection", "=", "pricing-plans").limit(1).executeTakeFirst();
  if (present || seed.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("content_entries")
    .values(seed.map((entry) => ({ collection: entry.collection, position: entry.position, data: JSON.stringify(entry.data), updated_at: now, updated_by: null })))
    .execute();
}

/** Keeps the entries: staff may have edited them since. */
export async function down(): Promise<void> {}
