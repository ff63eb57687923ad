import { requireApiPermission } from "~/http/guards.server";
import { listMedia } from "~/modules/media/media.server";
import type { Route } from "./+types/media-json";

/**
 * GET /admin/media.json?q=&page= — the media library for the editor's picker: `{ items, page, pageCount }`,
 * newest first, `q` matching file name, title or alt text. Staff with media:manage (admins, editors, authors); 401/403 as the JSON API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiPermission(request, context, "media:manage");
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const list = await listMedia(context, { q: (url.searchParams.get("q") ?? "").slice(0, 200), page: Number.isFinite(page) ? page : 1 });
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
}
