import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { findMediaRows } from "./media.repository.server";
import { mediaIdInUrl } from "./media-urls";
import { IMAGE_SIZES, mailImageSrc, responsiveImage, type ResponsiveImage } from "./responsive-image";

type Services = Pick<AppServices, "database" | "env">;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function basesOf(env: Services["env"]): string[] {
  return [env.MEDIA_PUBLIC_URL ?? "", env.PUBLIC_URL];
}

/** The library id of each URL that names a library image's full-size file. */
function libraryIdsOf(env: Services["env"], urls: readonly string[]): Map<string, string> {
  const bases = basesOf(env);
  return new Map(
    urls.flatMap((url) => {
      const id = mediaIdInUrl(url, bases);
      return id ? [[url, id] as const] : [];
    }),
  );
}

/**
 * For each URL that names a library image's full-size file (a post's cover, a card), its responsive sources;
 * other URLs (external images, files in public/) are left out and render as before. One query for all.
 */
export async function findResponsiveImages(services: Services, urls: readonly string[]): Promise<Record<string, ResponsiveImage>> {
  const idOf = libraryIdsOf(services.env, urls);
  const rows = await findMediaRows(services.database.db, [...new Set(idOf.values())]);
  const byId = new Map(rows.map((row) => [row.id, responsiveImage(services.env.MEDIA_PUBLIC_URL ?? "", row)]));
  return Object.fromEntries([...idOf].flatMap(([url, id]) => (byId.has(id) ? [[url, byId.get(id)!]] : [])));
}

/**
 * For each URL that names a library image's full-size file, the file a mail shows at `cssWidth` px (see
 * mailImageSrc); other URLs are left out. Takes the database handle so a send can look up inside its transaction.
 */
export async function findMailImages(db: Kysely<DB>, env: Services["env"], input: { urls: readonly string[]; cssWidth: number }): Promise<Record<string, string>> {
  const idOf = libraryIdsOf(env, input.urls);
  const rows = await findMediaRows(db, [...new Set(idOf.values())]);
  const byId = new Map(rows.map((row) => [row.id, mailImageSrc(env.MEDIA_PUBLIC_URL ?? "", row, input.cssWidth)]));
  return Object.fromEntries([...idOf].flatMap(([url, id]) => (byId.has(id) ? [[url, byId.get(id)!]] : [])));
}

/** The `src` of every `<img>` in sanitized HTML (double-quoted attributes), entities in it decoded. */
export function imageSourcesIn(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((match) => /\ssrc="([^"]*)"/.exec(match[0])?.[1]?.replace(/&amp;/g, "&") ?? "").filter(Boolean);
}

/**
 * Post HTML (already sanitized: double-quoted attributes, no script) with every library `<img>` wrapped in a
 * `<picture>` of AVIF and WebP sources. Width and height come from the tag (the editor writes them) or the
 * library, so the browser reserves the space; every body image loads lazily (the cover is the page's top image).
 */
export async function withResponsivePictures(services: Services, html: string): Promise<string> {
  const images = await findResponsiveImages(services, imageSourcesIn(html));
  if (Object.keys(images).length === 0) return html;
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const image = images[src];
    if (!image) return tag;
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const [width, height] = attribute("width") && attribute("height") ? [attribute("width")!, attribute("height")!] : [String(image.width), String(image.height)];
    const sizes = escapeAttribute(IMAGE_SIZES.article);
    const kept = ["alt", "title"].flatMap((name) => (attribute(name) !== undefined ? [` ${name}="${attribute(name)}"`] : [])).join("");
    return (
      `<picture>` +
      (image.avifSrcset ? `<source type="image/avif" srcset="${escapeAttribute(image.avifSrcset)}" sizes="${sizes}">` : "") +
      `<source type="image/webp" srcset="${escapeAttribute(image.webpSrcset)}" sizes="${sizes}">` +
      `<img src="${escapeAttribute(image.src)}"${kept} width="${width}" height="${height}" loading="lazy" decoding="async">` +
      `</picture>`
    );
  });
}
