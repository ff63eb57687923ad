/**
 * Where a library image's files are, and how to recognise a library image in a post. Pure functions: the server
 * builds the JSON contract with them and the post renderer finds `<img src>`s and covers that name the library.
 * `base` is MEDIA_PUBLIC_URL (a CDN or the bucket's public address) or "" for this server's /media route.
 */
export type VariantFormat = "webp" | "avif";

const MEDIA_ID = "[a-f0-9]{16}";
const FILE_NAME = "[a-z0-9][a-z0-9._-]{0,150}";

export function newMediaId(randomHex: string): string {
  return randomHex.slice(0, 16);
}

export function isMediaId(value: string): boolean {
  return new RegExp(`^${MEDIA_ID}$`).test(value);
}

export function isMediaFileName(value: string): boolean {
  return new RegExp(`^${FILE_NAME}$`).test(value) && !value.includes("..");
}

/** Storage keys: public files under media/<id>/, the upload as sent (private) under media-originals/<id>/. */
export const mediaKey = (id: string, file: string) => `media/${id}/${file}`;
export const originalKey = (id: string, extension: string) => `media-originals/${id}/original.${extension}`;

export function mediaUrl(base: string, id: string, file: string): string {
  return `${base}/media/${id}/${file}`;
}

/** "team-photo.jpg" at 960 px as WebP: "team-photo-960.webp". */
export function variantFileName(filename: string, width: number, format: VariantFormat): string {
  return `${filename.replace(/\.[a-z0-9]+$/, "")}-${width}.${format}`;
}

/** A visitor's file name made safe for a URL: "Team Photo (1).JPG" -> "team-photo-1.jpg". */
export function slugFileName(name: string, extension: string): string {
  const stem = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${stem || "image"}.${extension}`;
}

/**
 * The library image a URL names, when it is the full-size file of one: `/media/<id>/<file>` on this site, under
 * MEDIA_PUBLIC_URL, or under the site's own public address. Anything else (an external image) is not ours.
 */
export function mediaIdInUrl(url: string, bases: readonly string[]): string | null {
  for (const base of ["", ...bases.filter(Boolean)]) {
    if (base && !url.startsWith(`${base}/`)) continue;
    const match = new RegExp(`^/media/(${MEDIA_ID})/(${FILE_NAME})$`).exec(url.slice(base.length));
    if (match && !match[2]!.includes("..")) return match[1]!;
  }
  return null;
}

/** Every library id a post's HTML or cover mentions (for "where it is used" and for rendering). */
export function mediaIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(`/media/(${MEDIA_ID})/`, "g"))].map((match) => match[1]!))];
}
