/**
 * The readable text of stored HTML (a post's body), for the search index. SQLite's triggers call it as the SQL
 * function `html_text` (registered on every connection by `openDatabase`); PostgreSQL's triggers do the same in
 * SQL (migration 0019-search-inline-tags, which keeps the two identical). Stored HTML has been through
 * sanitize-html, so it is well-formed and its only entities are the five it escapes.
 *
 * Inline formatting (a link, bold...) vanishes without a trace, as it does on screen: a space in its place read
 * "customer survey . Kingfisher" in snippets (issue 32). Every other tag (a block, a line break, an image) becomes
 * a space, so words on either side stay apart.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** The inline tags sanitize-html keeps (modules/blog/post-html.server.ts), plus span and abbr. PostgreSQL has the same pattern. */
export const INLINE_TAG_PATTERN = "</?(a|b|i|u|s|em|strong|mark|small|sub|sup|code|span|abbr)(\\s[^>]*)?/?>";
const INLINE_TAG = new RegExp(INLINE_TAG_PATTERN, "gi");

export function htmlText(html: string | null): string {
  if (!html) return "";
  return html
    .replace(INLINE_TAG, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
