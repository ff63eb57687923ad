import { expect, it } from "vitest";
import { homePageSeed } from "./home-page-seed";
import { pageSearchText } from "./page-search-text";

it("indexes the words the blocks show, in English: texts, lines and list texts; not links, anchors, icons or hidden blocks", () => {
  const { blocks } = homePageSeed();
  const text = pageSearchText(blocks);
  expect(text).toContain("Technology that works for people");
  expect(text).toContain("Fast, accessible websites and web apps");
  expect(text).toContain("Workflows and approvals");
  expect(text).not.toContain("ऐसी तकनीक");
  expect(text).not.toMatch(/\/services\/web-development|gym-crm|dumbbell|https:|muted/);
  const withoutTeaser = pageSearchText(blocks.map((block) => (block.type === "comingSoon" ? { ...block, hidden: true } : block)));
  expect(withoutTeaser).not.toContain("Workflows and approvals");
});

it("indexes the words in another language as the page reads there: the blocks that read in it, not those still in English only", () => {
  const { blocks } = homePageSeed();
  const text = pageSearchText(blocks, "hi");
  expect(text).toContain("ऐसी तकनीक");
  expect(text).not.toContain("Technology that works for people");
  const untranslated = blocks.map((block) => (block.type === "homeHero" ? { ...block, data: Object.fromEntries(Object.entries(block.data).map(([key, value]) => [key, typeof value === "object" && value && "en" in value ? { en: (value as { en: unknown }).en } : value])) } : block));
  expect(pageSearchText(untranslated, "hi")).not.toContain("Technology that works for people");
  expect(pageSearchText(untranslated, "hi")).not.toContain("ऐसी तकनीक");
});
