import { diffWordsWithSpace } from "diff";
import sanitizeHtml from "sanitize-html";
import type { DiffPart, FieldDiff } from "./word-diff";

export type { DiffPart, FieldDiff };

/** A word-level diff from `before` to `after` (the `diff` package), as plain parts the UI renders. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

const FIELDS = [
  ["title", "Title"],
  ["excerpt", "Excerpt"],
  ["category", "Category"],
  ["image", "Image URL"],
  ["tags", "Tags"],
  ["content", "Content"],
] as const;

/** The words of HTML content as a reader sees them, a line per block: a diff of prose, not of markup. */
export function readableText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div|figcaption|tr)>|<br\s*\/?>/gi, "$&\n");
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").trim();
}

/**
 * The fields that differ between two versions of a post's text, each with its word diff. Content is compared as
 * readable text; when only its markup changed (a word made bold), as HTML, so no change goes unseen.
 */
export function diffPostFields(before: Record<(typeof FIELDS)[number][0], string>, after: Record<(typeof FIELDS)[number][0], string>): FieldDiff[] {
  return FIELDS.filter(([field]) => before[field] !== after[field]).map(([field, label]) => {
    if (field === "content") {
      const [from, to] = [readableText(before.content), readableText(after.content)];
      if (from !== to) return { field, label, parts: wordDiff(from, to) };
      return { field, label: "Content (formatting)", parts: wordDiff(before.content, after.content) };
    }
    return { field, label, parts: wordDiff(before[field], after[field]) };
  });
}
