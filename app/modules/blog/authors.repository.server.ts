import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** Bylines' public side (issue 18): an author page's slug and bio, beside better-auth's user row. */
type Db = Kysely<DB>;

export function findProfileByUserId(db: Db, userId: string) {
  return db.selectFrom("author_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The profile and the user's current name; null name when the account is gone (its posts keep their byline). */
export function findProfileBySlug(db: Db, slug: string) {
  return db
    .selectFrom("author_profiles")
    .leftJoin("user", "user.id", "author_profiles.user_id")
    .select(["author_profiles.user_id", "author_profiles.slug", "author_profiles.bios", "user.name"])
    .where("author_profiles.slug", "=", slug)
    .executeTakeFirst();
}

export async function takenProfileSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom("author_profiles").select("slug").where("slug", "like", `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`).execute();
  return new Set(rows.map((row) => row.slug));
}

/** Inserts unless the user has a profile; false when the slug was taken meanwhile (the caller tries the next). */
export async function insertProfileIfMissing(db: Db, row: { user_id: string; slug: string; updated_at: string }): Promise<void> {
  await db.insertInto("author_profiles").values(row).onConflict((oc) => oc.column("user_id").doNothing()).execute();
}

export async function updateProfileBios(db: Db, userId: string, bios: Record<string, string>, now: string): Promise<void> {
  await db.updateTable("author_profiles").set({ bios: JSON.stringify(bios), updated_at: now }).where("user_id", "=", userId).execute();
}

/** The account's name, and the byline of every post it wrote. */
export async function updateUserName(db: Db, userId: string, name: string): Promise<void> {
  await db.updateTable("user").set({ name }).where("id", "=", userId).execute();
  await db.updateTable("posts").set({ author_name: name }).where("author_id", "=", userId).execute();
}

export function listPublishedPostRowsByAuthor(db: Db, authorId: string, limit: number) {
  return db
    .selectFrom("posts")
    .selectAll()
    .where("author_id", "=", authorId)
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The languages an author has published posts in. */
export async function listPublishedLanguagesOfAuthor(db: Db, authorId: string): Promise<string[]> {
  const rows = await db.selectFrom("posts").select("language").distinct().where("author_id", "=", authorId).where("status", "=", "published").execute();
  return rows.map((row) => row.language);
}

/** Per author page and language they published in: the newest change of a published post, and of the profile. */
export function listPublishedAuthorLanguages(db: Db) {
  return db
    .selectFrom("author_profiles")
    .innerJoin("posts", "posts.author_id", "author_profiles.user_id")
    .select((eb) => ["author_profiles.slug", "author_profiles.updated_at as profile_updated_at", "posts.language", eb.fn.max("posts.updated_at").as("post_updated_at")])
    .where("posts.status", "=", "published")
    .groupBy(["author_profiles.slug", "author_profiles.updated_at", "posts.language"])
    // A grouping has no order of its own (PostgreSQL's hash aggregate answers in any): the sitemap's must not change.
    .orderBy("author_profiles.slug")
    .orderBy("posts.language")
    .execute();
}
