/**
 * The HTML view's side of the editor: plain string work, no Tiptap, so the post form can use it without loading
 * the editor (rich-text-field.tsx imports this; the editor itself comes with a dynamic import).
 */

/** Headings h2-h6 are kept (the sanitizer allows them and older posts use them); the toolbar offers h2-h4. */
export const headingLevels = [2, 3, 4, 5, 6] as const;

/** Tags the editor's schema represents. Stored HTML with any other tag is edited in the HTML view only. */
const editorTags = new Set([
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "strike", "del",
  "ul", "ol", "li", "a", "img", "code", "pre", "blockquote", "span", "div",
]);

/**
 * HTML about to be loaded into the editor: an h1 becomes an h2, as the sanitizer does (the page title is the h1),
 * instead of falling to a paragraph.
 */
export function prepareEditorHtml(html: string): string {
  return html.replace(/<(\/?)h1(\s|>)/gi, "<$1h2$2");
}

/** The tags in `html` the visual editor would drop (e.g. figure, sub): such content is edited as HTML. */
export function unsupportedTags(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)) {
    const tag = match[1]!.toLowerCase();
    if (tag !== "h1" && !editorTags.has(tag)) found.add(tag);
  }
  return [...found];
}

/** One line of HTML becomes one block per line in the HTML view, so people can find their way in it. */
export function formatHtmlSource(html: string): string {
  return html.replace(/(<\/(?:p|h[1-6]|ul|ol|li|blockquote|pre)>|<hr\s*\/?>|<img\b[^>]*>)(?=<)/gi, "$1\n");
}
