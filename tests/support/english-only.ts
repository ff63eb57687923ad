import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** A stored document without its Hindi texts (each text's `hi` removed, lists and rows included). */
export function englishOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "hi").map(([key, item]) => [key, englishOnly(item)]));
}

/**
 * Removes every Hindi text of the named collections' entries, as a database had them before the sample content's
 * Hindi migrations (their `down` keeps the texts, so a test migrated down to before one starts from here). Answers
 * the rows as they were.
 */
export async function removeHindiTexts(db: Kysely<DB>, collections: string[]): Promise<Array<{ id: number; data: string }>> {
  const rows = await db.selectFrom("content_entries").select(["id", "data"]).where("collection", "in", collections).execute();
  for (const row of rows) await db.updateTable("content_entries").set({ data: JSON.stringify(englishOnly(JSON.parse(row.data))) }).where("id", "=", row.id).execute();
  return rows;
}
