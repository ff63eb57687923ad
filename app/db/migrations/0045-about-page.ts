import type { Kysely } from "kysely";
import { aboutPageSeed } from "~/modules/pages/about-page-seed";
import { seedPagesWherePathFree } from "./seed-where-empty";

/**
 * The about page becomes a page of blocks (issue 34, decision 0054): /about is stored, published, from what
 * app/content/about.ts holds (about-page-seed.ts), with its Hindi copy in the blocks' Hindi texts, so a fresh install
 * reads as before. A page staff already keep at /about is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await seedPagesWherePathFree(db, [aboutPageSeed()]);
}

/** Keeps the page: staff may have edited it since, and the route reads nothing else. */
export async function down(): Promise<void> {}
