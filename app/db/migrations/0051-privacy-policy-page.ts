import type { Kysely } from "kysely";
import { legalPageSeeds } from "~/modules/pages/legal-pages-seed";
import { seedPagesWherePathFree } from "./seed-where-empty";

/**
 * The privacy policy becomes a page staff edit (issue 34, decision 0063), as the terms and the cookies policy became
 * in 0036: one rich text block per section of app/content/legal, its retention periods kept as `{SETTING}`
 * placeholders that are filled when the page is read, its section on visitor statistics a block shown only while
 * visits are counted. Dated the SPEC's day, as 0048 dated the other two, so its "Last updated" line reads as before.
 * A path staff already gave a page of theirs keeps that page.
 */
const SPEC_LEGAL_DATE = "2025-07-24T12:00:00.000Z";

export async function up(db: Kysely<any>): Promise<void> {
  await seedPagesWherePathFree(
    db,
    legalPageSeeds(["/privacy-policy"]).map((seed) => ({ ...seed, content_changed_at: SPEC_LEGAL_DATE })),
  );
}

/** Keeps the page: staff may have edited it since. */
export async function down(): Promise<void> {}
