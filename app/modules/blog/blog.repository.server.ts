import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from "kysely";
import type { DB, PostTable } from "~/db/schema";
import { publishDueDocuments, unpublishExpiredDocuments } from "~/modules/jobs/publish-schedule.repository.server";
import { deleteRevisionsOf } from "~/modules/revisions/revisions.repository.server";

/** The only file of the blog that speaks SQL. Every query runs on SQLite and PostgreSQL alike. */
export type PostRow = Selectable<PostTable>;
type Db = Kysely<DB>;

export interface PostFilter {
  category?: string;
  /** Admins see drafts too. */
  includeDrafts: boolean;
  /** Only this user's posts (an author's own list). */
  authorId?: string;
  /** Only the posts in this language (the public blog of each language); every language when absent (the admin). */
  language?: string;
}

function filtered(db: Db, filter: PostFilter) {
  let query = db.selectFrom("posts");
  if (!filter.includeDrafts) query = query.where("status", "=", "published");
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.authorId !== undefined) query = query.where("author_id", "=", filter.authorId);
  if (filter.language !== undefined) query = query.where("language", "=", filter.language);
  return query;
}

export function findPostById(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Slugs are unique per language (`/blog/x` and `/hi/blog/x` are two posts). */
export function findPostBySlug(db: Db, slug: string, language: string): Promise<PostRow | undefined> {
  return db.selectFrom("posts").selectAll().where("language", "=", language).where("slug", "=", slug).executeTakeFirst();
}

/** The posts of one language at these slugs (their id and title only: the analytics report's top posts). */
export function listPostTitlesBySlugs(db: Db, slugs: string[], language: string): Promise<Array<{ id: number; slug: string; title: string }>> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db.selectFrom("posts").select(["id", "slug", "title"]).where("language", "=", language).where("slug", "in", slugs).execute();
}

/** The post of `language` an old slug used to name, if any. */
export function findPostByOldSlug(db: Db, slug: string, language: string): Promise<PostRow | undefined> {
  return db
    .selectFrom("post_slug_redirects")
    .innerJoin("posts", "posts.id", "post_slug_redirects.post_id")
    .selectAll("posts")
    .where("post_slug_redirects.language", "=", language)
    .where("post_slug_redirects.old_slug", "=", slug)
    .executeTakeFirst();
}

/** Newest first; `after` continues a keyset page, `offset` a numbered one. */
export function listPosts(
  db: Db,
  filter: PostFilter & { limit: number; offset?: number; after?: { publishedAt: string; id: number } },
): Promise<PostRow[]> {
  let query = filtered(db, filter).selectAll();
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([eb("published_at", "<", after.publishedAt), eb.and([eb("published_at", "=", after.publishedAt), eb("id", "<", after.id)])]),
    );
  }
  return query
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listCategories(db: Db, filter: PostFilter): Promise<string[]> {
  // Distinct (category, status, language) triples, filtered here: they come from the covering index of migration
  // 0038, while "where status = ?" made SQLite walk the status index and visit every row (44 ms at 10,000 posts).
  const rows = await db.selectFrom("posts").select(["category", "status", "language"]).distinct().orderBy("category").execute();
  const categories = rows
    .filter((row) => (filter.includeDrafts || row.status === "published") && (filter.language === undefined || row.language === filter.language))
    .map((row) => row.category);
  return [...new Set(categories)];
}

/**
 * Slugs that start with `base` and belong to another post, as a current slug or an old one that still redirects.
 * LIKE's wildcards are escaped because "_" is allowed in slugs.
 */
