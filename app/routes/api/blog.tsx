import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { requireApiAdmin } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { blogMessages } from "~/modules/blog/blog-messages";
import { postInputSchema } from "~/modules/blog/blog.schema";
import { deletePost, updatePost } from "~/modules/blog/blog.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/blog";

const ALLOWED = ["PUT", "DELETE"];

export function loader() {
  return methodNotAllowed(ALLOWED);
}

/** PUT and DELETE /api/blogs/{id} (SPEC section 7), admins only; the session is checked before the id. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ALLOWED.includes(request.method)) return methodNotAllowed(ALLOWED);
  await requireApiAdmin(request, context);
  const id = parseId(params.id);
  if (id === null) return Response.json({ error: blogMessages.postNotFound }, { status: 404 });
  if (request.method === "DELETE") {
    const result = await deletePost(context, { id });
    return result.ok ? Response.json({ deleted: true, id, _id: id }) : failureJson(result);
  }
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const fields = parseInput(postInputSchema, body.value);
  const result = fields.ok ? await updatePost(context, { id, fields: fields.value }) : fields;
  return result.ok ? Response.json(result.value, { headers: { Location: `/api/blogs/${id}` } }) : failureJson(result);
}
