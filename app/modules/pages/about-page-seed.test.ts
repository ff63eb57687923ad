import { describe, expect, it } from "vitest";
import { aboutPage, aboutStory } from "~/content/about";
import { formValuesOf } from "~/modules/content/content.schema";
import { blockSchema, blockTypes, readBlock, type BlockDefinition } from "./blocks";
import { ABOUT_PAGE_PATH, aboutPageSeed, translatedEntryOf } from "./about-page-seed";
import { ROUTE_OWNED_PATHS } from "./pages.schema";

describe("the about page's seed (decision 0054)", () => {
  const seed = aboutPageSeed();

  it("is stored at the path its route owns", () => {
    expect(seed.path).toBe(ABOUT_PAGE_PATH);
    expect(ROUTE_OWNED_PATHS.has(ABOUT_PAGE_PATH)).toBe(true);
  });

  it("makes blocks the editor would accept as they are: every block passes its type's schema, ids and anchors unique", () => {
    expect(new Set(seed.blocks.map((block) => block.id)).size).toBe(seed.blocks.length);
    const anchors = seed.blocks.map((block) => block.data.anchor).filter(Boolean);
    expect(anchors).toEqual(["story", "values", "figures", "leadership", "careers"]);
    for (const block of seed.blocks) {
      const parsed = blockSchema(block.type).safeParse(formValuesOf(blockTypes[block.type] as BlockDefinition, block.data));
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${block.id}: ${issue.path.join(".")} ${issue.message}`)).toEqual([]);
    }
  });

  it("holds the Hindi copy in the blocks' Hindi texts, read by a Hindi page", () => {
    const [hero, story] = seed.blocks;
    expect(readBlock(hero!, "hi").data).toMatchObject({ eyebrow: aboutPage.hi.eyebrow, heading: aboutPage.hi.title, intro: aboutPage.hi.intro });
    expect(readBlock(hero!, "en").data).toMatchObject({ eyebrow: aboutPage.en.eyebrow, heading: aboutPage.en.title });
    expect(readBlock(story!, "hi").data).toMatchObject({ paragraphs: aboutStory.hi.paragraphs, anchor: "story" });
  });

  it("keeps choices plain and list rows' texts per language", () => {
    const definition = blockTypes.featureGrid as BlockDefinition;
    const card = { heading: "Why us", "cards.0.icon": "gauge", "cards.0.title": "Fast", "cards.0.text": "Quick." };
    const stored = translatedEntryOf(definition, { en: card, hi: { heading: "हम क्यों", "cards.0.icon": "rocket", "cards.0.title": "तेज़", "cards.0.text": "" } });
    expect(stored.heading).toEqual({ hi: "हम क्यों", en: "Why us" });
    expect(stored.cards).toEqual([{ icon: "gauge", title: { hi: "तेज़", en: "Fast" }, text: { en: "Quick." } }]);
  });
});
