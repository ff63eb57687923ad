import type { Kysely } from "kysely";
import type { AuditEventTable, DB } from "~/db/schema";

export type NewAuditEventRow = Omit<AuditEventTable, "id">;

export interface AuditEventRow extends NewAuditEventRow {
  id: number;
  actor_name: string | null;
  actor_email: string | null;
}

/** The only write: an insert. Nothing in the app updates or deletes an entry but the retention purge below. */
export async function insertAuditEventRow(db: Kysely<DB>, row: NewAuditEventRow): Promise<void> {
  await db.insertInto("audit_events").values(row).execute();
}

export interface AuditRowFilter {
  actorId?: string;
  action?: string;
  /** ISO times, from included, before excluded. */
  from?: string;
  before?: string;
}

function filtered(db: Kysely<DB>, filter: AuditRowFilter) {
  let query = db.selectFrom("audit_events");
  if (filter.actorId) query = query.where("audit_events.actor_id", "=", filter.actorId);
  if (filter.action) query = query.where("audit_events.action", "=", filter.action);
  if (filter.from) query = query.where("audit_events.at", ">=", filter.from);
  if (filter.before) query = query.where("audit_events.at", "<", filter.before);
  return query;
}

/** Newest first, with the actor's current name and email (null once the account is gone). */
export async function listAuditEventRows(db: Kysely<DB>, filter: AuditRowFilter, page: { limit: number; offset: number }): Promise<AuditEventRow[]> {
  const rows = await filtered(db, filter)
    .leftJoin("user", "user.id", "audit_events.actor_id")
    .select([
      "audit_events.id",
      "audit_events.at",
      "audit_events.actor_id",
      "audit_events.action",
      "audit_events.subject_type",
      "audit_events.subject_id",
      "audit_events.summary",
      "audit_events.ip",
      "user.name as actor_name",
      "user.email as actor_email",
    ])
    .orderBy("audit_events.at", "desc")
    .orderBy("audit_events.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countAuditEventRows(db: Kysely<DB>, filter: AuditRowFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The people the log names, for the filter's list (staff are few; readers appear once they sign in). */
export function listAuditActorRows(db: Kysely<DB>): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .selectFrom("user")
    .select(["user.id", "user.name", "user.email"])
    .where((eb) => eb.exists(eb.selectFrom("audit_events").select("audit_events.id").whereRef("audit_events.actor_id", "=", "user.id")))
    .orderBy("user.name")
    .orderBy("user.email")
    .execute();
}

export async function deleteAuditEventsBefore(db: Kysely<DB>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom("audit_events").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
