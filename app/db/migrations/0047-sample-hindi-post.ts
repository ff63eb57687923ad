import type { Kysely } from "kysely";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { sampleHindiPost } from "~/modules/blog/sample-posts";
import { slugify } from "~/modules/blog/slug";
import { parseTags } from "~/modules/blog/tags";

/**
 * The sample Hindi post (issue 35, decision 0055) for databases seeded before the blog's seed made it: linked to the
 * sample English post it translates, published, dated and signed as that post. Only where that post is still the
 * sample (its title and slug as seeded, published, in English) and its group has no Hindi post yet, and the Hindi
 * slug is free: a site whose staff changed or removed the sample, or translated it themselves, is left as it is.
 * The search index's triggers (0009) index the new row as any insert.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const english = await db
    .selectFrom("posts")
    .select(["id", "translation_group", "author_id", "author_name", "published_at"])
    .where("language", "=", "en")
    .where("slug", "=", slugify(sampleHindiPost.translates))
    .where("title", "=", sampleHindiPost.translates)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!english) return;
  const group = english.translation_group === null ? null : Number(english.translation_group);
  if (group !== null && (await db.selectFrom("posts").select("id").where("translation_group", "=", group).where("language", "=", "hi").executeTakeFirst())) return;
  const slug = slugify(sampleHindiPost.title);
  if (await db.selectFrom("posts").select("id").where("language", "=", "hi").where("slug", "=", slug).executeTakeFirst()) return;

  const { translates: _, ...post } = sampleHindiPost;
  const now = new Date().toISOString();
  const columns = { title: post.title, excerpt: post.excerpt, content: sanitizePostHtml(post.content), image: post.image, category: post.category, tags: JSON.stringify(parseTags(post.tags)), status: "published" };
  // PostgreSQL's Migrator runs this in a transaction (a Transaction cannot open another); on SQLite, a failure after
  // the first update leaves the English post its own group, as joining a group makes it anyway.
  const translationGroup = group ?? Number(english.id);
  if (group === null) await db.updateTable("posts").set({ translation_group: translationGroup }).where("id", "=", english.id).execute();
  const inserted = await db
    .insertInto("posts")
    .values({ ...columns, slug, language: "hi", translation_group: translationGroup, author_id: english.author_id, author_name: english.author_name, published_at: english.published_at, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Its first revision, as createPost keeps one, so History has the version it started from.
  const { title, status, ...snapshot } = columns;
  await db
    .insertInto("document_revisions")
    .values({ document_type: "post", document_id: Number(inserted.id), version: 1, title, status, snapshot: JSON.stringify({ excerpt: snapshot.excerpt, content: snapshot.content, image: snapshot.image, category: snapshot.category, tags: snapshot.tags }), editor_id: english.author_id, editor_name: english.author_name, created_at: now, event: null, note: null })
    .execute();
}

/** Keeps the post: readers may have found it, and staff may have edited it since. */
export async function down(): Promise<void> {}
