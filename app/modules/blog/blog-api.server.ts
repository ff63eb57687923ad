import type { PostWriteResult } from "./blog.server";
import { blogMessages } from "./blog-messages";

/**
 * How the JSON API answers a write use case: the post (with `id` and `_id`), 400 with the SPEC's message and one
 * message per field, or 404.
 */
export function postWriteResponse(result: PostWriteResult, successStatus: 200 | 201): Response {
  if (result.ok) return Response.json(result.post, { status: successStatus, headers: { Location: `/api/blogs/${result.post.id}` } });
  if (result.status === 404) return postNotFoundResponse();
  return Response.json({ error: result.message, fieldErrors: result.fieldErrors }, { status: 400 });
}

export function postNotFoundResponse(): Response {
  return Response.json({ error: blogMessages.postNotFound }, { status: 404 });
}
