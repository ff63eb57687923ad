import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { requireApiPermission } from "~/http/guards.server";
import { checkPostContent } from "~/modules/accessibility/accessibility.server";
import { previewPostContent } from "~/modules/blog/blog.server";
import type { Route } from "./+types/post-preview";

/** The editor's live preview: the content sanitized exactly as the post page will render it, and its accessibility check. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  await requireApiPermission(request, context, "post:create");
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const content = typeof body.value.content === "string" ? body.value.content : "";
  // The post's language (an unknown one is read as English).
  const language = typeof body.value.language === "string" ? body.value.language : "";
  return Response.json({ html: previewPostContent(content), accessibility: checkPostContent(content, language) }, { headers: { "Cache-Control": "no-store" } });
}
