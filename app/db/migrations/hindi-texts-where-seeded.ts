import type { Kysely } from "kysely";
import { storedEntryOf } from "~/modules/content/content.schema";
import type { HindiEntrySeed } from "~/modules/content/hindi-content-seed";

/**
 * Writes the sample content's Hindi texts into the seeded collection entries they translate (migrations 0053 and
 * 0055), through the entry's Hindi form's own conversion (`storedEntryOf` with a language, decision 0060). Only an
 * entry whose English is still as seeded (the picking text, and every text in `seededEnglish` where the seed names
 * them) and whose translated texts have no Hindi yet: what staff wrote or changed is left as it is.
 */
export async function writeHindiTextsWhereSeeded(db: Kysely<any>, seeds: HindiEntrySeed[]): Promise<void> {
  for (const seed of seeds) {
    const rows = await db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", seed.collection.name).execute();
    for (const row of rows) {
      const data = JSON.parse(String(row.data)) as Record<string, unknown>;
      const englishOf = (field: string) => (data[field] as Record<string, string> | undefined)?.en;
      if (englishOf(seed.translates.field) !== seed.translates.english) continue;
      if (Object.entries(seed.seededEnglish ?? {}).some(([field, english]) => englishOf(field) !== english)) continue;
      const texts = Object.keys(seed.hindi).map((field) => data[field] as Record<string, string> | undefined);
      if (texts.some((text) => text?.hi)) continue;
      const withHindi = storedEntryOf(seed.collection, seed.hindi, data, "hi");
      await db.updateTable("content_entries").set({ data: JSON.stringify(withHindi), updated_at: new Date().toISOString() }).where("id", "=", row.id).execute();
    }
  }
}
