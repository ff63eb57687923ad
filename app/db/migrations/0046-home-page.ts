import type { Kysely } from "kysely";
import { homePageSeed } from "~/modules/pages/home-page-seed";
import { seedPagesWherePathFree } from "./seed-where-empty";

/**
 * The home page becomes a page of blocks (issue 34, decision 0054): / is stored, published, from what
 * app/content/home.ts holds (home-page-seed.ts), so a fresh install reads as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await seedPagesWherePathFree(db, [homePageSeed()]);
}

/** Keeps the page: staff may have edited it since, and the route reads nothing else. */
export async function down(): Promise<void> {}
