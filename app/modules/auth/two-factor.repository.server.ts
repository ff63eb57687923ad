import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { isPostgres } from "./users.repository.server";

/** The TOTP second factor's rows (migration 0027): the only SQL on `two_factor` and `two_factor_backup_codes`. */
export interface TwoFactorRow {
  secret: string;
  confirmedAt: string | null;
  lastStep: number | null;
}

export async function findTwoFactorRow(db: Kysely<DB>, userId: string): Promise<TwoFactorRow | undefined> {
  const row = await db.selectFrom("two_factor").select(["secret", "confirmed_at", "last_step"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { secret: row.secret, confirmedAt: row.confirmed_at, lastStep: row.last_step === null ? null : Number(row.last_step) } : undefined;
}

/** A new, unconfirmed secret; replaces an unconfirmed one, never a confirmed one (false then). */
export async function putPendingTwoFactorRow(db: Kysely<DB>, input: { userId: string; secret: string; now: string }): Promise<boolean> {
  const existing = await findTwoFactorRow(db, input.userId);
  if (existing?.confirmedAt) return false;
  if (existing) {
    await db.updateTable("two_factor").set({ secret: input.secret, created_at: input.now }).where("user_id", "=", input.userId).where("confirmed_at", "is", null).execute();
  } else {
    await db.insertInto("two_factor").values({ user_id: input.userId, secret: input.secret, created_at: input.now, confirmed_at: null, last_step: null }).execute();
  }
  return true;
}

/**
 * Records that the code of `step` was used: only if it is newer than the last one accepted (one conditional UPDATE,
 * so the same code cannot pass twice, even at once). `confirm` also ends the enrolment.
 */
export async function acceptTwoFactorStep(db: Kysely<DB>, input: { userId: string; step: number; confirmAt?: string }): Promise<boolean> {
  let query = db
    .updateTable("two_factor")
    .set(input.confirmAt ? { last_step: input.step, confirmed_at: input.confirmAt } : { last_step: input.step })
    .where("user_id", "=", input.userId)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", input.step)]));
  query = input.confirmAt ? query.where("confirmed_at", "is", null) : query.where("confirmed_at", "is not", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceBackupCodeRows(db: Kysely<DB>, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom("two_factor_backup_codes").where("user_id", "=", userId).execute();
  if (codeHashes.length > 0) await db.insertInto("two_factor_backup_codes").values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
}

/** Spends the backup code with this hash; true for the one caller that spent it. */
export async function spendBackupCodeRow(db: Kysely<DB>, input: { userId: string; codeHash: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable("two_factor_backup_codes")
    .set({ used_at: input.now })
    .where("user_id", "=", input.userId)
    .where("code_hash", "=", input.codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedBackupCodeRows(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db.selectFrom("two_factor_backup_codes").select((eb) => eb.fn.countAll<number>().as("count")).where("user_id", "=", userId).where("used_at", "is", null).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes the second factor and its backup codes; true when there was one. */
export async function deleteTwoFactorRows(db: Kysely<DB>, userId: string): Promise<boolean> {
  await db.deleteFrom("two_factor_backup_codes").where("user_id", "=", userId).execute();
  const result = await db.deleteFrom("two_factor").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The session this token names waits for the second factor's code (its cookie signs nobody in until then). */
export async function markSessionSecondFactorPending(db: Kysely<DB>, sessionToken: string): Promise<void> {
  await db.updateTable("session").set({ secondFactorPending: isPostgres(db) ? true : 1 }).where("token", "=", sessionToken).execute();
}

/** The code was accepted: the session now signs its user in. */
export async function clearSessionSecondFactorPending(db: Kysely<DB>, sessionId: string): Promise<boolean> {
  const result = await db.updateTable("session").set({ secondFactorPending: isPostgres(db) ? false : 0 }).where("id", "=", sessionId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of these users have a confirmed second factor (the users page's list). */
export async function listUserIdsWithSecondFactor(db: Kysely<DB>, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom("two_factor").select("user_id").where("user_id", "in", userIds).where("confirmed_at", "is not", null).execute();
  return rows.map((row) => row.user_id);
}
