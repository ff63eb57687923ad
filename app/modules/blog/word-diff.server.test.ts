import { describe, expect, it } from "vitest";
import { diffFields, diffPostFields, wordDiff } from "./word-diff.server";

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
  it("compares content as the words a reader sees, and names formatting changes instead of showing tags", () => {
    const base = { title: "A", excerpt: "B", category: "C", image: "/i.svg", tags: "x", content: "<p>We ship on <b>Tuesday</b>.</p><p>Next</p>" };
    const words = diffPostFields(base, { ...base, content: "<p>We ship on <b>Friday</b>.</p><p>Next</p>" })[0]!;
    expect(words.label).toBe("Content");
    expect(words.parts.filter((part) => part.kind !== "same").map((part) => part.text)).toEqual(["Tuesday", "Friday"]);
    // The word changed inside the bold: no formatting change to name.
    expect(words.formatting).toEqual([]);
    const markup = diffPostFields(base, { ...base, content: "<h2>We ship on <i>Tuesday</i>.</h2><p>Next</p>" })[0]!;
    expect(markup.label).toBe("Content");
    expect(markup.parts.map((part) => part.text).join("")).not.toContain("<");
    expect(markup.parts.every((part) => part.kind === "same")).toBe(true);
    expect(markup.formatting).toEqual(["heading", "bold", "italic"]);
    // Part of a word made bold ("<b>Tues</b>day."): still the same word, its formatting changed.
    expect(diffPostFields(base, { ...base, content: "<p>We ship on <b>Tues</b>day.</p><p>Next</p>" })[0]!.formatting).toEqual(["bold"]);
  });

  it("names links, lists, images and heading levels, and says so when only invisible markup changed", () => {
    const base = { title: "A", excerpt: "B", category: "C", image: "/i.svg", tags: "x", content: '<h2>Plan</h2><p>See <a href="https://a.example/">the map</a>.</p><ul><li>one</li></ul>' };
    const changed = diffPostFields(base, {
      ...base,
      content: '<h3>Plan</h3><p>See <a href="https://b.example/">the map</a>.</p><ol><li>one</li></ol><img src="https://i.example/x.png" alt="X">',
    })[0]!;
    expect(changed.formatting).toEqual(["heading", "link", "bulleted list", "numbered list", "image"]);
    const same = diffPostFields(base, { ...base, content: base.content.replace("<a href", '<a title="Map" href') })[0];
    expect(same?.formatting).toEqual(["markup only, nothing a reader sees"]);
  });

  it("matches fields by key: a moved field is moved, not rewritten; added, removed and hidden ones are said", () => {
    const before = [
      { key: "a", label: "Block 1", text: "Alpha", position: 1 },
      { key: "b", label: "Block 2", text: "Beta", position: 2 },
      { key: "c", label: "Block 3", text: "Gamma", position: 3 },
    ];
    const after = [
      { key: "b", label: "Block 1", text: "Beta", position: 1 },
      { key: "a", label: "Block 2", text: "Alpha", position: 2, state: "hidden from visitors" },
      { key: "d", label: "Block 3", text: "Delta", position: 3 },
    ];
    expect(diffFields(before, after)).toEqual([
      { field: "b", label: "Block 1", parts: [], notes: ["moved from position 2 to 1"] },
      { field: "a", label: "Block 2", parts: [], notes: ["moved from position 1 to 2", "now hidden from visitors"] },
      { field: "d", label: "Block 3", parts: [{ kind: "added", text: "Delta" }], notes: ["added"] },
      { field: "c", label: "Block 3", parts: [{ kind: "removed", text: "Gamma" }], notes: ["removed"] },
    ]);
    expect(diffFields(before, before)).toEqual([]);
  });
});
