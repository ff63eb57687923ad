import type { Locale } from "~/i18n/locales";
import type { PostRow } from "./blog.repository.server";
import type { PostJson, PostStatus, PostSummary } from "./blog.schema";
import { sanitizePostHtml } from "./post-html.server";

function parseStoredTags(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

export function toPostSummary(row: PostRow): PostSummary {
  return {
    id: Number(row.id),
    _id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    category: row.category,
    tags: parseStoredTags(row.tags),
    author: { id: row.author_id, name: row.author_name },
    status: row.status as PostStatus,
    date: row.published_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    reviewNote: row.review_note,
    language: row.language as Locale,
    translationGroup: row.translation_group === null ? null : Number(row.translation_group),
  };
}

/** The content is sanitized again on the way out: what is rendered never depends on how the row was written. */
export function toPostJson(row: PostRow): PostJson {
  return { ...toPostSummary(row), content: sanitizePostHtml(row.content) };
}
