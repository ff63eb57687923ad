import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { isPostgres } from "./users.repository.server";

/**
 * Passwords on better-auth's tables: the `credential` account's hash, and reset links. Reset links live in better-auth's `verification` table under `password-reset:<SHA-256 of the token>`, so the
 * token itself is never stored; its value is the user id. better-auth stores timestamps as Date on PostgreSQL and
 * as ISO strings on SQLite, so times are written the way each dialect's rows already hold them.
 */
const PREFIX = "password-reset:";
const stamp = (db: Kysely<DB>, at: Date) => (isPostgres(db) ? at : at.toISOString());

export interface ResetTokenRow {
  userId: string;
  expiresAt: Date;
}

/** Stores a new link for the user and drops the older ones, so only the latest mail's link works (call in a transaction). */
export async function replaceResetTokenRow(db: Kysely<DB>, input: { tokenHash: string; userId: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.deleteFrom("verification").where("identifier", "like", `${PREFIX}%`).where("value", "=", input.userId).execute();
  await db
    .insertInto("verification")
    .values({
      id: randomUUID(),
      identifier: `${PREFIX}${input.tokenHash}`,
      value: input.userId,
      expiresAt: stamp(db, input.expiresAt),
      createdAt: stamp(db, input.now),
      updatedAt: stamp(db, input.now),
    })
    .execute();
}

export async function findResetTokenRow(db: Kysely<DB>, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const row = await db.selectFrom("verification").select(["value", "expiresAt"]).where("identifier", "=", `${PREFIX}${tokenHash}`).executeTakeFirst();
  return row ? { userId: row.value, expiresAt: new Date(row.expiresAt) } : undefined;
}

/** Deletes the link; true for the one caller that deleted it (a link works once, even for two submits at once). */
export async function consumeResetTokenRow(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom("verification").where("identifier", "=", `${PREFIX}${tokenHash}`).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The user's email-and-password account gets the new hash. */
export async function updateCredentialPassword(db: Kysely<DB>, input: { userId: string; passwordHash: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("account")
    .set({ password: input.passwordHash, updatedAt: stamp(db, input.now) })
    .where("userId", "=", input.userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findCredentialPasswordHash(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db.selectFrom("account").select("password").where("userId", "=", userId).where("providerId", "=", "credential").executeTakeFirst();
  return row?.password ?? null;
}

/** The `credential` account that holds a password hash (better-auth's row for an email-and-password sign-in). */
export async function insertCredentialAccount(db: Kysely<DB>, input: { userId: string; passwordHash: string; now: Date }): Promise<void> {
  const at = stamp(db, input.now);
  await db
    .insertInto("account")
    .values({ id: randomUUID(), accountId: input.userId, providerId: "credential", userId: input.userId, password: input.passwordHash, createdAt: at, updatedAt: at })
    .execute();
}
