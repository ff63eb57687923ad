import { describe, expect, it } from "vitest";
import { formatTags, parseTags } from "./tags";

describe("parseTags", () => {
  it("splits on commas, trims and drops empty entries", () => {
    expect(parseTags(" react,  node , ,typescript,, ")).toEqual(["react", "node", "typescript"]);
  });

  it("returns no tags for nothing", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });

  it("accepts the API's list and treats each entry the same way", () => {
    expect(parseTags(["AI", " cloud , data ", ""])).toEqual(["AI", "cloud", "data"]);
  });

  it("drops repeats case-insensitively, keeping the first spelling, and collapses inner whitespace", () => {
    expect(parseTags("React, react, REACT, machine   learning")).toEqual(["React", "machine learning"]);
  });

  it("keeps non-Latin tags", () => {
    expect(parseTags("हिन्दी, 日本語")).toEqual(["हिन्दी", "日本語"]);
  });
});

describe("formatTags", () => {
  it("joins with comma and space, and round-trips", () => {
    expect(formatTags(["a", "b c"])).toBe("a, b c");
    expect(parseTags(formatTags(["a", "b c"]))).toEqual(["a", "b c"]);
    expect(formatTags([])).toBe("");
  });
});
