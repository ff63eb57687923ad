import { describe, expect, it } from "vitest";
import { SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_LENGTH, normalizeSearchQuery, parseSearchPage, searchWords } from "./search.schema";
import { markedParts } from "./search.server";

describe("search input", () => {
  it("keeps words of any script and drops every operator and quote", () => {
    expect(searchWords('"Flutter" AND dev* -Pune (NEAR)')).toEqual(["flutter", "and", "dev", "pune", "near"]);
    expect(searchWords("नमस्ते, दुनिया!")).toEqual(["नमस्ते", "दुनिया"]);
    expect(searchWords("Café  CAFÉ")).toEqual(["café"]);
    expect(searchWords("*^:()\"'")).toEqual([]);
  });

  it("caps the query and the number of words, and removes control characters", () => {
    expect(normalizeSearchQuery("a".repeat(10_000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(normalizeSearchQuery("a\u0000b\u0007c\u200b")).toBe("a b c");
    expect(normalizeSearchQuery(["array"])).toBe("");
    expect(searchWords(Array.from({ length: 30 }, (_, n) => `w${n}`).join(" "))).toHaveLength(SEARCH_MAX_WORDS);
  });

  it("reads a page number, or the first page", () => {
    expect(parseSearchPage("3")).toBe(3);
    expect(parseSearchPage("0")).toBe(1);
    expect(parseSearchPage("-2")).toBe(1);
    expect(parseSearchPage("1e3")).toBe(1);
    expect(parseSearchPage("999")).toBe(20);
    expect(parseSearchPage(undefined)).toBe(1);
  });

  it("turns marked text into parts, without trusting markers or markup in the content", () => {
    expect(markedParts("a \u0001b\u0002 c")).toEqual([
      { text: "a ", mark: false },
      { text: "b", mark: true },
      { text: " c", mark: false },
    ]);
    expect(markedParts("<img onerror=x>")).toEqual([{ text: "<img onerror=x>", mark: false }]);
  });
});
