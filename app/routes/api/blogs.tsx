import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { auditActorOf, getApiUserWith, requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { versionETag } from "~/http/etag.server";
import { postInputSchema, postListQuerySchema } from "~/modules/blog/blog.schema";
import { parseInput } from "~/modules/forms/parse-form";
import { listPostsForApi } from "~/modules/blog/blog-queries.server";
import { createPost } from "~/modules/blog/blog.server";
import { withAccessibility } from "~/modules/accessibility/accessibility.server";
import type { Route } from "./+types/blogs";

/**
 * GET /api/blogs: the list of posts (SPEC section 7), newest first; optional `category`, `limit`, and `cursor` or
 * `page`. The body stays a plain array; the total and the next page travel in headers. Drafts only for editors and admins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getApiUserWith(request, context, "post:read:any");
  const url = new URL(request.url);
  const query = parseInput(postListQuerySchema, Object.fromEntries(url.searchParams));
  const result = query.ok ? await listPostsForApi(context, { query: query.value, viewer: { isAdmin: Boolean(admin) } }) : query;
  if (!result.ok) return failureJson(result);
  const { posts, total, nextCursor } = result.value;
  const headers = new Headers({ "X-Total-Count": String(total), "Cache-Control": admin ? "private, no-store" : "public, max-age=60" });
  if (nextCursor) {
    const next = new URLSearchParams(url.searchParams);
    next.delete("page");
    next.set("cursor", nextCursor);
    headers.set("Link", `</api/blogs?${next}>; rel="next"`);
    headers.set("X-Next-Cursor", nextCursor);
  }
  headers.set("Vary", "Cookie");
  return Response.json(posts, { headers });
}

/**
 * POST /api/blogs: creates a post as the signed-in user (an author's is a draft); the slug comes from the title.
 * The answer carries the accessibility check's findings; the API reports them and refuses nothing for them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiPermission(request, context, "post:create");
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const fields = parseInput(postInputSchema, body.value);
  if (!fields.ok) return failureJson(fields);
  const created = await createPost(context, { fields: fields.value, author: user, by: auditActorOf(user, context), accessibility: { mode: "report" } });
  if (!created.ok) return failureJson(created);
  const post = created.value;
  return Response.json(withAccessibility(post), { status: 201, headers: { Location: `/api/blogs/${post.id}`, ETag: versionETag(post.version) } });
}