export async function takenSlugsLike(db: Db, base: string, language: string, exceptPostId?: number): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape ${"\\"}`;
  let current = db.selectFrom("posts").select("slug").where("language", "=", language).where(like("slug"));
  let old = db.selectFrom("post_slug_redirects").select("old_slug as slug").where("language", "=", language).where(like("old_slug"));
  if (exceptPostId !== undefined) {
    current = current.where("id", "!=", exceptPostId);
    old = old.where("post_id", "!=", exceptPostId);
  }
  const rows = await current.unionAll(old).execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertPost(db: Db, row: Insertable<PostTable>): Promise<number> {
  const inserted = await db.insertInto("posts").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updatePostRow(db: Db, id: number, changes: Updateable<PostTable>): Promise<void> {
  await db.updateTable("posts").set(changes).where("id", "=", id).execute();
}

/** Saves only if the post is still at `version`; false when another save came first. */
export async function updatePostRowAtVersion(db: Db, id: number, version: number, changes: Updateable<PostTable>): Promise<boolean> {
  const result = await db.updateTable("posts").set(changes).where("id", "=", id).where("version", "=", version).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Remembers `oldSlug` for the post, and forgets any old slug of its language equal to its new one (a title changed back). */
export async function moveSlug(db: Db, post: { id: number; language: string }, oldSlug: string, newSlug: string): Promise<void> {
  await db.deleteFrom("post_slug_redirects").where("language", "=", post.language).where("old_slug", "in", [oldSlug, newSlug]).execute();
  await db.insertInto("post_slug_redirects").values({ old_slug: oldSlug, post_id: post.id, language: post.language }).execute();
}

export async function deletePostRow(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom("post_slug_redirects").where("post_id", "=", id).execute();
  // Revisions name a post or a page, so no foreign key takes them with the post (migration 0039).
  await deleteRevisionsOf(db, { type: "post", id });
  const result = await db.deleteFrom("posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listPublishedSlugs(db: Db): Promise<Array<{ slug: string; updated_at: string; language: string; translation_group: number | null }>> {
  return db
    .selectFrom("posts")
    .select(["slug", "updated_at", "language", "translation_group"])
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    // A translation is published at its original's time: without the id the two come in whatever order the
    // database finds them, and the sitemap's bytes would change with it.
    .orderBy("id", "desc")
    .execute();
}

export async function countPostsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom("posts").select(["status", (eb) => eb.fn.countAll<number>().as("count")]).groupBy("status").execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Two writers raced for one slug; the caller picks the next free one and tries again. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/**
 * Publishes every scheduled post whose time has come and answers their ids. One conditional UPDATE: on
 * PostgreSQL a second instance running it at the same moment waits for the row lock, re-reads the row, finds it
 * no longer scheduled and skips it; SQLite has one writer. So each post is published exactly once.
 */
export async function publishDueRows(db: Db, now: string): Promise<Array<{ id: number; slug: string; title: string }>> {
  return (await publishDueDocuments(db, "posts", now)).map(({ id, title, address }) => ({ id, slug: address, title }));
}

/** Takes published posts whose "unpublish at" has come back to draft, once each (as above). */
export async function unpublishExpiredRows(db: Db, now: string): Promise<Array<{ id: number; slug: string; title: string }>> {
  return (await unpublishExpiredDocuments(db, "posts", now)).map(({ id, title, address }) => ({ id, slug: address, title }));
}

/** Moves a post from one of `from` to new values, only if it still is in one of them; false otherwise. */
export async function transitionPostRow(db: Db, id: number, from: string[], changes: Updateable<PostTable>): Promise<boolean> {
  const result = await db
    .updateTable("posts")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every published post's text, newest first (the accessibility report reads all of them, decision 0032). */
export function listPublishedPostTexts(db: Db): Promise<Array<{ id: number; slug: string; language: string; title: string; content: string; published_at: string }>> {
  return db.selectFrom("posts").select(["id", "slug", "language", "title", "content", "published_at"]).where("status", "=", "published").orderBy("published_at", "desc").orderBy("id", "desc").execute();
}

export function listPostRowsByStatus(db: Db, status: string, authorId?: string): Promise<PostRow[]> {
  let query = db.selectFrom("posts").selectAll().where("status", "=", status);
  if (authorId !== undefined) query = query.where("author_id", "=", authorId);
  return query.orderBy(status === "scheduled" ? "publish_at" : "updated_at").orderBy("id").limit(500).execute();
}
