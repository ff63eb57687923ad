import { failureJson } from "~/http/failure-response";
import { requireApiPermission } from "~/http/guards.server";
import { receiveMediaUploads } from "~/http/media-upload.server";
import type { Route } from "./+types/media-upload";

/**
 * POST /admin/media/upload (multipart, field "files"): the admin page's script sends each file on its own here,
 * so each gets its own progress bar and its own answer. 201 `{ added, refused }`, or the failure's status (400,
 * 413 too large, 415 not an accepted image).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const uploader = await requireApiPermission(request, context, "media:manage");
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const result = await receiveMediaUploads(context, request, uploader.id);
  if (!result.ok) return failureJson(result);
  const { added, refused } = result.value;
  return Response.json({ added, refused: refused.map((failure) => failure.message) }, { status: 201 });
}
