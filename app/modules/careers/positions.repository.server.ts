import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { DB, PositionTable } from "~/db/schema";

export type PositionRow = Selectable<PositionTable>;

/** Open (`open`) or closed positions at moment `now`: closed by hand, or past the closing date. */
function byState(db: Kysely<DB>, filter: { open: boolean; now: string }) {
  return db.selectFrom("positions").where((eb) => {
    const open = eb.and([eb("closed_at", "is", null), eb.or([eb("closes_at", "is", null), eb("closes_at", ">", filter.now)])]);
    return filter.open ? open : eb.not(open);
  });
}

/** Newest first: a created position appears at the top, an edited one keeps its place. */
export function listPositionRows(db: Kysely<DB>, filter: { open: boolean; now: string; limit?: number; language?: string }): Promise<PositionRow[]> {
  const all = byState(db, filter).selectAll().orderBy("posted_at", "desc").orderBy("id", "desc");
  const query = filter.language === undefined ? all : all.where("language", "=", filter.language);
  return (filter.limit === undefined ? query : query.limit(filter.limit)).execute();
}

/** Every position, open or closed (the sitemap's lastmod of /careers moves when one closes). */
export function listAllPositionRows(db: Kysely<DB>): Promise<PositionRow[]> {
  return db.selectFrom("positions").selectAll().orderBy("posted_at", "desc").orderBy("id", "desc").execute();
}

/** Positions whose closing date fell in (after, upTo]: they closed by themselves in that span. */
export async function countPositionsClosingBetween(db: Kysely<DB>, after: string, upTo: string): Promise<number> {
  const row = await db
    .selectFrom("positions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("closed_at", "is", null)
    .where("closes_at", ">", after)
    .where("closes_at", "<=", upTo)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findPositionRowById(db: Kysely<DB>, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom("positions").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPositionRowBySlug(db: Kysely<DB>, slug: string): Promise<PositionRow | undefined> {
  return db.selectFrom("positions").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findPositionRowByTitle(db: Kysely<DB>, title: string): Promise<PositionRow | undefined> {
  return db.selectFrom("positions").selectAll().where("title", "=", title).orderBy("posted_at", "desc").executeTakeFirst();
}

/** Slugs starting with `base`, to pick a free one (base, base-2, base-3, ...). */
export async function listSlugsLike(db: Kysely<DB>, base: string): Promise<string[]> {
  const rows = await db.selectFrom("positions").select("slug").where("slug", "like", `${base}%`).execute();
  return rows.map((row) => row.slug);
}

export async function insertPositionRow(db: Kysely<DB>, values: Insertable<PositionTable>): Promise<PositionRow> {
  return db.insertInto("positions").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePositionRow(db: Kysely<DB>, id: number, values: Updateable<PositionTable>): Promise<PositionRow | undefined> {
  return db.updateTable("positions").set(values).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function deletePositionRow(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("positions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countPositionRows(db: Kysely<DB>, filter: { open: boolean; now: string }): Promise<number> {
  const row = await byState(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
