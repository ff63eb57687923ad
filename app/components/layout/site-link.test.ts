import { describe, expect, it } from "vitest";
import { isActivePath } from "./site-link";

describe("isActivePath (NavLink's rule for the site chrome)", () => {
  it("matches the path itself, with or without a trailing slash", () => {
    expect(isActivePath("/blog", "/blog", false)).toBe(true);
    expect(isActivePath("/blog/", "/blog", true)).toBe(true);
  });

  it("matches the pages below a link unless it is `end`, and never a mere prefix of a segment", () => {
    expect(isActivePath("/blog/some-post", "/blog", false)).toBe(true);
    expect(isActivePath("/blog/some-post", "/blog", true)).toBe(false);
    expect(isActivePath("/blogroll", "/blog", false)).toBe(false);
  });

  it("matches the home link on the home page only", () => {
    expect(isActivePath("/", "/", false)).toBe(true);
    expect(isActivePath("/about", "/", false)).toBe(false);
  });
});
