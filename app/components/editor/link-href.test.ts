import { describe, expect, it } from "vitest";
import { normalizeLinkHref } from "./link-href";

describe("normalizeLinkHref (the link dialog's check)", () => {
  it.each([
    ["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"],
    ["  http://localhost:3000/x ", "http://localhost:3000/x"],
    ["example.com/pricing", "https://example.com/pricing"],
    ["www.example.co.uk", "https://www.example.co.uk"],
    ["/contact", "/contact"],
    ["/blog/a-post#part-2", "/blog/a-post#part-2"],
    ["hello@example.com", "mailto:hello@example.com"],
    ["mailto:hello@example.com", "mailto:hello@example.com"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normalizeLinkHref(input)).toBe(expected);
  });

  it.each(["", "   ", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.example/x", "ftp://example.com", "https://", "https://nodot", "not a link", "vbscript:x", "mailto:"])(
    "refuses %j",
    (input) => {
      expect(normalizeLinkHref(input)).toBeNull();
    },
  );
});
