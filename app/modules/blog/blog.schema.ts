import { LOCALES, type Locale } from "~/i18n/locales";
import { z } from "~/modules/forms/zod";
import { blogMessages } from "./blog-messages";
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from "./tags";

/** "review": an author asks an editor to publish it; "scheduled": public at `publishAt` (issue 18). */
export const POST_STATUSES = ["published", "draft", "review", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const limits = { title: 200, excerpt: 500, category: 60, image: 2000, content: 100_000 } as const;

/** An absolute http(s) URL, or a path on this site (our self-hosted sample images). Never javascript:, data:, //host. */
export function isPostImageUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s"'<>]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const text = z.string().trim().catch("");
const tooLong = (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-US")} characters`;

/**
 * One schema for the create and edit forms (browser and server) and the JSON API. Missing required fields give
 * the SPEC's single message; each missing field also gets its own (the form shows it under the field, the API
 * answers it in `fieldErrors`). `tags` is the
 * comma-separated text of the form or the API's list. `slug` and `author` may be sent (SPEC section 7) but are
 * decided on the server: the slug from the title, the author from the session.
 */
export const postInputSchema = z
  .object({
    title: text,
    excerpt: text,
    category: text,
    image: text,
    content: z.string().catch(""),
    tags: z.union([z.string(), z.array(z.string())]).optional().catch(undefined).transform((value) => parseTags(value)),
    status: z.enum(POST_STATUSES).optional().catch(undefined),
    /** A time in the site's zone as the form sends it ("2026-12-01T09:00"), or an ISO time with its offset (API); "" clears. */
    publishAt: z.string().trim().max(40).optional().catch(undefined),
    unpublishAt: z.string().trim().max(40).optional().catch(undefined),
    /** The version the writer started from (the edit form's hidden field); a newer stored one is an edit conflict. */
    version: z.coerce.number().int().positive().optional().catch(undefined),
    /** Keep the post's address when its title changes (the edit form's checkbox for a published post, issue 32). */
    keepSlug: z
      .union([z.literal("on"), z.boolean()])
      .transform((value) => value === "on" || value === true)
      .optional()
      .catch(undefined),
  })
  .superRefine((value, ctx) => {
    const requiredFields = ["title", "excerpt", "category", "image", "content"] as const;
    const missing = requiredFields.filter((field) => !value[field].trim());
    // The SPEC's sentence is the form's message (the first issue, on no field); each missing field says what it needs.
    if (missing.length > 0) ctx.addIssue({ code: "custom", path: [], message: blogMessages.required });
    for (const field of missing) ctx.addIssue({ code: "custom", path: [field], message: blogMessages.missing[field] });
    const lengthChecks = [
      ["title", "Title"],
      ["excerpt", "Excerpt"],
      ["category", "Category"],
      ["image", "Image URL"],
      ["content", "Content"],
    ] as const;
    for (const [field, label] of lengthChecks) {
      if (value[field].length > limits[field]) ctx.addIssue({ code: "custom", path: [field], message: tooLong(label, limits[field]) });
    }
    if (value.image && !isPostImageUrl(value.image)) ctx.addIssue({ code: "custom", path: ["image"], message: blogMessages.invalidImage });
    if (value.tags.length > MAX_TAGS) ctx.addIssue({ code: "custom", path: ["tags"], message: `At most ${MAX_TAGS} tags` });
    if (value.tags.some((tag) => tag.length > MAX_TAG_LENGTH)) {
      ctx.addIssue({ code: "custom", path: ["tags"], message: `Each tag must be at most ${MAX_TAG_LENGTH} characters` });
    }
  });

export type PostInput = z.infer<typeof postInputSchema>;

/** A post as the pages and the JSON API see it. `_id` repeats `id` for clients of the original API (SPEC). */
export interface PostJson {
  id: number;
  _id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  tags: string[];
  author: { id: string; name: string };
  status: PostStatus;
  /** The post's date: first publication (creation while a draft). */
  date: string;
  updatedAt: string;
  /** Grows with every save; the API's ETag. */
  version: number;
  publishAt: string | null;
  unpublishAt: string | null;
  /** Why an editor sent it back (shown to its author). */
  reviewNote: string | null;
  /** The post's language; a translation is another post (decision 0038). */
  language: Locale;
  /** Shared by a post and its translations (the original's id); null while it has none. */
  translationGroup: number | null;
}

/** A post on a card: everything but the content. */
export type PostSummary = Omit<PostJson, "content">;

export const PAGE_SIZE = 9;
export const API_DEFAULT_LIMIT = 50;
export const API_MAX_LIMIT = 100;

/** GET /api/blogs query. Bad values are refused with a 400, not guessed at. */
/** The fields of a post whose edit a post.updated webhook names (with "slug" when it moved). */
export const POST_CONTENT_FIELDS = ["title", "excerpt", "content", "image", "category", "tags"] as const;

export const postListQuerySchema = z.object({
  category: z.string().trim().max(limits.category).optional(),
  limit: z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(API_MAX_LIMIT, `limit must be at most ${API_MAX_LIMIT}`)
    .optional(),
  page: z.coerce.number({ message: "page must be a whole number" }).int("page must be a whole number").min(1, "page must be at least 1").optional(),
  cursor: z.string().max(200).optional(),
  /** One language's posts (decision 0038); without it, every language's, as the SPEC's API always answered. */
  language: z
    .enum(LOCALES, { message: `language must be one of ${LOCALES.join(", ")}` })
    .optional()
    .meta({ description: "Only the posts in this language; every language's when absent." }),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;
