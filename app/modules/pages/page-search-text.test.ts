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
