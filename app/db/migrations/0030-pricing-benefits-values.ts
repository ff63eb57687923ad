import type { Kysely } from "kysely";
import { iconCardsSeed, pricingPlansSeed } from "~/modules/content/content-seed";
import { seedCollectionsWhereEmpty } from "./seed-where-empty";

/**
 * Issue 34: the gym CRM's pricing plans, the careers benefits and the company values become content collections,
 * seeded from app/content (pricing.ts, careers.ts, about.ts) where the collection has no entry yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await seedCollectionsWhereEmpty(db, [...pricingPlansSeed(), ...iconCardsSeed()]);
}

/** Keeps the entries: staff may have edited them since. */
export async function down(): Promise<void> {}
