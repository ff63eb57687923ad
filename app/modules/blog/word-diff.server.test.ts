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
  it("compares content as the words a reader sees, and markup-only changes as HTML", () => {
    const base = { title: "A", excerpt: "B", category: "C", image: "/i.svg", tags: "x", content: "<p>We ship on <b>Tuesday</b>.</p><p>Next</p>" };
    const words = diffPostFields(base, { ...base, content: "<p>We ship on <b>Friday</b>.</p><p>Next</p>" })[0]!;
    expect(words.label).toBe("Content");
    expect(words.parts.filter((part) => part.kind !== "same").map((part) => part.text)).toEqual(["Tuesday", "Friday"]);
    const markup = diffPostFields(base, { ...base, content: "<p>We ship on <i>Tuesday</i>.</p><p>Next</p>" })[0]!;
    expect(markup.label).toBe("Content (formatting)");
  });
});
