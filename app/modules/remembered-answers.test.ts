import { describe, expect, it } from "vitest";
import { rememberAnswers } from "./remembered-answers";

describe("rememberAnswers", () => {
  it("computes each key once, holds at most `limit` answers, and never keeps a key longer than maxKeyLength", () => {
    const computed: string[] = [];
    const length = rememberAnswers((key: string) => (computed.push(key), key.length), { limit: 3, maxKeyLength: 10 });
    expect([length("a"), length("bb"), length("a"), length("bb")]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(["a", "bb"]);
    // A fourth key: the three held are forgotten, so "a" is computed again after it.
    length("ccc");
    length("dddd");
    length("a");
    expect(computed).toEqual(["a", "bb", "ccc", "dddd", "a"]);
    const long = "x".repeat(11);
    length(long);
    length(long);
    expect(computed.filter((key) => key === long)).toHaveLength(2);
  });

  it("remembers a false answer too (isbot's usual one)", () => {
    let calls = 0;
    const isBot = rememberAnswers(() => (calls += 1, false), { limit: 10 });
    isBot("Mozilla/5.0");
    isBot("Mozilla/5.0");
    expect(calls).toBe(1);
  });
});
