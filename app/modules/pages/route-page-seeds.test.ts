import { describe, expect, it } from "vitest";
import { aboutPage, aboutStory } from "~/content/about";
import { formValuesOf } from "~/modules/content/content.schema";
import { blockSchema, blockTypes, readBlock, type BlockDefinition } from "./blocks";
import { ABOUT_PAGE_PATH, aboutPageSeed } from "./about-page-seed";
import { translatedEntryOf } from "./block-seed";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { HOME_PAGE_PATH, homePageSeed } from "./home-page-seed";
import { homeHero } from "~/content/home";

describe("the home page's seed (decision 0054)", () => {
  const seed = homePageSeed();

  it("is stored at the path its route owns, every block as the editor would accept it", () => {
    expect(seed.path).toBe(HOME_PAGE_PATH);
    expect(ROUTE_OWNED_PATHS.has(HOME_PAGE_PATH)).toBe(true);
    expect(seed.blocks.map((block) => block.data.anchor).filter(Boolean)).toEqual(["services", "projects", "gym-crm", "no-code", "team", "contact"]);
    for (const block of seed.blocks) {
      const parsed = blockSchema(block.type).safeParse(formValuesOf(blockTypes[block.type] as BlockDefinition, block.data));
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${block.id}: ${issue.path.join(".")} ${issue.message}`)).toEqual([]);
    }
  });

  it("has Hindi texts in every section (the hero and the contact section since 0046, the others since 0057): none reads in English", () => {
    const hindi = seed.blocks.map((block) => readBlock(block, "hi"));
    expect(hindi[0]!.data).toMatchObject({ heading: homeHero.hi.title, buttonLabel: homeHero.hi.primary.label, jumpTo: "no-code" });
    expect(hindi.map((block) => [block.type, block.inEnglish ?? false])).toEqual([
      ["homeHero", false], ["serviceCards", false], ["featuredProjects", false], ["productShowcase", false], ["comingSoon", false], ["teamMembers", false], ["contactSection", false],
    ]);
    expect(hindi[1]!.data).toMatchObject({ heading: "हमारी सेवाएँ", anchor: "services" });
    expect(seed.blocks.map((block) => readBlock(block, "en").inEnglish)).toEqual(Array(7).fill(undefined));
  });
});

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
