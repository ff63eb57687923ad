import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { languagesOf, localeOfPath, localizedPath, pathWithoutLocale } from "./locale";
import { DOCUMENT_PATTERNS, LOCALIZED_FEEDS, LOCALIZED_PATTERNS } from "./locales";
import { formatNumber, formatRupees, messagesFor } from "./messages";
import { mailMessagesFor } from "./mail-messages";

describe("the language of a path", () => {
  it("is Hindi under /hi and English everywhere else", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/about")).toBe("hi");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    // A path that merely starts with the letters is English.
    expect(localeOfPath("/hiring")).toBe("en");
  });

  it("maps a page between its languages", () => {
    expect(pathWithoutLocale("/hi")).toBe("/");
    expect(pathWithoutLocale("/hi/services/voice-chat")).toBe("/services/voice-chat");
    expect(pathWithoutLocale("/about")).toBe("/about");
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/about", "hi")).toBe("/hi/about");
    expect(localizedPath("/about", "en")).toBe("/about");
  });

  it("names Hindi only for the pages registered in Hindi", () => {
    expect(languagesOf("/services/voice-chat")).toEqual(["en", "hi"]);
    expect(languagesOf("/hi/about")).toEqual(["en", "hi"]);
    expect(languagesOf("/")).toEqual(["en", "hi"]);
    expect(languagesOf("/blog")).toEqual(["en", "hi"]);
    // A post's languages are its translations (its page names them), never assumed from its address.
    expect(languagesOf("/blog/some-post")).toEqual(["en"]);
    expect(languagesOf("/hi/blog/some-post")).toEqual(["en"]);
    expect(languagesOf("/services/a/b")).toEqual(["en"]);
  });

  it("registers every localized pattern in app/routes.ts in each language, and no other /hi page", () => {
    const paths = routes.map((route) => `/${route.path ?? ""}`);
    for (const pattern of [...LOCALIZED_PATTERNS, ...DOCUMENT_PATTERNS, ...LOCALIZED_FEEDS]) {
      expect(paths, pattern).toContain(pattern);
      expect(paths, pattern).toContain(localizedPath(pattern, "hi"));
    }
    // Besides those: the catch-all of pages staff make, and the page preview (staff only), drawn in the Hindi frame.
    const hindi = paths.filter((path) => localeOfPath(path) === "hi" && path !== "/hi/*" && path !== "/hi/admin/pages/preview");
    expect(hindi).toHaveLength(LOCALIZED_PATTERNS.length + DOCUMENT_PATTERNS.length + LOCALIZED_FEEDS.length);
  });
});

describe("numbers in Hindi", () => {
  it("group in lakhs and crores, rupees with ₹", () => {
    expect(formatNumber("hi", 1234567)).toBe("12,34,567");
    expect(formatRupees("hi", 150000)).toBe("₹1,50,000");
    expect(formatNumber("en", 1234567)).toBe("12,34,567");
  });

  it("has every key in every catalogue (the type says so; this checks nothing is empty)", () => {
    const walk = (value: unknown): string[] =>
      typeof value === "string" ? [value] : typeof value === "object" && value ? Object.values(value).flatMap(walk) : [];
    for (const text of walk(messagesFor("hi"))) expect(text.trim()).not.toBe("");
    for (const text of walk(mailMessagesFor("hi"))) expect(text.trim()).not.toBe("");
  });
});
