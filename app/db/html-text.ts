/**
 * The readable text of stored HTML (a post's body), for the search index. SQLite's triggers call it as the SQL
 * function `html_text` (registered on every connection by `openDatabase`); PostgreSQL's triggers do the same in
 * SQL (migration 0009-search). Stored HTML has been through sanitize-html, so it is well-formed and its only
 * entities are the five it escapes; a tag becomes a space so words on either side stay apart.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

export function htmlText(html: string | null): string {
  if (!html) return "";
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
