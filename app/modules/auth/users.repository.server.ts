import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

export async function countUserRows(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom("user").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findUserRoleByEmail(db: Kysely<DB>, email: string): Promise<{ id: string; role: string | null } | undefined> {
  return db.selectFrom("user").select(["id", "role"]).where("email", "=", email).executeTakeFirst();
}

export async function setUserRoleByEmail(db: Kysely<DB>, email: string, role: string): Promise<void> {
  await db.updateTable("user").set({ role }).where("email", "=", email).execute();
}

export const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

export interface UserListRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: number | boolean | null;
  createdAt: string | Date;
}

/** People, newest first; `search` matches name or email (case-insensitive, LIKE wildcards escaped). */
export function listUserRows(db: Kysely<DB>, input: { search?: string; limit: number }): Promise<UserListRow[]> {
  let query = db.selectFrom("user").select(["id", "name", "email", "role", "banned", "createdAt"]);
  if (input.search) {
    const pattern = `%${input.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(${sql.ref("name")}) like ${pattern} escape ${"\\"}`, sql<boolean>`lower(${sql.ref("email")}) like ${pattern} escape ${"\\"}`]),
    );
  }
  return query.orderBy("createdAt", "desc").orderBy("id").limit(input.limit).execute();
}

export function findUserRowById(db: Kysely<DB>, id: string): Promise<UserListRow | undefined> {
  return db.selectFrom("user").select(["id", "name", "email", "role", "banned", "createdAt"]).where("id", "=", id).executeTakeFirst();
}

/** `email` as stored: trimmed and lower-cased. */
export function findUserRowByEmail(db: Kysely<DB>, email: string): Promise<UserListRow | undefined> {
  return db.selectFrom("user").select(["id", "name", "email", "role", "banned", "createdAt"]).where("email", "=", email).executeTakeFirst();
}

/** Ends every session of the user: each device is signed out at its next request. */
export async function deleteSessionRowsOfUser(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db.deleteFrom("session").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Changes a user's role and disabled flag unless that leaves no enabled admin. On PostgreSQL the admins' rows are
 * locked first, so two admins demoting each other at once cannot both succeed; SQLite has one writer.
 */
export async function updateUserAccessKeepingAnAdmin(
  db: Kysely<DB>,
  id: string,
  changes: { role: string; banned: boolean },
  /** Runs in the same transaction once the row changed (the audit entry). */
  afterUpdate?: (trx: Kysely<DB>) => Promise<void>,
): Promise<"updated" | "last-admin" | "missing"> {
  return db.transaction().execute(async (trx) => {
    let admins = trx.selectFrom("user").select(["id", "banned"]).where("role", "=", "admin");
    if (isPostgres(trx)) admins = admins.forUpdate();
    const enabledAdmins = (await admins.execute()).filter((row) => !row.banned).map((row) => row.id);
    const losesAdmin = enabledAdmins.includes(id) && (changes.role !== "admin" || changes.banned);
    if (losesAdmin && enabledAdmins.length <= 1) return "last-admin";
    const result = await trx
      .updateTable("user")
      .set({ role: changes.role, banned: isPostgres(trx) ? changes.banned : changes.banned ? 1 : 0, updatedAt: isPostgres(trx) ? new Date() : new Date().toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "missing";
    // A disabled account is signed out everywhere at once.
    if (changes.banned) await deleteSessionRowsOfUser(trx, id);
    await afterUpdate?.(trx);
    return "updated";
  });
}

export interface SessionListRow {
  id: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's live sessions, the most recently active first. */
export function listSessionRowsOfUser(db: Kysely<DB>, userId: string, now: Date): Promise<SessionListRow[]> {
  return db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", isPostgres(db) ? now : now.toISOString())
    .orderBy("updatedAt", "desc")
    .orderBy("id")
    .execute();
}

/** Ends one session, only if it is the user's own; true when it existed. */
export async function deleteSessionRowOfUser(db: Kysely<DB>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom("session").where("id", "=", sessionId).where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the user but `keepId` (the device asking). */
export async function deleteOtherSessionRows(db: Kysely<DB>, userId: string, keepId: string): Promise<number> {
  const result = await db.deleteFrom("session").where("userId", "=", userId).where("id", "!=", keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updateUserName(db: Kysely<DB>, id: string, name: string, now: Date): Promise<boolean> {
  const result = await db.updateTable("user").set({ name, updatedAt: isPostgres(db) ? now : now.toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the account: its sessions, password, preferences and second factor go with it (foreign keys cascade), and
 * its links waiting in `verification` (reset, email change) are deleted here. True when the row existed.
 */
export async function deleteUserRow(db: Kysely<DB>, id: string): Promise<boolean> {
  await db
    .deleteFrom("verification")
    .where((eb) => eb.or([eb("identifier", "like", "password-reset:%").and("value", "=", id), eb("identifier", "like", "email-change:%").and("value", "like", `${id} %`)]))
    .execute();
  const result = await db.deleteFrom("user").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
