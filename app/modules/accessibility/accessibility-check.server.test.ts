import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { checkAccessibility } from "./accessibility-check.server";

const rules = (html: string, language: "en" | "hi" = "en") => checkAccessibility(html, language).map((finding) => `${finding.severity}:${finding.rule}`);

describe("checkAccessibility", () => {
  it("finds nothing in a well-made post", () => {
    const html = sanitizePostHtml(
      '<h2>Why</h2><p>See <a href="https://example.com/report">the 2026 report</a>.</p><img src="https://example.com/a.png" alt="A chart of sales">' +
        '<h3>Details</h3><p>Namaste: <span lang="hi">नमस्ते</span></p><img src="https://example.com/line.png" alt="">',
    );
    expect(checkAccessibility(html, "en")).toEqual([]);
  });

  it("an image without alt is an error; alt=\"\" marks it decorative", () => {
    expect(checkAccessibility('<img src="https://example.com/a.png">', "en")).toEqual([
      expect.objectContaining({ rule: "image-alt", severity: "error", excerpt: '<img src="https://example.com/a.png">' }),
    ]);
    expect(rules('<img src="https://example.com/a.png" alt="   ">')).toEqual(["error:image-alt"]);
    expect(rules('<img src="https://example.com/a.png" alt="">')).toEqual([]);
    expect(rules('<img src="https://example.com/a.png" alt="Our office">')).toEqual([]);
  });

  it("a skipped heading level is a warning; h2, h3, h2, h3 is fine", () => {
    expect(rules("<h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3>")).toEqual([]);
    expect(checkAccessibility("<h2>A</h2><h4>B</h4>", "en")).toEqual([expect.objectContaining({ rule: "heading-order", severity: "warning", excerpt: "B" })]);
    // The title is the h1: a body that starts at h3 skips h2.
    expect(rules("<h3>Starts low</h3>")).toEqual(["warning:heading-order"]);
  });

  it("an h1 in the body is a warning (the title is the page's h1)", () => {
    expect(rules("<h1>Again</h1>")).toEqual(["warning:heading-h1"]);
    expect(rules("<h2>Section</h2>")).toEqual([]);
  });

  it("where the h1 is the HTML's own (a page without a heading block), none is an error and a second one a warning", () => {
    const inContent = (html: string) => checkAccessibility(html, "en", "content").map((finding) => `${finding.severity}:${finding.rule}`);
    expect(inContent("<h2>Services</h2><p>What we do.</p>")).toEqual(["error:heading-h1-missing"]);
    expect(inContent("")).toEqual(["error:heading-h1-missing"]);
    expect(checkAccessibility("<p>Only text.</p>", "en", "content")[0]).toMatchObject({ message: expect.stringContaining("no h1") });
    expect(inContent("<h1>Working with us</h1><h2>How</h2>")).toEqual([]);
    expect(inContent("<h1>One</h1><h2>Two</h2><h1>Three</h1>")).toEqual(["warning:heading-h1"]);
    // Where the title is the h1 (posts, and pages with a heading block), an HTML without one is complete.
    expect(rules("<h2>Services</h2>")).toEqual([]);
  });

  it("vague link text and a bare address are warnings; a descriptive text is not", () => {
    for (const text of ["click here", "Here", "Read more…", "more", "link"]) {
      expect(rules(`<p><a href="https://example.com/x">${text}</a></p>`), text).toEqual(["warning:link-text"]);
    }
    expect(rules('<p><a href="https://example.com/x">https://example.com/x</a></p>')).toEqual(["warning:link-text"]);
    expect(rules('<p><a href="https://example.com/x">Read more about our cloud migrations</a></p>')).toEqual([]);
  });

  it("an empty link is an error; a link whose only content is an image with alt has a name", () => {
    expect(checkAccessibility('<p><a href="https://example.com/x"> </a></p>', "en")).toEqual([
      expect.objectContaining({ rule: "link-empty", severity: "error", excerpt: "https://example.com/x" }),
    ]);
    expect(rules('<a href="https://example.com/x"><img src="https://example.com/a.png" alt=""></a>')).toEqual(["error:link-empty"]);
    expect(rules('<a href="https://example.com/x"><img src="https://example.com/a.png" alt="Vyoma home"></a>')).toEqual([]);
  });

  it("an empty heading is an error", () => {
    expect(rules("<h2> </h2>")).toEqual(["error:heading-empty"]);
    expect(rules("<h2>Filled</h2>")).toEqual([]);
  });

  it("a table without header cells is an error; with th it is fine", () => {
    expect(rules("<table><tr><td>1</td><td>2</td></tr></table>")).toEqual(["error:table-headers"]);
    expect(rules("<table><thead><tr><th>Plan</th></tr></thead><tr><td>Basic</td></tr></table>")).toEqual([]);
  });

  it("a passage in another script without lang is a warning naming the script; an ancestor's lang is enough", () => {
    expect(checkAccessibility("<p>We say नमस्ते to everyone.</p>", "en")).toEqual([
      expect.objectContaining({ rule: "language", severity: "warning", excerpt: "नमस्ते", message: expect.stringContaining("Devanagari") }),
    ]);
    expect(rules('<blockquote lang="hi"><p>नमस्ते <strong>दुनिया</strong></p></blockquote>')).toEqual([]);
    expect(rules("<p>Café, naïve, Zürich: 2026 – €5</p>")).toEqual([]);
    expect(rules("<p>Привет</p>")).toEqual(["warning:language"]);
  });

  it("reads the text in the document's language: a Hindi post's Devanagari (and its Latin names) is no foreign passage, Tamil in it is", () => {
    expect(rules("<h2>हमने क्या सीखा</h2><p>पुणे में React और AI के साथ स्मार्ट चश्मे।</p>", "hi")).toEqual([]);
    expect(checkAccessibility("<p>तमिल में: வணக்கம்</p>", "hi")).toEqual([
      expect.objectContaining({ rule: "language", excerpt: "வணக்கம்", message: expect.stringMatching(/^Text in Tamil without its language marked: screen readers read it with Hindi rules\./) }),
    ]);
    // The same Devanagari in an English post is still a passage to mark.
    expect(rules("<p>हमने क्या सीखा</p>", "en")).toEqual(["warning:language"]);
  });
});
