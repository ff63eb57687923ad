import { sql, type Kysely, type RawBuilder, type Selectable } from "kysely";
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

/** A document in one language and whether its group has a version visitors see in another (the overview, 0053). */
export interface DocumentCoverage {
  id: number;
  title: string;
  /** The post's or position's slug, the page's path. */
  address: string;
  /** Its translation in the other language, if one was started (a draft, a closed position, or public). */
  translationId: number | null;
  /** Whether that translation is public (published, or an open position). */
  translated: boolean;
}

/**
 * The documents of `table` in `from` that visitors see (`visible`, the table's own rule, for an alias), each with its
 * translation in `language` and whether that one is visible too. One query with the group's row joined, both dialects.
 */
export async function listCoverage(
  db: Db,
  table: TranslatedTable,
  input: { from: string; language: string; visible: (alias: "o" | "t") => RawBuilder<unknown> },
): Promise<DocumentCoverage[]> {
  const address = table === "pages" ? "path" : "slug";
  const result = await sql<{ id: number | bigint; title: string; address: string; translation_id: number | bigint | null; translated: number | bigint | boolean }>`
    select o.id, o.title, o.${sql.raw(address)} as address, t.id as translation_id,
      case when t.id is not null and ${input.visible("t")} then 1 else 0 end as translated
    from ${sql.table(table)} o
    left join ${sql.table(table)} t on t.translation_group = o.translation_group and t.language = ${input.language}
    where o.language = ${input.from} and ${input.visible("o")}
    order by o.title, o.id`.execute(db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    address: row.address,
    translationId: row.translation_id === null ? null : Number(row.translation_id),
    translated: Number(row.translated) === 1,
  }));
}
