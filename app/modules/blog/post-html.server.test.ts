import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./post-html.server";

/** Payloads from the usual XSS cheat sheets; none may leave anything executable behind. */
const payloads = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" onload="alert(1)">`,
  `<p onclick="alert(1)" onmouseover="alert(1)">hi</p>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<svg onload=alert(1)><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<style>body{background:url(javascript:alert(1))}</style>`,
  `<p style="background-image:url(javascript:alert(1))">x</p>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<input onfocus=alert(1) autofocus>`,
  `<details open ontoggle=alert(1)>`,
  `<body onload=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>`,
  `<template><script>alert(1)</script></template>`,
  `"><script>alert(1)</script>`,
  `<!--<script>alert(1)</script>-->`,
];

describe("sanitizePostHtml", () => {
  it.each(payloads)("neutralises %s", (payload) => {
    const clean = sanitizePostHtml(payload);
    expect(clean).not.toMatch(/<\s*(script|style|svg|math|iframe|object|embed|form|input|meta|base|link|details|body|template)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/style\s*=/i);
    // Sanitizing is stable: a second pass changes nothing.
    expect(sanitizePostHtml(clean)).toBe(clean);
  });

  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Heading</h2><p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>";
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("turns an h1 into an h2 so the page keeps one h1", () => {
    expect(sanitizePostHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("gives every link rel=noopener noreferrer, replacing any rel the author wrote", () => {
    expect(sanitizePostHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:hello@example.com">mail</a>')).toContain('href="mailto:hello@example.com"');
  });

  it("keeps http(s) and site images, lazily loaded, and drops images without a safe source", () => {
    expect(sanitizePostHtml('<img src="https://media.example/a.png" alt="A">')).toBe('<img src="https://media.example/a.png" alt="A" loading="lazy" />');
    expect(sanitizePostHtml('<img src="/images/blog/a.svg" alt="">')).toContain('src="/images/blog/a.svg"');
    expect(sanitizePostHtml('<img src="//evil.example/a.png">')).toBe("");
    expect(sanitizePostHtml('<img src="ftp://example.com/a.png">')).toBe("");
  });

  it("escapes text, so markup in text stays text", () => {
    expect(sanitizePostHtml("<p>1 &lt; 2 &amp; <b>ok</b></p>")).toBe("<p>1 &lt; 2 &amp; <b>ok</b></p>");
    expect(sanitizePostHtml("a < b")).toBe("a &lt; b");
  });

  it("drops the text of script-like elements instead of showing it", () => {
    expect(sanitizePostHtml("<p>before</p><script>stealCookies()</script><svg><text>svg text</text></svg><p>after</p>")).toBe(
      "<p>before</p><p>after</p>",
    );
  });
});
