import { methodNotAllowed, readJsonObject } from "~/modules/api/json-body.server";
import { requireApiAdmin } from "~/modules/auth/guards.server";
import { postNotFoundResponse, postWriteResponse } from "~/modules/blog/blog-api.server";
import { deletePost, updatePost } from "~/modules/blog/blog.server";
import { parsePostId } from "~/modules/blog/post-json.server";
import type { Route } from "./+types/blog";

const ALLOWED = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(ALLOWED);
}

/** PUT and DELETE /api/blogs/{id} (SPEC section 7), admins only; the session is checked before the id. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  await requireApiAdmin(request, context);
  const id = parsePostId(params.id);
  if (!id) return postNotFoundResponse();
  if (request.method === "DELETE") {
    const result = await deletePost(context, id);
    return result.ok ? Response.json({ deleted: true, id, _id: id }) : postNotFoundResponse();
  }
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  return postWriteResponse(await updatePost(context, id, body.value), 200);
}
