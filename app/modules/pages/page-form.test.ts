import { describe, expect, it } from "vitest";
import { sameArrangement, type PageFormState } from "./page-form";

const page = (blocks: Array<[string, boolean]>): PageFormState => ({
  path: "/a",
  title: "A",
  description: "",
  blocks: blocks.map(([id, hidden]) => ({ id, type: "richText", hidden, values: { body: id } })),
});

describe("sameArrangement", () => {
  const stored = page([["aaaaaa", false], ["bbbbbb", false]]);
  it("ignores what the blocks hold", () => {
    expect(sameArrangement(stored, { ...stored, title: "B", blocks: stored.blocks.map((block) => ({ ...block, values: { body: "typed" } })) })).toBe(true);
  });
  it("counts a block added, moved, hidden or removed", () => {
    expect(sameArrangement(stored, page([["aaaaaa", false], ["bbbbbb", false], ["cccccc", false]]))).toBe(false);
    expect(sameArrangement(stored, page([["bbbbbb", false], ["aaaaaa", false]]))).toBe(false);
    expect(sameArrangement(stored, page([["aaaaaa", true], ["bbbbbb", false]]))).toBe(false);
    expect(sameArrangement(stored, page([["bbbbbb", false]]))).toBe(false);
  });
});
