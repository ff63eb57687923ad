import type { Kysely } from "kysely";
import { hindiServicePageSeeds, hindiTestimonialSeeds } from "~/modules/pages/service-pages-seed";

/**
 * The sample content's Hindi service page (issue 35, decision 0055 as amended): the smart glasses page in Hindi,
 * published and linked to the English page it translates, as "Translate to हिन्दी" then Publish makes it. Only where
 * the English page exists and its group has no Hindi page yet (nor a Hindi page holds its path): a site whose staff
 * translated it, or removed the English page, is left as it is. Search's copy of the pages is synced at start
 * (`syncSearchCopy`), which indexes it at /hi/services/smart-glasses. Its testimonials block shows the collection's
 * quotes about the glasses: each gets its Hindi texts, where it is still as seeded (its English quote) and has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const seed of hindiServicePageSeeds()) {
    const english = await db.selectFrom("pages").select(["id", "translation_group"]).where("language", "=", "en").where("path", "=", seed.path).executeTakeFirst();
    if (!english) continue;
    const group = english.translation_group === null ? null : Number(english.translation_group);
    const hindiInGroup = group === null ? undefined : await db.selectFrom("pages").select("id").where("translation_group", "=", group).where("language", "=", "hi").executeTakeFirst();
    const hindiAtPath = await db.selectFrom("pages").select("id").where("language", "=", "hi").where("path", "=", seed.path).executeTakeFirst();
    if (hindiInGroup || hindiAtPath) continue;

    // As joinTranslationGroup makes a group: the original's id.
    const translationGroup = group ?? Number(english.id);
    if (group === null) await db.updateTable("pages").set({ translation_group: translationGroup }).where("id", "=", english.id).execute();
    const now = new Date().toISOString();
    await db
      .insertInto("pages")
      .values({ ...seed, blocks: JSON.stringify(seed.blocks), language: "hi", translation_group: translationGroup, status: "published", created_at: now, updated_at: now, published_at: now, content_changed_at: now, updated_by: null })
      .execute();
  }
  await addHindiTestimonials(db);
}

async function addHindiTestimonials(db: Kysely<any>): Promise<void> {
  const entries = await db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", "testimonials").execute();
  for (const seed of hindiTestimonialSeeds()) {
    for (const entry of entries) {
      const data = JSON.parse(entry.data as string) as Record<string, Record<string, string> | string>;
      const quote = data.quote as Record<string, string> | undefined;
      if (quote?.en !== seed.translates || quote.hi) continue;
      const withHindi = (key: "quote" | "name" | "role") => ({ ...(data[key] as Record<string, string>), hi: seed[key] });
      const updated = { ...data, quote: withHindi("quote"), name: withHindi("name"), role: withHindi("role") };
      await db.updateTable("content_entries").set({ data: JSON.stringify(updated), updated_at: new Date().toISOString() }).where("id", "=", entry.id).execute();
    }
  }
}

/** Keeps the page: readers and search engines may have found it, and staff may have edited it since. */
export async function down(): Promise<void> {}
