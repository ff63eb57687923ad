import { ACCESSIBILITY_RULES } from "~/modules/accessibility/accessibility.schema";
import { acceptedBy, callerRefusals, jsonBodyRefusals, keyRateRefusal, callerSecurity, errorResponse, idParameter, json, type ApiRegistry } from "~/modules/api-docs/openapi-parts";
import { z } from "~/modules/forms/zod";
import { LOCALES } from "~/i18n/locales";
import { POST_STATUSES, postInputSchema, postListQuerySchema } from "./blog.schema";

/** A post as the JSON API answers it (blog-queries.server.ts). */
export const apiPostSchema = z
  .strictObject({
    id: z.int(),
    _id: z.int().meta({ description: "The same as id (SPEC section 7)." }),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    author: z.strictObject({ id: z.string(), name: z.string() }),
    status: z.enum(POST_STATUSES),
    date: z.string(),
    updatedAt: z.string(),
    version: z.int().meta({ description: "Send it back in If-Match to refuse overwriting someone else's change." }),
    publishAt: z.string().nullable(),
    unpublishAt: z.string().nullable(),
    reviewNote: z.string().nullable(),
    language: z.enum(LOCALES).meta({ description: "The post's language; its translations are posts of their own." }),
    translationGroup: z.int().nullable().meta({ description: "Shared by a post and its translations (the original's id); null while it has none." }),
    content: z.string().meta({ description: "Sanitized HTML." }),
  })
  .meta({ id: "Post" });

/** A post as GET /api/blogs lists it: with its translations the caller may read (published ones; drafts too for a caller that reads drafts). */
export const apiListedPostSchema = apiPostSchema
  .extend({
    translations: z
      .array(z.strictObject({ id: z.int(), language: z.enum(LOCALES) }))
      .meta({ description: "The other posts of its translation group: each one's id (GET /api/blogs/{id}) and language." }),
  })
  .meta({ id: "ListedPost" });

/** One post with the accessibility check's findings (reported, never refused through the API; decision 0032). */
export const apiCheckedPostSchema = apiPostSchema
  .extend({
    accessibility: z.array(z.strictObject({ rule: z.enum(ACCESSIBILITY_RULES), severity: z.enum(["error", "warning"]), message: z.string(), excerpt: z.string() })),
  })
  .meta({ id: "CheckedPost" });

// postInputSchema keeps what a form sends even when a field is wrong (.catch), which zod-to-openapi cannot read.
const postBody = { content: { "application/json": { schema: acceptedBy(postInputSchema) } } };
const notFound = errorResponse("No such post, or a draft the caller may not read.");

/** The JSON API's blog routes (app/routes/api/blogs.tsx, blog.tsx). */
export function registerBlogApi(registry: ApiRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/api/blogs",
    tags: ["Posts"],
    summary: "Posts, newest first (drafts too for a caller that may read them: key scope posts:read)",
    description: "Every language's posts, unless `language` names one; each post says its `language` and lists its `translations`.",
    security: [{}, ...callerSecurity("posts:read")],
    request: { query: postListQuerySchema },
    responses: {
      200: json(z.array(apiListedPostSchema), "A page of posts.", {
        "X-Total-Count": { description: "Posts in all pages.", schema: { type: "string" } },
        Link: { description: 'The next page: rel="next".', schema: { type: "string" } },
      }),
      400: errorResponse("A query parameter was refused (a limit out of range, a cursor this API did not give, a language the site does not have)."),
      ...keyRateRefusal(),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/blogs",
    tags: ["Posts"],
    summary: "Create a post as the caller",
    security: callerSecurity("posts:write"),
    request: { body: postBody },
    responses: { 201: json(apiCheckedPostSchema, "Created."), 400: errorResponse("A field was refused (fieldErrors)."), ...jsonBodyRefusals(), ...callerRefusals("posts:write") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/blogs/{id}",
    tags: ["Posts"],
    summary: "One post, its version as the ETag",
    security: [{}, ...callerSecurity("posts:read")],
    request: { params: idParameter("post") },
    responses: { 200: json(apiCheckedPostSchema, "The post."), 404: notFound, ...keyRateRefusal() },
  });
  registry.registerPath({
    method: "put",
    path: "/api/blogs/{id}",
    tags: ["Posts"],
    summary: "Change a post",
    security: callerSecurity("posts:write"),
    request: { params: idParameter("post"), headers: z.object({ "If-Match": z.string().optional().meta({ description: "The ETag (version) the change starts from." }) }), body: postBody },
    responses: {
      200: json(apiCheckedPostSchema, "Saved."),
      400: errorResponse("A field was refused (fieldErrors)."),
      404: notFound,
      412: errorResponse("The post changed since the version in If-Match; nothing was written."),
      ...jsonBodyRefusals(),
      ...callerRefusals("posts:write"),
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/blogs/{id}",
    tags: ["Posts"],
    summary: "Delete a post",
    security: callerSecurity("posts:write"),
    request: { params: idParameter("post") },
    responses: { 200: json(z.strictObject({ deleted: z.literal(true), id: z.int(), _id: z.int() }), "Deleted."), 404: notFound, ...callerRefusals("posts:write") },
  });
}
