import { diffWordsWithSpace } from "diff";
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

/** The fields that differ between two versions of a post's text, each with its word diff. */
export function diffPostFields(before: Record<(typeof FIELDS)[number][0], string>, after: Record<(typeof FIELDS)[number][0], string>): FieldDiff[] {
  return FIELDS.filter(([field]) => before[field] !== after[field]).map(([field, label]) => ({ field, label, parts: wordDiff(before[field], after[field]) }));
}
