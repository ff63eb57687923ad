import { describe, expect, it } from "vitest";
import { diffPostFields, wordDiff } from "./word-diff.server";

describe("word diff", () => {
  it("marks the words removed and added, keeps the rest", () => {
    expect(wordDiff("We ship on Tuesday", "We ship on Friday")).toEqual([
      { kind: "same", text: "We ship on " },
      { kind: "removed", text: "Tuesday" },
      { kind: "added", text: "Friday" },
    ]);
  });
  it("lists only the fields that changed", () => {
    const base = { title: "A", excerpt: "B", category: "C", image: "/i.svg", tags: "x", content: "<p>one</p>" };
    const diffs = diffPostFields(base, { ...base, content: "<p>one two</p>" });
    expect(diffs.map((diff) => diff.field)).toEqual(["content"]);
    expect(diffs[0]!.parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["two"]);
  });
});
