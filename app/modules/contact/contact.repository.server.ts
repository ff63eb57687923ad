import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContactMessageTable, DB } from "~/db/schema";
import { inboxMatches } from "~/modules/search/search.repository.server";

export type ContactMessage = Selectable<ContactMessageTable>;
export type NewContactMessage = Omit<Insertable<ContactMessageTable>, "id">;

export async function insertContactMessage(db: Kysely<DB>, message: NewContactMessage): Promise<number> {
  const row = await db.insertInto("contact_messages").values(message).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findContactMessage(db: Kysely<DB>, id: number): Promise<ContactMessage | undefined> {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first; `spam` picks the inbox (false) or the spam folder (true); `words` must all match (site search's index). */
export async function listContactMessages(db: Kysely<DB>, spam: boolean, limit: number, offset: number, words?: string[]): Promise<ContactMessage[]> {
  let query = db.selectFrom("contact_messages").selectAll().where("spam", "=", spam ? 1 : 0);
  if (words) query = query.where("id", "in", inboxMatches(db, "contact_messages", words));
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countContactMessages(db: Kysely<DB>, filter: { spam: boolean; unhandledOnly?: boolean; words?: string[] }): Promise<number> {
  let query = db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("spam", "=", filter.spam ? 1 : 0);
  if (filter.unhandledOnly) query = query.where("handled_at", "is", null);
  if (filter.words) query = query.where("id", "in", inboxMatches(db, "contact_messages", filter.words));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setContactMessageHandled(db: Kysely<DB>, id: number, handledAt: string | null): Promise<boolean> {
  const result = await db.updateTable("contact_messages").set({ handled_at: handledAt }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a message out of the spam folder; true only if it was spam (so the caller mails it once). */
export async function clearContactMessageSpam(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ spam: 0 })
    .where("id", "=", id)
    .where("spam", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a message only while it is still spam (another admin may have released it meanwhile). */
export async function deleteQuarantinedContactMessage(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).where("spam", "=", 1).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteContactMessage(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteQuarantinedContactMessages(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom("contact_messages").where("spam", "=", 1).where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
