import { describe, expect, it } from "vitest";
import { servicePages } from "~/content/service-pages";
import { formValuesOf } from "~/modules/content/content.schema";
import { blockSchema, blockTypes, readBlock, type BlockDefinition } from "./blocks";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { hindiServicePageSeeds, SERVICE_PAGE_PATHS, servicePageSeeds } from "./service-pages-seed";

describe("the service pages' seed (decision 0052)", () => {
  const seeds = servicePageSeeds();

  it("stores every service page, each at a path its route owns", () => {
    expect(seeds.map((seed) => seed.path)).toEqual(SERVICE_PAGE_PATHS);
    expect(seeds).toHaveLength(servicePages.length);
    for (const path of SERVICE_PAGE_PATHS) expect(ROUTE_OWNED_PATHS.has(path), path).toBe(true);
  });

  it("makes blocks the editor would accept as they are: every block passes its type's schema, ids and anchors unique", () => {
    for (const seed of [...seeds, ...hindiServicePageSeeds()]) {
      expect(new Set(seed.blocks.map((block) => block.id)).size, seed.path).toBe(seed.blocks.length);
      const anchors = seed.blocks.map((block) => block.data.anchor).filter(Boolean);
      expect(new Set(anchors).size, seed.path).toBe(anchors.length);
      for (const block of seed.blocks) {
        const values = formValuesOf(blockTypes[block.type] as BlockDefinition, block.data);
        const parsed = blockSchema(block.type).safeParse(values);
        expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${block.id}: ${issue.path.join(".")} ${issue.message}`), seed.path).toEqual([]);
      }
    }
  });

  it("starts with the service heading and ends with the closing call to action", () => {
    for (const seed of seeds) {
      expect(seed.blocks[0]!.type, seed.path).toBe("serviceHero");
      expect(seed.blocks.at(-1)!.type, seed.path).toBe("closing");
    }
  });

  it("seeds the smart glasses page in Hindi as its translation: its path, the English page's block ids and types, every text in Hindi", () => {
    const [hindi, ...others] = hindiServicePageSeeds();
    expect(others).toEqual([]);
    const english = seeds.find((seed) => seed.path === "/services/smart-glasses")!;
    expect(hindi!.path).toBe(english.path);
    expect(hindi!.blocks.map((block) => [block.id, block.type])).toEqual(english.blocks.map((block) => [block.id, block.type]));
    // Every text a visitor reads (the base entry, which a translation's row holds in its own language) has Devanagari,
    // but for the product names kept in Latin script ("AR/VR" has its Hindi word beside it).
    const texts = hindi!.blocks.flatMap((block) =>
      Object.values(block.data).flatMap((value) => (typeof value === "object" && value !== null && "en" in value ? [String((value as { en: unknown }).en)] : [])),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const text of [hindi!.title, hindi!.description, ...texts.filter((text) => text !== "" && !text.startsWith("/"))]) expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it("reads the Hindi page's blocks as its own text, never as an English fallback; the English page's at /hi are one", () => {
    const [hindi] = hindiServicePageSeeds();
    const read = hindi!.blocks.map((block) => readBlock(block, "hi", "hi"));
    expect(read.map((block) => block.inEnglish)).toEqual(Array(hindi!.blocks.length).fill(undefined));
    expect(read[0]!.data).toMatchObject({ heading: "स्मार्ट चश्मा, जो आसपास की दुनिया बोलकर बताता है" });
    const english = seeds.find((seed) => seed.path === "/services/smart-glasses")!;
    expect(english.blocks.map((block) => readBlock(block, "hi").inEnglish)).toEqual(Array(english.blocks.length).fill(true));
  });
});
