import { describe, expect, it } from "vitest";
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify } from "./slug";

describe("slugify (SPEC rule)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Leading and   trailing  ", "leading-and-trailing"],
    ["AI in 2025: What's Next?", "ai-in-2025-whats-next"],
    ["snake_case stays", "snake_case-stays"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["C++ & C# -- compared", "c-c-compared"],
    ["already-hyphenated words", "alreadyhyphenated-words"],
  ])("%j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps non-Latin letters and their combining marks", () => {
    expect(slugify("हिन्दी में ब्लॉग")).toBe("हिन्दी-में-ब्लॉग");
    expect(slugify("Café Müller")).toBe("café-müller");
    expect(slugify("日本語 のタイトル!")).toBe("日本語-のタイトル");
    expect(slugify("Привет, мир")).toBe("привет-мир");
  });

  it("never returns an empty slug", () => {
    expect(slugify("!!! ???")).toBe("post");
    expect(slugify("")).toBe("post");
  });

  it("stays short and cuts at a word boundary", () => {
    const slug = slugify("word ".repeat(100));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("word")).toBe(true);
    expect(slugify("x".repeat(300))).toHaveLength(MAX_SLUG_LENGTH);
  });
});

describe("firstFreeSlug", () => {
  it("uses the base when it is free", () => {
    expect(firstFreeSlug("hello", new Set(["hello-world"]))).toBe("hello");
  });

  it("numbers collisions from -2 and fills gaps", () => {
    expect(firstFreeSlug("hello", new Set(["hello"]))).toBe("hello-2");
    expect(firstFreeSlug("hello", new Set(["hello", "hello-2", "hello-3"]))).toBe("hello-4");
    expect(firstFreeSlug("hello", new Set(["hello", "hello-3"]))).toBe("hello-2");
  });

  it("never gives a post the path of a blog route", () => {
    expect(firstFreeSlug("create", new Set())).toBe("create-2");
    expect(firstFreeSlug("edit", new Set(["edit-2"]))).toBe("edit-3");
  });
});
