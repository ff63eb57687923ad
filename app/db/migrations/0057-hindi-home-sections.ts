import type { Kysely } from "kysely";
import { hasTextIn, storedEntryOf, storedTexts } from "~/modules/content/content.schema";
import { blockTypes, type BlockDefinition, type StoredBlock } from "~/modules/pages/blocks";
import { homeHindiTexts, homePageSeed, HOME_PAGE_PATH } from "~/modules/pages/home-page-seed";

/**
 * The home page's Hindi copy for its five sections that had none (issue 35: what we do, the featured projects, the gym
 * CRM showcase, Brahmastra and the team), so /hi reads in Hindi from top to bottom; a fresh install has it from 0046's
 * seed. Written as the block's Hindi form writes it (`storedEntryOf` with a language, decision 0060), and only into a
 * block whose English texts all still read as seeded and that has no Hindi text yet: what staff wrote is left alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const row = await db.selectFrom("pages").select(["id", "blocks"]).where("path", "=", HOME_PAGE_PATH).where("language", "=", "en").executeTakeFirst();
  if (!row) return;
  const seeded = new Map(homePageSeed().blocks.map((block) => [block.id, block]));
  const englishOf = (definition: BlockDefinition, data: Record<string, unknown>) => storedTexts(definition.fields, data).map((text) => text.en ?? "");
  let changed = false;
  const blocks = (JSON.parse(String(row.blocks)) as StoredBlock[]).map((block) => {
    const hindi = homeHindiTexts[block.id as keyof typeof homeHindiTexts];
    const seed = seeded.get(block.id);
    if (!hindi || !seed || seed.type !== block.type) return block;
    const definition = blockTypes[block.type] as BlockDefinition;
    if (JSON.stringify(englishOf(definition, block.data)) !== JSON.stringify(englishOf(definition, seed.data))) return block;
    if (hasTextIn(storedTexts(definition.fields, block.data), "hi")) return block;
    changed = true;
    return { ...block, data: storedEntryOf(definition, hindi, block.data, "hi") };
  });
  if (!changed) return;
  // A new version: an editor opened on the old one is told the page changed rather than saving over it.
  await db
    .updateTable("pages")
    .set((eb) => ({ blocks: JSON.stringify(blocks), version: eb("version", "+", 1), updated_at: new Date().toISOString() }))
    .where("id", "=", row.id)
    .execute();
}

/** Keeps the texts: staff may have edited them since. */
export async function down(): Promise<void> {}
