import type { Kysely } from "kysely";
import { hindiTeamAndPlanSeeds } from "~/modules/content/hindi-content-seed";
import { writeHindiTextsWhereSeeded } from "./hindi-texts-where-seeded";

/**
 * The sample content's Hindi texts for the seven team members (focus and bio) and the gym CRM's two plans (issue 35),
 * so /hi/team, /hi/about, the /hi home's team section and the plans on /hi/services/custom-software read in Hindi;
 * as 0053 did for the other collections. Only an entry whose English texts are all still as seeded and whose
 * translated texts have no Hindi yet: what staff wrote or changed is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await writeHindiTextsWhereSeeded(db, hindiTeamAndPlanSeeds());
}

/** Keeps the texts: staff may have edited them since. */
export async function down(): Promise<void> {}
