import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { can, canReadPost, type Role } from "~/modules/auth/permissions";
import { contentUsesOfMedia } from "~/modules/content/content-media.server";
import { pageUsesOfMedia } from "~/modules/pages/page-media.server";
import { postPath } from "~/modules/blog/post-urls";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { processImage, readImageFacts } from "./image-variants.server";
import {
  MEDIA_MAX_PIXELS,
  MEDIA_PAGE_SIZE,
  mediaMessages,
  type MediaDetails,
  type MediaItem,
  type MediaListItem,
  type MediaPage,
  type MediaUse,
} from "./media.schema";
import {
  countMediaRows,
  deleteMediaRow,
  findMediaRow,
  findMediaRows,
  insertMediaRow,
  listMediaRows,
  listPostsMentioningMedia,
  listRevisionsMentioningMedia,
  updateMediaRow,
  type MediaRow,
} from "./media.repository.server";
import { isMediaFileName, isMediaId, mediaIdsIn, mediaKey, mediaUrl, newMediaId, originalKey, slugFileName, variantFileName } from "./media-urls";

type Services = Pick<AppServices, "database" | "storage" | "env" | "clock" | "logger">;

/** Media never change under their URL (a new upload gets a new id), so browsers and CDNs keep them a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const EXTENSION_OF: Record<string, string> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp", avif: "avif" };
const TYPE_OF_EXTENSION: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", avif: "image/avif" };

const widthsOf = (list: string) => list.split(",").filter(Boolean).map(Number);

function publicBase(env: Services["env"]): string {
  return env.MEDIA_PUBLIC_URL ?? "";
}

export function toMediaItem(row: MediaRow, base: string): MediaItem {
  const thumbWidth = widthsOf(row.webp_widths)[0]!;
  return {
    id: row.id,
    url: mediaUrl(base, row.id, row.filename),
    thumbnailUrl: mediaUrl(base, row.id, variantFileName(row.filename, thumbWidth, "webp")),
    alt: row.alt,
    title: row.title,
    caption: row.caption,
    width: row.width,
    height: row.height,
    filename: row.filename,
  };
}

/**
 * A new library image from an upload whose type was already judged by its content (JPEG, PNG, WebP, AVIF, GIF):
 * checks the pixel count from the header, makes the cleaned full-size file and the variants, stores them and
 * the untouched original (private), then the row. Files written before a failure are removed again.
 */
export async function uploadMedia(
  services: Services,
  input: { name: string; bytes: Buffer; uploadedBy: string | null },
): Promise<Result<MediaItem, "invalid" | "too-large">> {
  let facts;
  try {
    facts = await readImageFacts(input.bytes);
  } catch {
    return fail("invalid", mediaMessages.unreadable(input.name), { fieldErrors: { files: mediaMessages.unreadable(input.name) } });
  }
  if (facts.width * facts.height > MEDIA_MAX_PIXELS) {
    const message = mediaMessages.tooManyPixels(input.name, Math.round((facts.width * facts.height) / 1e5) / 10);
    return fail("too-large", message, { fieldErrors: { files: message } });
  }
  let processed;
  try {
    processed = await processImage(input.bytes, facts);
  } catch (error) {
    services.logger.warn({ err: error, name: input.name }, "image could not be processed");
    return fail("invalid", mediaMessages.unreadable(input.name), { fieldErrors: { files: mediaMessages.unreadable(input.name) } });
  }
  const id = newMediaId(crypto.randomBytes(8).toString("hex"));
  const filename = slugFileName(input.name, EXTENSION_OF[processed.full.format]!);
  // sharp calls AVIF "heif" (its container); HEIC never gets here (refused by content type).
  const sourceFormat = facts.format === "heif" ? "avif" : facts.format;
  const files: Array<{ key: string; body: Buffer; contentType: string; cacheControl?: string }> = [
    { key: originalKey(id, EXTENSION_OF[sourceFormat] ?? "bin"), body: input.bytes, contentType: "application/octet-stream" },
    {
      key: mediaKey(id, filename),
      body: processed.full.body,
      contentType: TYPE_OF_EXTENSION[filename.split(".").pop()!]!,
      cacheControl: MEDIA_CACHE_CONTROL,
    },
    ...processed.variants.map((variant) => ({
      key: mediaKey(id, variantFileName(filename, variant.width, variant.format as "webp" | "avif")),
      body: variant.body,
      contentType: `image/${variant.format}`,
      cacheControl: MEDIA_CACHE_CONTROL,
    })),
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      await services.storage.write(file.key, file.body, { contentType: file.contentType, cacheControl: file.cacheControl });
      written.push(file.key);
    }
    const now = services.clock.now().toISOString();
    await insertMediaRow(services.database.db, {
      id,
      filename,
      original_name: input.name.slice(0, 200),
      original_key: files[0]!.key,
      mime: `image/${sourceFormat}`,
      size: input.bytes.length,
      width: facts.width,
      height: facts.height,
      webp_widths: processed.variants
        .filter((v) => v.format === "webp")
        .map((v) => v.width)
        .join(","),
      avif_widths: processed.variants
        .filter((v) => v.format === "avif")
        .map((v) => v.width)
        .join(","),
      alt: "",
      title: "",
      caption: "",
      uploaded_by: input.uploadedBy,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    await Promise.all(written.map((key) => services.storage.remove(key).catch(() => undefined)));
    throw error;
  }
  return succeed(toMediaItem((await findMediaRow(services.database.db, id))!, publicBase(services.env)));
}

/** The picker's and the admin page's list: newest first, 24 a page, `q` over file name, title and alt. */
export async function listMedia(services: Pick<Services, "database" | "env">, input: { q: string; page: number }): Promise<MediaPage> {
  const total = await countMediaRows(services.database.db, input.q);
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(input.page) || 1), pageCount);
  const rows = await listMediaRows(services.database.db, { q: input.q, limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE });
  return { items: rows.map((row) => toMediaItem(row, publicBase(services.env))), page, pageCount };
}

