/** The longest slug we make; longer titles are cut at a word boundary so URLs stay shareable. */
export const MAX_SLUG_LENGTH = 120;

/** Fallback for a title with no letter or digit at all (e.g. "!!!"). */
const EMPTY_SLUG = "post";

/**
 * Path segments under /blog that are routes, not posts: a post with one of these slugs could never be reached.
 */
export const RESERVED_SLUGS = new Set(["create", "edit"]);

/**
 * The SPEC's slug rule: lowercase the title, remove every character other than letters, digits, underscore and
 * whitespace, and replace runs of whitespace with a single hyphen. "Letters" and "digits" are Unicode ones, with
 * their combining marks, so a Hindi or Japanese title keeps a readable slug instead of vanishing.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\s]/gu, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  if (!slug && words.length) slug = words[0]!.slice(0, MAX_SLUG_LENGTH);
  return slug || EMPTY_SLUG;
}

/**
 * The first of `base`, `base-2`, `base-3`, ... that is not taken (and not a reserved route segment).
 * `taken` holds the slugs already in use that start with `base`.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const isFree = (slug: string) => !taken.has(slug) && !RESERVED_SLUGS.has(slug);
  if (isFree(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (isFree(candidate)) return candidate;
  }
}
