import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/**
 * The scheduler's claim for every table of publishable documents (posts, pages; decision 0043): one conditional
 * UPDATE moves the documents whose time has come and answers them, so across instances each is moved, and
 * recorded, exactly once (only the instance whose UPDATE changed a row gets it back).
 */
const ADDRESS_COLUMN = { posts: "slug", pages: "path" } as const;
export type PublishableTable = keyof typeof ADDRESS_COLUMN;
export interface MovedDocument {
  id: number;
  title: string;
  /** A post's slug, a page's path. */
  address: string;
}

/** The table's columns the claim uses are the same on both tables; Kysely cannot type an UPDATE over a union of tables. */
const anyTable = (db: Kysely<DB>) => db as unknown as Kysely<any>;

/** Scheduled documents whose "publish at" has come go public, with that time as their publication time. */
export async function publishDueDocuments(db: Kysely<DB>, table: PublishableTable, now: string): Promise<MovedDocument[]> {
  const rows = await anyTable(db)
    .updateTable(table)
    .set((eb) => ({
      status: "published",
      published_at: eb.fn.coalesce("publish_at", eb.val(now)),
      publish_at: null,
      version: eb("version", "+", 1),
      updated_at: now,
      // A page's text goes public now: its "last changed" date (migration 0048; posts have none).
      ...(table === "pages" ? { content_changed_at: eb.fn.coalesce("publish_at", eb.val(now)) } : {}),
    }))
    .where("status", "=", "scheduled")
    .where("publish_at", "<=", now)
    .returning(["id", "title", `${ADDRESS_COLUMN[table]} as address`])
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title), address: String(row.address) }));
}

/** Published documents whose "unpublish at" has come go back to draft. */
export async function unpublishExpiredDocuments(db: Kysely<DB>, table: PublishableTable, now: string): Promise<MovedDocument[]> {
  const rows = await anyTable(db)
    .updateTable(table)
    .set((eb) => ({ status: "draft", unpublish_at: null, version: eb("version", "+", 1), updated_at: now }))
    .where("status", "=", "published")
    .where("unpublish_at", "<=", now)
    .returning(["id", "title", `${ADDRESS_COLUMN[table]} as address`])
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title), address: String(row.address) }));
}
