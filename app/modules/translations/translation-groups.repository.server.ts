import type { Kysely, Selectable } from "kysely";
import type { DB } from "~/db/schema";

/**
 * Documents translated as linked documents (decisions 0028, 0038, 0051): each translation is a row of its own in its
 * table, and the rows of one document share `translation_group` (the id of the row the group started from), one per
 * language (a unique (translation_group, language) index in each table). Posts, positions and pages share these queries.
 */
export type TranslatedTable = "posts" | "positions" | "pages";
type Db = Kysely<DB>;

/** Every row of a translation group (the original and its translations), oldest first. */
export async function listGroupRows<T extends TranslatedTable>(db: Db, table: T, group: number): Promise<Array<Selectable<DB[T]>>> {
  const rows = await db.selectFrom(table as TranslatedTable).selectAll().where("translation_group", "=", group).orderBy("id").execute();
  return rows as unknown as Array<Selectable<DB[T]>>;
}

/**
 * Puts a row in its own translation group, if it has none yet (its first translation is being made), and answers
 * the group. In the caller's transaction with the translation's insert, whose unique (group, language) index stops a
 * second translation into one language.
 */
export async function joinTranslationGroup(db: Db, table: TranslatedTable, id: number): Promise<number> {
  await db.updateTable(table).set({ translation_group: id }).where("id", "=", id).where("translation_group", "is", null).execute();
  const row = await db.selectFrom(table).select("translation_group").where("id", "=", id).executeTakeFirstOrThrow();
  return Number(row.translation_group);
}
