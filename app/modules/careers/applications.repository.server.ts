import type { ExpressionBuilder, Insertable, Kysely, Selectable } from "kysely";
import type { ApplicationTable, DB } from "~/db/schema";
import { applicationNoteMatches, inboxMatches } from "~/modules/search/search.repository.server";

export type ApplicationRow = Selectable<ApplicationTable>;

export interface ApplicationRowFilter {
  /** The spam quarantine (true) or the inbox (false). */
  spam: boolean;
  positionId?: number;
  status?: string;
  /** Its utm_source tag. */
  source?: string;
  /** When searching: every word must match its name, email, phone, position or company (prefixes count). */
  words?: string[];
  limit: number;
  offset: number;
}

export async function insertApplicationRow(db: Kysely<DB>, values: Insertable<ApplicationTable>): Promise<number> {
  const row = await db.insertInto("applications").values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Each word is found in the application's own fields or in a staff note on it (issue 32), so "designer portfolio"
 * finds the designer whose note praises the portfolio. An empty list matches nothing, as inboxMatches does.
 */
function matchesEveryWord(eb: ExpressionBuilder<DB, "applications">, db: Kysely<DB>, words: string[]) {
  if (words.length === 0) return eb("id", "in", inboxMatches(db, "applications", words));
  return eb.and(words.map((word) => eb.or([eb("id", "in", inboxMatches(db, "applications", [word])), eb("id", "in", applicationNoteMatches(db, [word]))])));
}

function filtered(db: Kysely<DB>, filter: Omit<ApplicationRowFilter, "limit" | "offset">) {
  let query = db.selectFrom("applications").where("spam_reason", filter.spam ? "is not" : "is", null);
  if (filter.positionId !== undefined) query = query.where("position_id", "=", filter.positionId);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.source) query = query.where("utm_source", "=", filter.source);
  if (filter.words) query = query.where((eb) => matchesEveryWord(eb, db, filter.words!));
  return query;
}

/** Newest first (the inbox order), one page. */
export function listApplicationRows(db: Kysely<DB>, filter: ApplicationRowFilter): Promise<ApplicationRow[]> {
  return filtered(db, filter).selectAll().orderBy("received_at", "desc").orderBy("id", "desc").limit(filter.limit).offset(filter.offset).execute();
}

export async function countApplicationRows(db: Kysely<DB>, filter: Omit<ApplicationRowFilter, "limit" | "offset">): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every position that has applications (including deleted positions, by their title at the time). */
export function listAppliedPositions(db: Kysely<DB>): Promise<Array<{ position_id: number | null; position_title: string }>> {
  return db
    .selectFrom("applications")
    .select(["position_id", "position_title"])
    .where("position_id", "is not", null)
    .where("spam_reason", "is", null)
    .groupBy(["position_id", "position_title"])
    .orderBy("position_title")
    .execute();
}

/** The campaign sources (utm_source) the inbox's applications came with, for the filter. */
export async function listApplicationSources(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom("applications").select("utm_source").distinct().where("utm_source", "is not", null).where("spam_reason", "is", null).orderBy("utm_source").execute();
  return rows.map((row) => row.utm_source!);
}

export async function updateApplicationRatingRow(db: Kysely<DB>, id: number, rating: number | null): Promise<boolean> {
  const result = await db.updateTable("applications").set({ rating }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findApplicationRow(db: Kysely<DB>, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateApplicationStatusRow(db: Kysely<DB>, id: number, status: string, updatedAt: string): Promise<boolean> {
  const result = await db.updateTable("applications").set({ status, updated_at: updatedAt }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteApplicationRow(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("applications").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves an application out of the spam quarantine; true only if it was there (so the caller notifies once). */
export async function clearApplicationSpamRow(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.updateTable("applications").set({ spam_reason: null }).where("id", "=", id).where("spam_reason", "is not", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Quarantined applications received before `cutoff`, oldest first (for the purge). */
export function listQuarantinedApplicationRows(db: Kysely<DB>, cutoff: string, limit: number): Promise<Array<Pick<ApplicationRow, "id" | "resume_key">>> {
  return db
    .selectFrom("applications")
    .select(["id", "resume_key"])
    .where("spam_reason", "is not", null)
    .where("received_at", "<", cutoff)
    .orderBy("received_at")
    .limit(limit)
    .execute();
}

/** Deletes an application only while it is still quarantined (an admin may have released it meanwhile). */
export async function deleteQuarantinedApplicationRow(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("applications").where("id", "=", id).where("spam_reason", "is not", null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A deleted position's applications: their retention period runs from this moment. */
export async function markApplicationsPositionDeleted(db: Kysely<DB>, positionId: number, at: string): Promise<void> {
  await db.updateTable("applications").set({ position_deleted_at: at }).where("position_id", "=", positionId).execute();
}

/**
 * Applications past their retention: kept `closedBefore` since their position closed (by hand, on its date, or
 * deleted), or, in the talent pool, received before `appliedBefore`. Spam has its own, shorter purge.
 */
export function listExpiredApplicationRows(
  db: Kysely<DB>,
  filter: { closedBefore: string; appliedBefore: string; limit: number },
): Promise<Array<Pick<ApplicationRow, "id" | "resume_key">>> {
  return db
    .selectFrom("applications")
    .leftJoin("positions", "positions.id", "applications.position_id")
    .select(["applications.id", "applications.resume_key"])
    .where("applications.spam_reason", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("applications.talent_pool", "=", 0),
          eb.or([
            eb("applications.position_deleted_at", "<=", filter.closedBefore),
            eb("positions.closed_at", "<=", filter.closedBefore),
            eb.and([eb("positions.closed_at", "is", null), eb("positions.closes_at", "<=", filter.closedBefore)]),
          ]),
        ]),
        eb.and([eb("applications.talent_pool", "=", 1), eb("applications.received_at", "<=", filter.appliedBefore)]),
      ]),
    )
    .orderBy("applications.id")
    .limit(filter.limit)
    .execute();
}

/** The newest `limit` other applications (inbox only) from the same address (`email` in lower case). */
export function listOtherApplicationRows(
  db: Kysely<DB>,
  filter: { email: string; excludeId: number; limit: number },
): Promise<Array<Pick<ApplicationRow, "id" | "position_title" | "status" | "received_at">>> {
  return db
    .selectFrom("applications")
    .select(["id", "position_title", "status", "received_at"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", filter.email))
    .where("id", "!=", filter.excludeId)
    .where("spam_reason", "is", null)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit)
    .execute();
}

/** Every application (inbox and spam) sent from one address (`email` in lower case), oldest first: for export and erasure. */
export function listApplicationRowsByEmail(db: Kysely<DB>, email: string): Promise<ApplicationRow[]> {
  return db.selectFrom("applications").selectAll().where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).orderBy("received_at").orderBy("id").execute();
}
