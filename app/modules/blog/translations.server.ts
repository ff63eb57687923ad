import { type Locale, localeOrDefault } from "~/i18n/locales";
import type { AuditActor } from "~/modules/audit/audit.server";
import { succeed, type Result } from "~/modules/result";
import { translateDocument } from "~/modules/translations/translate-document.server";
import type { AppServices } from "~/modules/services";
import { findPostById, type PostRow } from "./blog.repository.server";
import type { PostJson } from "./blog.schema";
import { createPost, type PostActor } from "./blog.server";
import { blogMessages } from "./blog-messages";
import { toPostJson } from "./post-json.server";
import { listGroupLanguages, listPostsInGroup } from "./translations.repository.server";

/**
 * Posts translated as linked documents (issue 35, decisions 0028 and 0038): a translation is a post of its own (its
 * slug, status, schedule and revisions, made and saved by blog.server.ts's use cases), in the original's
 * translation group, one per language.
 */
type Services = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "logger" | "pageCache" | "env">>;

/** Another post of the group, as the editor, the post page and the admin's list name it. */
export interface PostTranslation {
  id: number;
  language: Locale;
  slug: string;
  status: string;
}

/**
 * "Translate to हिन्दी": the post's draft in `language`, made now from the original's text (title, excerpt, content,
 * image, category and tags, for the translator to write over) by `actor`, or the one that exists. Answers its id and
 * whether it was made (the shared steps: translate-document.server.ts).
 */
export async function translatePost(
  services: Services,
  input: { id: number; language: string; actor: PostActor; by?: AuditActor },
): Promise<Result<{ id: number; created: boolean }, "not-found" | "invalid" | "forbidden">> {
  const db = services.database.db;
  const translated = await translateDocument({
    db,
    table: "posts",
    kind: "post",
    original: await findPostById(db, input.id),
    notFound: blogMessages.postNotFound,
    language: input.language,
    answer: (row: PostRow) => Number(row.id),
    make: async (original, language) => {
      const fields = {
        title: original.title,
        excerpt: original.excerpt,
        content: original.content,
        image: original.image,
        category: original.category,
        tags: toPostJson(original).tags,
        status: "draft" as const,
      };
      const created = await createPost(services, { fields, author: input.actor, by: input.by, language, translationOf: Number(original.id) });
      return created.ok ? succeed(created.value.id) : created;
    },
  });
  return translated.ok ? succeed({ id: translated.value.value, created: translated.value.created }) : translated;
}

/** The other posts of a post's group (its translations, or the original and its other translations). */
export async function listTranslationsOf(services: Pick<AppServices, "database">, post: { id: number; translationGroup: number | null }): Promise<PostTranslation[]> {
  if (post.translationGroup === null) return [];
  const rows = await listPostsInGroup(services.database.db, post.translationGroup);
  return rows.filter((row) => Number(row.id) !== post.id).map(toTranslation);
}

/**
 * What a translation's editor shows beside the form, read only: the post the group started from (title, excerpt,
 * content). Null for an original, or when the original has been deleted.
 */
export async function findOriginalOf(services: Pick<AppServices, "database">, post: { id: number; translationGroup: number | null }): Promise<PostJson | null> {
  if (post.translationGroup === null || post.translationGroup === post.id) return null;
  const row = await findPostById(services.database.db, post.translationGroup);
  return row ? toPostJson(row) : null;
}

/** For a list of posts: the other languages each one exists in (its translations), by post id. */
export async function listTranslationsOfPosts(
  services: Pick<AppServices, "database">,
  posts: Array<{ id: number; translationGroup: number | null }>,
): Promise<Record<number, PostTranslation[]>> {
  const groups = [...new Set(posts.flatMap((post) => (post.translationGroup === null ? [] : [post.translationGroup])))];
  const byGroup = await listGroupLanguages(services.database.db, groups);
  return Object.fromEntries(
    posts.map((post) => [post.id, (post.translationGroup === null ? [] : (byGroup.get(post.translationGroup) ?? [])).filter((row) => row.id !== post.id).map(toTranslation)]),
  );
}

function toTranslation(row: { id: number | bigint; language: string; slug: string; status: string }): PostTranslation {
  return { id: Number(row.id), language: localeOrDefault(row.language), slug: row.slug, status: row.status };
}
