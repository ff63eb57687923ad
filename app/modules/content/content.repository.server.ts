import type { Kysely, Selectable } from "kysely";
import type { ContentEntryTable, DB } from "~/db/schema";

/** The only file of content collections that speaks SQL (SQLite and PostgreSQL alike). */
export type ContentEntryRow = Selectable<ContentEntryTable>;
type Db = Kysely<DB>;

/** A collection's entries in their order (position, then id for entries saved at the same position). */
export function listEntryRows(db: Db, collection: string): Promise<ContentEntryRow[]> {
  return db.selectFrom("content_entries").selectAll().where("collection", "=", collection).orderBy("position").orderBy("id").execute();
}

export function findEntryRow(db: Db, collection: string, id: number): Promise<ContentEntryRow | undefined> {
  return db.selectFrom("content_entries").selectAll().where("collection", "=", collection).where("id", "=", id).executeTakeFirst();
}

/** Per collection that has any entries: how many, and when one was last saved. */
export function summarizeEntryRows(db: Db): Promise<Array<{ collection: string; entries: number; lastSaved: string | null }>> {
  return db
    .selectFrom("content_entries")
    .select((eb) => ["collection", eb.fn.count<number | string>("id").as("entries"), eb.fn.max<string | null>("updated_at").as("lastSaved")])
    .groupBy("collection")
    .execute()
    // PostgreSQL answers a count as a string (bigint).
    .then((rows) => rows.map((row) => ({ ...row, entries: Number(row.entries) })));
}

/** A singleton's one row (the first, should a race ever have made two). */
export function findSingletonRow(db: Db, collection: string): Promise<ContentEntryRow | undefined> {
  return db.selectFrom("content_entries").selectAll().where("collection", "=", collection).orderBy("id").limit(1).executeTakeFirst();
}

/** Adds an entry after the last one. */
export async function insertEntryRow(db: Db, row: { collection: string; data: string; updated_at: string; updated_by: string | null }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("content_entries")
      .select((eb) => eb.fn.max<number | null>("position").as("position"))
      .where("collection", "=", row.collection)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("content_entries")
      .values({ ...row, position: Number(last?.position ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
}

/** Updates the entry if it still holds `expected` (what the caller read); false when it is gone or changed since. */
export async function updateEntryRow(
  db: Db,
  id: number,
  fields: { data: string; updated_at: string; updated_by: string | null },
  expected: { updated_at: string; data: string },
): Promise<boolean> {
  const result = await db
    .updateTable("content_entries")
    .set(fields)
    .where("id", "=", id)
    .where("updated_at", "=", expected.updated_at)
    .where("data", "=", expected.data)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEntryRow(db: Db, collection: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom("content_entries").where("collection", "=", collection).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Moves an entry one place up (-1) or down (+1) by trading positions with its neighbour, in one transaction.
 * Answers false when it is already first or last (or gone).
 */
export async function swapWithNeighbour(db: Db, collection: string, id: number, direction: -1 | 1, updated: { updated_at: string; updated_by: string | null }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("content_entries")
      .select(["id", "position"])
      .where("collection", "=", collection)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const at = rows.findIndex((row) => row.id === id);
    const neighbour = rows[at + direction];
    if (at < 0 || !neighbour) return false;
    // Renumber the whole list (1..n) in its new order, so equal positions left by older writes cannot stall a move.
    const order = rows.map((row) => row.id);
    [order[at], order[at + direction]] = [neighbour.id, id];
    for (const [index, rowId] of order.entries()) {
      const moved = rowId === id || rowId === neighbour.id;
      if (!moved && rows.find((row) => row.id === rowId)!.position === index + 1) continue;
      await trx
        .updateTable("content_entries")
        .set({ position: index + 1, ...(moved ? updated : {}) })
        .where("id", "=", rowId)
        .execute();
    }
    return true;
  });
}

/** Entries whose document names any of these library images (JSON as stored: `"mediaId":"<id>"`, or `/media/<id>/` in HTML). */
export function listEntriesMentioningMedia(db: Db, ids: readonly string[]): Promise<ContentEntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("content_entries")
    .selectAll()
    // An image field's pick, or an image in a rich text field's HTML.
    .where((eb) => eb.or(ids.flatMap((id) => [eb("data", "like", `%"mediaId":"${id}"%`), eb("data", "like", `%/media/${id}/%`)])))
    .orderBy("id")
    .execute();
}
