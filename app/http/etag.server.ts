/** A post's version as its ETag (`"7"`), and the If-Match that names one (issue 18). */
export function versionETag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an If-Match header names: undefined without the header (the save is unconditional, as the SPEC
 * has it), "any" for `*`, or null when it names no version of ours (which can never match: 412).
 */
export function parseIfMatch(header: string | null): number | "any" | null | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (value === "*") return "any";
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(value);
  return match ? Number(match[1]) : null;
}
