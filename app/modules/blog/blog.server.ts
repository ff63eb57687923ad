import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import {
  deletePostRow,
  findPostById,
  insertPost,
  isUniqueViolation,
  moveSlug,
  takenSlugsLike,
  updatePostRow,
  type PostRow,
} from "./blog.repository.server";
import { blogMessages } from "./blog-messages";
import type { PostInput, PostJson } from "./blog.schema";
import { sanitizePostHtml } from "./post-html.server";
import { toPostJson } from "./post-json.server";
import { firstFreeSlug, slugify } from "./slug";

/**
 * The blog's write use cases. The HTML forms (/blog/create, /blog/edit/{id}) and the JSON API (/api/blogs) both
 * parse with postInputSchema and call these, so slugs, sanitizing and authorship are decided in one place.
 */
/** The logger and cache are optional so the seeder, which runs before the app's services exist, can use the same use case. */
type BlogServices = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "logger" | "pageCache">>;

export interface PostAuthor {
  id: string;
  name: string;
}

/** SPEC: the author defaults to id 0 and name Admin when there is no current user (e.g. sample content). */
export const DEFAULT_AUTHOR: PostAuthor = { id: "0", name: "Admin" };

/** A slug race (two writers, one slug) is retried with the next free slug; the unique index is the referee. */
const SLUG_ATTEMPTS = 3;

function contentColumns(input: PostInput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: sanitizePostHtml(input.content),
    image: input.image,
    category: input.category,
    tags: JSON.stringify(input.tags),
  };
}

async function withSlugRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= SLUG_ATTEMPTS) throw error;
    }
  }
}

export async function createPost(services: BlogServices, input: { fields: PostInput; author?: PostAuthor }): Promise<PostJson> {
  const { fields, author = DEFAULT_AUTHOR } = input;
  const { db } = services.database;
  const stamp = services.clock.now().toISOString();
  const base = slugify(fields.title);
  const id = await withSlugRetry(async () => {
    const slug = firstFreeSlug(base, await takenSlugsLike(db, base));
    return insertPost(db, {
      ...contentColumns(fields),
      slug,
      author_id: author.id,
      author_name: author.name,
      status: fields.status ?? "published",
      published_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    });
  });
  const row = await findPostById(db, id);
  services.logger?.info({ postId: id, slug: row?.slug }, "post created");
  services.pageCache?.invalidate("post created");
  return toPostJson(row!);
}

/** Keeps the slug unless the title changed into one whose slug differs (SPEC slug rule). */
async function nextSlug(db: Kysely<DB>, current: PostRow, title: string): Promise<string> {
  if (title === current.title) return current.slug;
  const base = slugify(title);
  const suffix = current.slug.startsWith(`${base}-`) ? current.slug.slice(base.length + 1) : "";
  if (current.slug === base || /^\d+$/.test(suffix)) return current.slug;
  return firstFreeSlug(base, await takenSlugsLike(db, base, Number(current.id)));
}

export async function updatePost(services: BlogServices, input: { id: number; fields: PostInput }): Promise<Result<PostJson, "not-found">> {
  const { id, fields } = input;
  const { db } = services.database;
  const current = await findPostById(db, id);
  if (!current) return fail("not-found", blogMessages.postNotFound);
  const now = services.clock.now().toISOString();
  const status = fields.status ?? (current.status as PostJson["status"]);
  // A draft's date is its creation; publishing it makes the publication its date.
  const publishedAt = current.status === "draft" && status === "published" ? now : current.published_at;
  await withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      const slug = await nextSlug(trx, current, fields.title);
      await updatePostRow(trx, id, { ...contentColumns(fields), slug, status, published_at: publishedAt, updated_at: now });
      if (slug !== current.slug) await moveSlug(trx, id, current.slug, slug);
    }),
  );
  const row = await findPostById(db, id);
  services.logger?.info({ postId: id, slug: row?.slug }, "post updated");
  services.pageCache?.invalidate("post updated");
  return succeed(toPostJson(row!));
}

export async function deletePost(services: BlogServices, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const deleted = await services.database.db.transaction().execute((trx) => deletePostRow(trx, input.id));
  if (!deleted) return fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: input.id }, "post deleted");
  services.pageCache?.invalidate("post deleted");
  return succeed();
}

/** The editor's live preview: exactly what the post page would render. */
export function previewPostContent(content: string): string {
  return sanitizePostHtml(content);
}
