import { sql, type Insertable, type Kysely, type Selectable } from "kysely";
import type { DB, MediaTable } from "~/db/schema";

/** The only file of the media library that speaks SQL (SQLite and PostgreSQL alike). */
export type MediaRow = Selectable<MediaTable>;
type Db = Kysely<DB>;

export async function insertMediaRow(db: Db, row: Insertable<MediaTable>): Promise<void> {
  await db.insertInto("media").values(row).execute();
}

export function findMediaRow(db: Db, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findMediaRows(db: Db, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("media")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

function matching(db: Db, q: string) {
  let query = db.selectFrom("media");
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    // LIKE with our own escape character, so % and _ typed by the admin match themselves.
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["filename", "original_name", "title", "alt"] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  return query;
}

/** Newest first, `q` matching file name, title or alt text (every word somewhere). */
export function listMediaRows(db: Db, filter: { q: string; limit: number; offset: number }): Promise<MediaRow[]> {
  return matching(db, filter.q).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute();
}

export async function countMediaRows(db: Db, q: string): Promise<number> {
  const row = await matching(db, q)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateMediaRow(
  db: Db,
  id: string,
  fields: { alt: string; title: string; caption: string; updated_at: string },
): Promise<boolean> {
  const result = await db.updateTable("media").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMediaRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("media").where("id", "=", id).execute();
}

const needlesFor = (ids?: readonly string[]) => (ids?.length ? ids.map((id) => `%/media/${id}/%`) : ["%/media/%"]);

/** Posts (drafts too) whose content or cover mentions any library image: the caller works out which. */
export function listPostsMentioningMedia(db: Db, ids?: readonly string[]) {
  return db
    .selectFrom("posts")
    .select(["id", "title", "slug", "language", "status", "author_id", "content", "image"])
    .where((eb) => eb.or(needlesFor(ids).flatMap((needle) => [eb("content", "like", needle), eb("image", "like", needle)])))
    .orderBy("id", "desc")
    .execute();
}

/** Saved versions (revisions) of posts whose content or cover mentions any of the images, with their post as it is now. */
export async function listRevisionsMentioningMedia(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom("document_revisions as r")
    .innerJoin("posts as p", "p.id", "r.document_id")
    .select(["p.id", "p.title", "p.slug", "p.language", "p.status", "p.author_id", "r.snapshot"])
    .where("r.document_type", "=", "post")
    // The snapshot is JSON holding the content and the cover: a needle in either is a needle in it.
    .where((eb) => eb.or(needlesFor(ids).map((needle) => eb("r.snapshot", "like", needle))))
    .orderBy("p.id", "desc")
    .execute();
  return rows.map(({ snapshot, ...post }) => {
    const fields = JSON.parse(snapshot) as { content?: string; image?: string };
    return { ...post, content: fields.content ?? "", image: fields.image ?? "" };
  });
}
