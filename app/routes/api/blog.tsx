import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { auditActorOf, getApiReader, requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { parseIfMatch, versionETag } from "~/http/etag.server";
import { canReadPost } from "~/modules/auth/permissions";
import { blogMessages } from "~/modules/blog/blog-messages";
import { findPostForEditor } from "~/modules/blog/blog-queries.server";
import { postInputSchema } from "~/modules/blog/blog.schema";
import { deletePost, editMessages, updatePost } from "~/modules/blog/blog.server";
import { withAccessibility } from "~/modules/accessibility/accessibility.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/blog";

const ALLOWED = ["GET", "PUT", "DELETE"];

/**
 * GET /api/blogs/{id}: one post with its version as the ETag and the accessibility check's findings (`accessibility`).
 * Drafts only for editors and admins, or their author; anyone else gets 404, as if it did not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const post = id ? await findPostForEditor(context, { id }) : null;
  const reader = post && post.status !== "published" ? await getApiReader(request, context, "post:read:any") : null;
  if (!post || !canReadPost(reader, { authorId: post.author.id, status: post.status })) return Response.json({ error: blogMessages.postNotFound }, { status: 404 });
  // Never from the page cache: its ETag would be a hash of the body, and this one is the post's version.
  return Response.json(withAccessibility(post), { headers: { ETag: versionETag(post.version), "Cache-Control": "private, no-cache", Vary: "Cookie" } });
}

/**
 * PUT and DELETE /api/blogs/{id} (SPEC section 7); the session is checked before the id. PUT takes an optional
 * If-Match (the version from the ETag): on a mismatch, 412 and nothing is written; without it, as the SPEC says.
 * An author may change only their own post while it is not public (403 otherwise).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ALLOWED.includes(request.method) || request.method === "GET") return methodNotAllowed(ALLOWED);
  if (request.method === "DELETE") {
    const user = await requireApiPermission(request, context, "post:delete:any");
    const id = parseId(params.id);
    if (id === null) return Response.json({ error: blogMessages.postNotFound }, { status: 404 });
    const result = await deletePost(context, { id, by: auditActorOf(user, context) });
    return result.ok ? Response.json({ deleted: true, id, _id: id }) : failureJson(result);
  }
  const user = await requireApiPermission(request, context, "post:update:own");
  const id = parseId(params.id);
  if (id === null) return Response.json({ error: blogMessages.postNotFound }, { status: 404 });
  const ifMatch = parseIfMatch(request.headers.get("If-Match"));
  if (ifMatch === null) return Response.json({ error: editMessages.staleVersion }, { status: 412 });
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const fields = parseInput(postInputSchema, body.value);
  const baseVersion = typeof ifMatch === "number" ? ifMatch : undefined;
  const result = fields.ok ? await updatePost(context, { id, fields: fields.value, actor: user, baseVersion, via: "api", by: auditActorOf(user, context), accessibility: { mode: "report" } }) : fields;
  if (!result.ok) return failureJson(result);
  return Response.json(withAccessibility(result.value), { headers: { Location: `/api/blogs/${id}`, ETag: versionETag(result.value.version) } });
}
