import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/admin?tab=posts", "/blog")).toBe("/admin?tab=posts");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", null, "/ok\n"])(
    "refuses %j",
    (target) => {
      expect(safeRedirectPath(target, "/blog")).toBe("/blog");
    },
  );
});
