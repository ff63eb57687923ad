import { describe, expect, it } from "vitest";
import { htmlText } from "./html-text";

describe("htmlText", () => {
  it("joins inline formatting to the punctuation after it: no space before a period (issue 32)", () => {
    expect(htmlText('<p>We ran a <a href="/survey">customer survey</a>. Kingfisher <strong>won</strong>, <em>again</em>!</p>')).toBe(
      "We ran a customer survey. Kingfisher won, again!",
    );
    expect(htmlText("<p>Half<strong>bold</strong> word and <code>npm</code>'s cache.</p>")).toBe("Halfbold word and npm's cache.");
  });

  it("keeps words apart where blocks, line breaks and images meet", () => {
    expect(htmlText("<h2>Plan</h2><p>First.</p><ul><li>One</li><li>Two</li></ul><p>Line<br>break<img src=\"/a.png\" alt=\"\">after</p>")).toBe(
      "Plan First. One Two Line break after",
    );
  });

  it("undoes the escapes sanitize-html writes and is empty for no content", () => {
    expect(htmlText("<p>R&amp;D &lt;fast&gt; &quot;quoted&quot; it&#39;s&nbsp;here</p>")).toBe('R&D <fast> "quoted" it\'s here');
    expect(htmlText(null)).toBe("");
  });
});
