import sanitizeHtml from "sanitize-html";

/**
 * Post content is untrusted HTML. It goes through this allowlist when it is written and again before it is
 * rendered, so a row that reached the database some other way still cannot run script in a reader's browser.
 * Anything not listed is dropped: scripts, styles, event handlers, SVG, iframes, forms, inline styles, classes.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr",
    "strong", "b", "em", "i", "u", "s", "mark", "small", "sub", "sup",
    "ul", "ol", "li", "a", "img", "code", "pre", "blockquote", "figure", "figcaption", "span",
  ],
  // lang marks a passage in another language (the accessibility check asks for it, decision 0032): a span inside
  // a paragraph, or a whole block.
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
    ...Object.fromEntries(["span", "p", "blockquote", "li", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["lang"]])),
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Text inside these is dropped with the tag, not kept as loose text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "iframe", "object", "template", "title"],
  transformTags: {
    // The page's title is the only h1; a heading in the content becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Every render of a post sanitizes its stored content again (post-json.server.ts); the answer for the same input
 * is always the same, so the last hundred or so are kept rather than parsed again on each uncached render (bounded:
 * at most 128 entries of at most 50,000 characters).
 */
const recentlySanitized = new Map<string, string>();
const REMEMBERED = 128;
const REMEMBERED_LENGTH = 50_000;

export function sanitizePostHtml(html: string): string {
  const known = recentlySanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options).trim();
  if (html.length > REMEMBERED_LENGTH) return clean;
  if (recentlySanitized.size >= REMEMBERED) recentlySanitized.delete(recentlySanitized.keys().next().value!);
  recentlySanitized.set(html, clean);
  return clean;
}
