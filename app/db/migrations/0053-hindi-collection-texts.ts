import type { Kysely } from "kysely";
import { storedEntryOf } from "~/modules/content/content.schema";
import { hindiCollectionSeeds } from "~/modules/content/hindi-content-seed";

/**
 * The sample content's Hindi texts for the company figures, values, careers benefits, contact FAQs and project cards
 * (issue 35), so the Hindi home, about, careers, contact and projects pages read in Hindi: written through the entry's Hindi form's own
 * conversion (`storedEntryOf` with a language, decision 0060). Only an entry whose English is still as seeded and
 * that has no Hindi text yet: what staff wrote or changed is left as it is. Search's copy is synced at start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const seed of hindiCollectionSeeds()) {
    const rows = await db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", seed.collection.name).execute();
    for (const row of rows) {
      const data = JSON.parse(String(row.data)) as Record<string, unknown>;
      const picked = data[seed.translates.field] as Record<string, string> | undefined;
      if (picked?.en !== seed.translates.english) continue;
      const texts = Object.keys(seed.hindi).map((field) => data[field] as Record<string, string> | undefined);
      if (texts.some((text) => text?.hi)) continue;
      const withHindi = storedEntryOf(seed.collection, seed.hindi, data, "hi");
      await db.updateTable("content_entries").set({ data: JSON.stringify(withHindi), updated_at: new Date().toISOString() }).where("id", "=", row.id).execute();
    }
  }
}

/** Keeps the texts: staff may have edited them since. */
export async function down(): Promise<void> {}
