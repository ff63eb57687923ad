export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/**
 * The SPEC's tag rule: split on commas, trim, drop empty entries. The API may send a list instead of a string;
 * each entry is treated the same way. Repeats are dropped (case-insensitively, keeping the first spelling) so a
 * post never shows the same hashtag twice.
 */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  const pieces = typeof input === "string" ? [input] : (input ?? []);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of pieces) {
    for (const raw of piece.split(",")) {
      const tag = raw.trim().replace(/\s+/g, " ");
      if (!tag || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** How the edit form prefills tags: joined by comma and space (SPEC). */
export function formatTags(tags: readonly string[]): string {
  return tags.join(", ");
}
