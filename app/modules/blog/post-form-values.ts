import type { PostJson, PostStatus } from "./blog.schema";
import { POST_STATUSES } from "./blog.schema";
import { formatTags } from "./tags";
import { utcToZonedDateTime } from "~/modules/time-zone";

/** The editor's text values: what the edit page prefills and what a refused submission gives back. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  category: string;
  image: string;
  tags: string;
  content: string;
  status: PostStatus;
  /** Wall-clock times in the site's zone ("2026-12-01T09:00"), "" for none. */
  publishAt: string;
  unpublishAt: string;
  /** The version this form started from ("" when creating). */
  version: string;
  /** "Keep the address" (a published post's edit form): the slug stays when the title changes. */
  keepSlug: boolean;
}

/** What the edit form shows for a stored post: tags joined by comma and space (SPEC). */
export function postToFormValues(post: PostJson, timeZone: string): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    image: post.image,
    tags: formatTags(post.tags),
    content: post.content,
    status: post.status,
    publishAt: post.publishAt ? utcToZonedDateTime(post.publishAt, timeZone) : "",
    unpublishAt: post.unpublishAt ? utcToZonedDateTime(post.unpublishAt, timeZone) : "",
    version: String(post.version),
    keepSlug: false,
  };
}

/** A refused submission's text fields, handed back so nothing the admin typed is lost (even without JavaScript). */
export function submittedFormValues(form: FormData): PostFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const status = text("status");
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    category: text("category"),
    image: text("image"),
    tags: text("tags"),
    content: text("content"),
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : "published",
    publishAt: text("publishAt"),
    unpublishAt: text("unpublishAt"),
    version: text("version"),
    keepSlug: text("keepSlug") === "on",
  };
}

export const emptyFormValues: PostFormValues = {
  title: "",
  excerpt: "",
  category: "",
  image: "",
  tags: "",
  content: "",
  status: "published",
  publishAt: "",
  unpublishAt: "",
  version: "",
  keepSlug: false,
};
