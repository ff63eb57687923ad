import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DB, InvitationTable } from "~/db/schema";
import { insertCredentialAccount } from "./passwords.repository.server";
import { isPostgres } from "./users.repository.server";

/** Staff invitations (migration 0026): the only SQL on `invitations`, and the new account an accepted one creates. */
export type InvitationRow = Selectable<InvitationTable>;

export async function insertInvitationRow(
  db: Kysely<DB>,
  input: { email: string; role: string; tokenHash: string; invitedBy: string; inviterName: string; now: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto("invitations")
    .values({
      email: input.email,
      role: input.role,
      token_hash: input.tokenHash,
      invited_by: input.invitedBy,
      inviter_name: input.inviterName,
      created_at: input.now,
      sent_at: input.now,
      expires_at: input.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findInvitationRowById(db: Kysely<DB>, id: number): Promise<InvitationRow | undefined> {
  return db.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findInvitationRowByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom("invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** An invitation to `email` that can still be accepted at `now`. */
export function findOpenInvitationRowByEmail(db: Kysely<DB>, email: string, now: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom("invitations")
    .selectAll()
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export function listInvitationRows(db: Kysely<DB>, limit: number): Promise<InvitationRow[]> {
  return db.selectFrom("invitations").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** Sends again: a new token and expiry on an invitation neither accepted nor revoked; false when it is neither any more. */
export async function replaceInvitationTokenRow(db: Kysely<DB>, input: { id: number; tokenHash: string; now: string; expiresAt: string }): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ token_hash: input.tokenHash, sent_at: input.now, expires_at: input.expiresAt })
    .where("id", "=", input.id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes an invitation not yet accepted; false when it was accepted or revoked already. */
export async function revokeInvitationRow(db: Kysely<DB>, input: { id: number; now: string }): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ revoked_at: input.now })
    .where("id", "=", input.id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the invitation of this token accepted by `userId`, if it is still open at `now`: one conditional UPDATE, so
 * of two submits of one link only one succeeds (call in the transaction that creates the account).
 */
export async function claimInvitationRow(db: Kysely<DB>, input: { tokenHash: string; userId: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ accepted_at: input.now, accepted_user_id: input.userId })
    .where("token_hash", "=", input.tokenHash)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A new account in the rows better-auth reads (its `user`, and the `credential` `account` when a password was
 * chosen; a person who chose a passkey has none until a reset sets one), written here so that it lands in the
 * invitation's transaction. The mail reached the address, so it counts as verified. Times as each dialect's rows
 * hold them. `id`: the one a passkey made before the account was already given as its user handle.
 */
export async function insertInvitedUser(
  db: Kysely<DB>,
  input: { id?: string; name: string; email: string; role: string; passwordHash: string | null; now: Date },
): Promise<string> {
  const postgres = isPostgres(db);
  const at = postgres ? input.now : input.now.toISOString();
  const id = input.id ?? randomUUID();
  await db
    .insertInto("user")
    .values({
      id,
      name: input.name,
      email: input.email,
      emailVerified: postgres ? true : 1,
      image: null,
      createdAt: at,
      updatedAt: at,
      role: input.role,
      banned: postgres ? false : 0,
      banReason: null,
      banExpires: null,
    })
    .execute();
  if (input.passwordHash !== null) await insertCredentialAccount(db, { userId: id, passwordHash: input.passwordHash, now: input.now });
  return id;
}
