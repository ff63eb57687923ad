import type { Insertable, Kysely, Selectable } from "kysely";
import type { ApplicationEventTable, ApplicationNoteTable, DB } from "~/db/schema";

export type ApplicationNoteRow = Selectable<ApplicationNoteTable>;
export type ApplicationEventRow = Selectable<ApplicationEventTable>;

export async function insertApplicationNote(db: Kysely<DB>, note: Omit<Insertable<ApplicationNoteTable>, "id">): Promise<void> {
  await db.insertInto("application_notes").values(note).execute();
}

export async function insertApplicationEvent(db: Kysely<DB>, event: Omit<Insertable<ApplicationEventTable>, "id">): Promise<void> {
  await db.insertInto("application_events").values(event).execute();
}

/**
 * Records an event under its idempotency key; false when that key is already taken (the same form submitted
 * twice), in which case nothing is written. ON CONFLICT waits for a concurrent insert of the same key to finish.
 */
export async function insertApplicationEventOnce(db: Kysely<DB>, event: Omit<Insertable<ApplicationEventTable>, "id"> & { idempotency_key: string }): Promise<boolean> {
  const result = await db.insertInto("application_events").values(event).onConflict((oc) => oc.column("idempotency_key").doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function listApplicationNotes(db: Kysely<DB>, applicationIds: number[]): Promise<ApplicationNoteRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("application_notes").selectAll().where("application_id", "in", applicationIds).orderBy("created_at").orderBy("id").execute();
}

export function listApplicationEvents(db: Kysely<DB>, applicationIds: number[]): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("application_events").selectAll().where("application_id", "in", applicationIds).orderBy("created_at").orderBy("id").execute();
}

/** An application's notes and history go with it. */
export async function deleteApplicationHistory(db: Kysely<DB>, applicationId: number): Promise<void> {
  await db.deleteFrom("application_notes").where("application_id", "=", applicationId).execute();
  await db.deleteFrom("application_events").where("application_id", "=", applicationId).execute();
}
