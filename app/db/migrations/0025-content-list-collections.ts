import type { Kysely } from "kysely";
import { listCollectionsSeed } from "~/modules/content/content-seed";
import { seedCollectionsWhereEmpty } from "./seed-where-empty";

/**
 * Issue 34, second step: FAQs, company figures, project cards and featured project cards become content collections.
 * Each is seeded from what app/content held, but only where the collection has no entry yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await seedCollectionsWhereEmpty(db, listCollectionsSeed());
}

/** Keeps the entries: staff may have edited them since, and entries of a collection the code does not know are never read. */
export async function down(): Promise<void> {}
