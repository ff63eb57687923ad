import type { Kysely } from "kysely";
import { testimonialsSeed } from "~/modules/content/content-seed";
import { seedCollectionsWhereEmpty } from "./seed-where-empty";

/**
 * Issue 34: testimonials become a content collection (page blocks show them), seeded from the service pages'
 * quotes in app/content/service-pages where the collection has no entry yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await seedCollectionsWhereEmpty(db, testimonialsSeed());
}

/** Keeps the entries: staff may have edited them since. */
export async function down(): Promise<void> {}
