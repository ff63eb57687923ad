import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from "kysely";
import type { DB, PageTable } from "~/db/schema";

/** The only code that runs SQL for pages of blocks (decision 0039); both dialects. */
type Db = Kysely<DB> | Transaction<DB>;
export type PageRow = Selectable<PageTable>;

export function findPageRow(db: Db, id: number): Promise<PageRow | undefined> {
  return db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPageRowByPath(db: Db, path: string, language: string): Promise<PageRow | undefined> {
  return db.selectFrom("pages").selectAll().where("language", "=", language).where("path", "=", path).executeTakeFirst();
}

/** The page of `language` an old path used to lead to, if any. */
export function findPageRowByOldPath(db: Db, path: string, language: string): Promise<PageRow | undefined> {
  return db
    .selectFrom("page_path_redirects")
    .innerJoin("pages", "pages.id", "page_path_redirects.page_id")
    .selectAll("pages")
    .where("page_path_redirects.language", "=", language)
    .where("page_path_redirects.old_path", "=", path)
    .executeTakeFirst();
}

/** Every page, newest change first, without the blocks (the admin's list). */
export function listPageRows(db: Db): Promise<Array<Omit<PageRow, "blocks">>> {
  return db
    .selectFrom("pages")
    .select(["id", "path", "language", "translation_group", "title", "description", "status", "version", "created_at", "updated_at", "published_at", "updated_by", "publish_at", "unpublish_at", "content_changed_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The published pages' addresses and times (the sitemap). */
export function listPublishedPagePaths(db: Db): Promise<Array<{ path: string; language: string; updated_at: string; translation_group: number | null }>> {
  return db.selectFrom("pages").select(["path", "language", "updated_at", "translation_group"]).where("status", "=", "published").orderBy("path").orderBy("language").execute();
}

export async function insertPageRow(db: Db, row: Insertable<PageTable>): Promise<number> {
  const inserted = await db.insertInto("pages").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

/** Saves only if the page is still at `version`, and bumps it; false when another save came first. */
export async function updatePageRowAtVersion(db: Db, id: number, version: number, changes: Updateable<PageTable>): Promise<boolean> {
  const result = await db
    .updateTable("pages")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Remembers `oldPath` for the page, and forgets any old path of its language equal to its new one (moved back). */
export async function movePagePath(db: Db, page: { id: number; language: string }, oldPath: string, newPath: string): Promise<void> {
  await db.deleteFrom("page_path_redirects").where("language", "=", page.language).where("old_path", "in", [oldPath, newPath]).execute();
  await db.insertInto("page_path_redirects").values({ old_path: oldPath, page_id: page.id, language: page.language }).execute();
}

/** Pages (drafts too) whose blocks name any of these library images, as an image block's pick or in rich text HTML. */
export function listPagesMentioningMedia(db: Db, ids: readonly string[]): Promise<Array<Pick<PageRow, "id" | "title" | "blocks">>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("pages")
    .select(["id", "title", "blocks"])
    .where((eb) => eb.or(ids.flatMap((id) => [eb("blocks", "like", `%"mediaId":"${id}"%`), eb("blocks", "like", `%/media/${id}/%`)])))
    .orderBy("id")
    .execute();
}

/** Scheduled pages, soonest first (the admin's Scheduled list). */
/** Pages the scheduler will move: scheduled ones, and published ones with an unpublish time. */
export function listScheduledPageRows(db: Db): Promise<Array<Pick<PageRow, "id" | "path" | "title" | "publish_at" | "unpublish_at">>> {
  return db
    .selectFrom("pages")
    .select(["id", "path", "title", "publish_at", "unpublish_at", "content_changed_at"])
    .where((eb) => eb.or([eb("status", "=", "scheduled"), eb.and([eb("status", "=", "published"), eb("unpublish_at", "is not", null)])]))
    .orderBy(sql`coalesce(publish_at, unpublish_at)`)
    .orderBy("id")
    .limit(500)
    .execute();
}