/** Who looks at the library: "used in" shows only what this person may see of other people's posts. */
export type MediaViewer = { id: string; role: Role };

/** The admin page's list: the contract's fields plus size, type, upload date and where each image is used. */
export async function listMediaForAdmin(
  services: Pick<Services, "database" | "env">,
  input: { q: string; page: number; viewer: MediaViewer },
): Promise<MediaPage<MediaListItem>> {
  const list = await listMedia(services, input);
  const ids = list.items.map((item) => item.id);
  const [rows, usage] = await Promise.all([findMediaRows(services.database.db, ids), mediaUsage(services, ids, input.viewer)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ...list,
    items: list.items.map((item) => {
      const row = byId.get(item.id)!;
      return { ...item, size: row.size, mime: row.mime, createdAt: row.created_at, usedIn: usage.get(item.id) ?? [] };
    }),
  };
}

type UsingPost = { id: number; title: string; slug: string; language: string; status: string; author_id: string };

/** A post as the viewer may see it: its title when it is public, theirs, or they may read every draft (permissions.ts). */
function describeUse(post: UsingPost, current: boolean, viewer: MediaViewer): MediaUse {
  const visible = canReadPost(viewer, { authorId: post.author_id, status: post.status });
  const what = visible ? `"${post.title}"` : post.status === "scheduled" ? "a scheduled post by another author" : "a draft by another author";
  return { label: current ? what : `an earlier version of ${what}`, href: visible ? postPath(post.slug, post.language) : null, current };
}

/**
 * For each id, where it is used: content entries and pages of blocks (drafts too) that show it now, posts (drafts
 * too) whose content or cover references it now, then posts whose saved versions (History) reference it while the
 * post itself no longer does, since restoring one would bring the image back.
 */
export async function mediaUsage(services: Pick<Services, "database">, ids: readonly string[], viewer: MediaViewer) {
  const usage = new Map<string, MediaUse[]>();
  if (ids.length === 0) return usage;
  const db = services.database.db;
  const [posts, revisions, entries, pages] = await Promise.all([
    listPostsMentioningMedia(db, ids),
    listRevisionsMentioningMedia(db, ids),
    contentUsesOfMedia(db, ids),
    pageUsesOfMedia(db, ids),
  ]);
  // Content entries (a team member's photo) and pages of blocks use an image now; the link only for those who may edit them.
  for (const use of [...entries, ...pages]) {
    usage.set(use.mediaId, [...(usage.get(use.mediaId) ?? []), { label: use.label, href: can(viewer.role, use.permission) ? use.href : null, current: true }]);
  }
  const seen = new Set<string>();
  for (const [rows, current] of [
    [posts, true],
    [revisions, false],
  ] as const) {
    for (const row of rows) {
      for (const id of mediaIdsIn(`${row.content}\n${row.image}`)) {
        if (!ids.includes(id) || seen.has(`${id}:${row.id}`)) continue;
        seen.add(`${id}:${row.id}`);
        usage.set(id, [...(usage.get(id) ?? []), describeUse(row, current, viewer)]);
      }
    }
  }
  return usage;
}

const listOf = (labels: string[]) => (labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`);

export async function updateMediaDetails(
  services: Pick<Services, "database" | "env" | "clock">,
  input: { id: string; details: MediaDetails },
): Promise<Result<MediaItem, "not-found">> {
  const db = services.database.db;
  if (!isMediaId(input.id) || !(await updateMediaRow(db, input.id, { ...input.details, updated_at: services.clock.now().toISOString() }))) {
    return fail("not-found", mediaMessages.notFound);
  }
  return succeed(toMediaItem((await findMediaRow(db, input.id))!, publicBase(services.env)));
}

/**
 * Deletes an image and all its files, unless a post, a content entry or a page of blocks uses it now: then the
 * answer says where. When only earlier versions of posts use it, the person is asked first (`precondition-failed`)
 * and `confirmed` deletes it; restoring such a version later leaves the image out and says so (restoreRevision,
 * decision 0015).
 */
export async function deleteMedia(
  services: Services,
  input: { id: string; viewer: MediaViewer; confirmed?: boolean },
): Promise<Result<undefined, "not-found" | "conflict" | "precondition-failed">> {
  const row = isMediaId(input.id) ? await findMediaRow(services.database.db, input.id) : undefined;
  if (!row) return fail("not-found", mediaMessages.notFound);
  const uses = (await mediaUsage(services, [row.id], input.viewer)).get(row.id) ?? [];
  const now = uses.filter((use) => use.current).map((use) => (use.label.startsWith('"') ? `the post ${use.label}` : use.label));
  if (now.length) return fail("conflict", mediaMessages.inUse(listOf(now)));
  if (uses.length && !input.confirmed) return fail("precondition-failed", mediaMessages.onlyEarlierVersions(listOf(uses.map((use) => use.label))));
  await deleteMediaRow(services.database.db, row.id);
  // After the row: a failure here leaves unreachable files, never a row whose files are gone.
  const keys = [
    row.original_key,
    mediaKey(row.id, row.filename),
    ...widthsOf(row.webp_widths).map((width) => mediaKey(row.id, variantFileName(row.filename, width, "webp"))),
    ...widthsOf(row.avif_widths).map((width) => mediaKey(row.id, variantFileName(row.filename, width, "avif"))),
  ];
  const failed = (await Promise.allSettled(keys.map((key) => services.storage.remove(key)))).filter((r) => r.status === "rejected").length;
  if (failed) services.logger.warn({ id: row.id, failed }, "media files left in storage after delete");
  return succeed();
}

/** A public media file for GET /media/<id>/<file>: only keys under media/, never the private originals. */
export async function openMediaFile(
  services: Pick<Services, "storage">,
  input: { id: string; file: string },
): Promise<{ stream: Readable; size: number; contentType: string } | null> {
  if (!isMediaId(input.id) || !isMediaFileName(input.file)) return null;
  const contentType = TYPE_OF_EXTENSION[input.file.split(".").pop() ?? ""];
  if (!contentType) return null;
  const file = await services.storage.open(mediaKey(input.id, input.file));
  return file ? { ...file, contentType } : null;
}

/**
 * A saved version's text without the library images deleted since (restoring it must not bring back a broken
 * image): their `<img>` tags leave the content, and a deleted cover gives way to `fallbackCover` (the post's cover
 * now; a post needs one). `leftOut` names the files, for the warning.
 */
export async function withoutDeletedImages(
  services: Pick<Services, "database">,
  input: { content: string; image: string; fallbackCover: string },
): Promise<{ content: string; image: string; leftOut: string[] }> {
  const ids = mediaIdsIn(`${input.content}\n${input.image}`);
  const existing = new Set((await findMediaRows(services.database.db, ids)).map((row) => row.id));
  const gone = new Set(ids.filter((id) => !existing.has(id)));
  if (gone.size === 0) return { ...input, leftOut: [] };
  const leftOut = new Set<string>();
  const deletedIn = (text: string) => {
    const match = /\/media\/([a-f0-9]{16})\/([a-z0-9][a-z0-9._-]*)/.exec(text);
    if (!match || !gone.has(match[1]!)) return false;
    leftOut.add(match[2]!);
    return true;
  };
  const content = input.content.replace(/<img\b[^>]*>/g, (tag) => (deletedIn(/\ssrc="([^"]*)"/.exec(tag)?.[1] ?? "") ? "" : tag));
  const image = deletedIn(input.image) ? input.fallbackCover : input.image;
  return { content, image, leftOut: [...leftOut] };
}
