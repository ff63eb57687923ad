import type { MediaItem, MediaPage } from "~/modules/media/media.schema";

/**
 * The picker's side of the media library's JSON contract (issue 17, part 1 serves it):
 * GET /admin/media.json?q=&page= (staff who write posts: media:manage), newest first, `q` matching filename, title and alt.
 */
export const MEDIA_ENDPOINT = "/admin/media.json";
export const MEDIA_PAGE = "/admin/media";

export type { MediaItem, MediaPage } from "~/modules/media/media.schema";

export type MediaResult = { ok: true; value: MediaPage } | { ok: false; message: string };

/** How the picker names an image in its warnings and lists: its title, or else its file name. */
export const mediaName = (item: Pick<MediaItem, "title" | "filename">) => item.title.trim() || item.filename;

export async function fetchMediaPage(query: string, page: number, signal?: AbortSignal): Promise<MediaResult> {
  const params = new URLSearchParams({ q: query, page: String(page) });
  let response: Response;
  try {
    response = await fetch(`${MEDIA_ENDPOINT}?${params}`, { headers: { Accept: "application/json" }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: "The media library could not be reached. Check your connection, then press Refresh." };
  }
  if (response.status === 404) return { ok: false, message: "This site has no media library yet, so there are no images to choose from." };
  if (response.status === 401 || response.status === 403) return { ok: false, message: "Your session has ended or does not allow this. Sign in again to use the media library." };
  if (!response.ok) return { ok: false, message: `The media library could not be loaded (error ${response.status}). Press Refresh to try again.` };
  try {
    return { ok: true, value: parseMediaPage(await response.json()) };
  } catch {
    return { ok: false, message: "The media library sent an answer the picker cannot read. Press Refresh to try again." };
  }
}

/** Checks the answer's shape instead of trusting it: a broken item is left out rather than crashing the dialog. */
function parseMediaPage(body: unknown): MediaPage {
  const value = body as Partial<MediaPage> | null;
  if (!value || !Array.isArray(value.items)) throw new Error("no items");
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const size = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? Math.round(v) : 0);
  const items = value.items
    .filter((item): item is MediaItem => !!item && typeof item === "object" && typeof item.url === "string" && item.url !== "")
    .map((item) => ({
      id: text(item.id) || item.url,
      url: item.url,
      thumbnailUrl: text(item.thumbnailUrl) || item.url,
      alt: text(item.alt),
      title: text(item.title),
      caption: text(item.caption),
      width: size(item.width),
      height: size(item.height),
      filename: text(item.filename) || item.url.split("/").pop() || "image",
    }));
  const page = size(value.page) || 1;
  return { items, page, pageCount: Math.max(size(value.pageCount), page) };
}
