import type { Kysely } from "kysely";
import { hindiSettingsAndFeaturedSeeds } from "~/modules/content/hindi-content-seed";
import { writeHindiTextsWhereSeeded } from "./hindi-texts-where-seeded";

/**
 * The sample content's Hindi texts for the site settings (tagline, description, address, office hours) and the home
 * page's featured project cards (issue 35), so the footer, the contact details and the /hi home page's projects read
 * in Hindi; as 0053 and 0055 did for the other collections. Only where the English is still as seeded and no Hindi
 * is there: what staff wrote or changed is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await writeHindiTextsWhereSeeded(db, hindiSettingsAndFeaturedSeeds());
}

/** Keeps the texts: staff may have edited them since. */
export async function down(): Promise<void> {}
