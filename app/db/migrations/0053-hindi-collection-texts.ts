import type { Kysely } from "kysely";
import { hindiCollectionSeeds } from "~/modules/content/hindi-content-seed";
import { writeHindiTextsWhereSeeded } from "./hindi-texts-where-seeded";

/**
 * The sample content's Hindi texts for the company figures, values, careers benefits, contact FAQs and project cards
 * (issue 35), so the Hindi home, about, careers, contact and projects pages read in Hindi: written through the entry's Hindi form's own
 * conversion (`storedEntryOf` with a language, decision 0060). Only an entry whose English is still as seeded and
 * that has no Hindi text yet: what staff wrote or changed is left as it is. Search's copy is synced at start.
 * (Its loop moved unchanged into `writeHindiTextsWhereSeeded`, which migration 0055 uses too.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await writeHindiTextsWhereSeeded(db, hindiCollectionSeeds());
}

/** Keeps the texts: staff may have edited them since. */
export async function down(): Promise<void> {}
