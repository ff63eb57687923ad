import { methodNotAllowed, readJsonObject } from "~/modules/api/json-body.server";
import { getAdmin, requireApiAdmin } from "~/modules/auth/guards.server";
import { postWriteResponse } from "~/modules/blog/blog-api.server";
import { listPostsForApi } from "~/modules/blog/blog-queries.server";
import { createPost } from "~/modules/blog/blog.server";
import type { Route } from "./+types/blogs";

/**
 * GET /api/blogs: the list of posts (SPEC section 7), newest first; optional `category`, `limit`, and `cursor` or
 * `page`. The body stays a plain array; the total and the next page travel in headers. Drafts only for admins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context);
  const url = new URL(request.url);
  const result = await listPostsForApi(context, url.searchParams, { isAdmin: Boolean(admin) });
  if (!result.ok) return Response.json({ error: result.message, fieldErrors: result.fieldErrors }, { status: 400 });
  const headers = new Headers({ "X-Total-Count": String(result.total), "Cache-Control": admin ? "private, no-store" : "public, max-age=60" });
  if (result.nextCursor) {
    const next = new URLSearchParams(url.searchParams);
    next.delete("page");
    next.set("cursor", result.nextCursor);
    headers.set("Link", `</api/blogs?${next}>; rel="next"`);
    headers.set("X-Next-Cursor", result.nextCursor);
  }
  headers.set("Vary", "Cookie");
  return Response.json(result.posts, { headers });
}

/** POST /api/blogs: creates a post as the signed-in admin; the slug comes from the title. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const admin = await requireApiAdmin(request, context);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  return postWriteResponse(await createPost(context, body.value, { id: admin.id, name: admin.name }), 201);
}
