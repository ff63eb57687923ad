import { z } from "zod";

/** What the media library accepts (issue 17): judged by the file's content, never its name. */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 50_000_000;
/** Files one plain (no-JavaScript) form may send at once; the script sends one per request. */
export const MEDIA_MAX_FILES = 20;
/** Variant widths; the original's width is added, and nothing wider than the original is made. */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;
/** AVIF costs far more to encode than WebP: above this width only WebP is made (decision 0015). */
export const AVIF_MAX_WIDTH = 1600;
export const MEDIA_PAGE_SIZE = 24;

export const mediaMessages = {
  wrongType: (name: string) =>
    `"${name}" is not a JPEG, PNG, WebP, AVIF or GIF image. SVG files are refused because they can carry scripts; export the image as PNG or WebP instead.`,
  tooLarge: (name: string) => `"${name}" is larger than 20 MB; an image may be at most 20 MB.`,
  tooManyPixels: (name: string, megapixels: number) => `"${name}" has ${megapixels} megapixels; images may have at most 50 megapixels.`,
  unreadable: (name: string) => `"${name}" could not be read as an image. It may be damaged.`,
  tooMany: `Send at most ${MEDIA_MAX_FILES} images at once.`,
  noFile: "Choose a file to upload.",
  notFound: "This image is not in the media library any more.",
  inUse: (where: string) => `This image is used in ${where}. Remove it there first, then delete it.`,
  onlyEarlierVersions: (where: string) =>
    `This image is only used in ${where}. If you delete it, restoring such a version brings its text back without this image. Delete it anyway?`,
} as const;

/** Alt, title and caption of a library image; alt may be empty until the image is inserted somewhere. */
export const mediaDetailsSchema = z.object({
  alt: z.string().trim().max(300, "Alt text may be at most 300 characters."),
  title: z.string().trim().max(200, "The title may be at most 200 characters."),
  caption: z.string().trim().max(1000, "The caption may be at most 1000 characters."),
});
export type MediaDetails = z.infer<typeof mediaDetailsSchema>;

/** One image as GET /admin/media.json answers it (the contract with the editor's picker). */
export interface MediaItem {
  id: string;
  url: string;
  thumbnailUrl: string;
  alt: string;
  title: string;
  caption: string;
  width: number;
  height: number;
  filename: string;
}

/** What the admin page shows besides the contract's fields. */
export interface MediaListItem extends MediaItem {
  size: number;
  mime: string;
  createdAt: string;
  usedIn: MediaUse[];
}

/** One place an image is used, as the viewer may see it (an author sees no title of another author's draft). */
export interface MediaUse {
  /** The post's title, `an earlier version of "Title"`, or `a draft by another author`. */
  label: string;
  /** The post's page, when the viewer may see the post. */
  href: string | null;
  /** In the post as it is now (deleting is refused), or only in an earlier version (deleting asks first). */
  current: boolean;
}

export interface MediaPage<T = MediaItem> {
  items: T[];
  page: number;
  pageCount: number;
}

const mediaId = z.string().regex(/^[a-f0-9]{16}$/, mediaMessages.notFound);

/** The admin page's buttons (the upload is multipart and read apart). */
export const mediaActionSchema = z.discriminatedUnion("intent", [
  mediaDetailsSchema.extend({ intent: z.literal("update"), id: mediaId }),
  // confirm: the person was told that earlier versions of posts use the image and chose to delete it anyway.
  z.object({ intent: z.literal("delete"), id: mediaId, confirm: z.literal("earlier-versions").optional().catch(undefined) }),
]);
