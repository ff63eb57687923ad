import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** Passkeys and WebAuthn challenges (migration 0032): the only SQL on `passkeys` and `webauthn_challenges`. */
export interface PasskeyRow {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

const passkeyColumns = ["id", "user_id", "name", "credential_id", "public_key", "counter", "transports", "created_at", "last_used_at"] as const;

function toPasskeyRow(row: Pick<DB["passkeys"], (typeof passkeyColumns)[number]>): PasskeyRow {
  let transports: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.transports);
    if (Array.isArray(parsed)) transports = parsed.filter((item): item is string => typeof item === "string");
  } catch {
    // An unreadable list only loses a hint to the browser.
  }
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listPasskeyRows(db: Kysely<DB>, userId: string): Promise<PasskeyRow[]> {
  const rows = await db.selectFrom("passkeys").select(passkeyColumns).where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
  return rows.map(toPasskeyRow);
}

export async function findPasskeyRowByCredentialId(db: Kysely<DB>, credentialId: string): Promise<PasskeyRow | undefined> {
  const row = await db.selectFrom("passkeys").select(passkeyColumns).where("credential_id", "=", credentialId).executeTakeFirst();
  return row ? toPasskeyRow(row) : undefined;
}

export async function insertPasskeyRow(db: Kysely<DB>, row: Omit<PasskeyRow, "lastUsedAt">): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({
      id: row.id,
      user_id: row.userId,
      name: row.name,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      counter: row.counter,
      transports: JSON.stringify(row.transports),
      created_at: row.createdAt,
      last_used_at: null,
    })
    .execute();
}

/**
 * A sign-in with this passkey: the new counter and the time. Conditional on the counter read before the check, so
 * two answers racing with the same signature cannot both pass (an authenticator without a counter keeps 0).
 */
export async function recordPasskeyUse(db: Kysely<DB>, input: { id: string; previousCounter: number; counter: number; now: string }): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ counter: input.counter, last_used_at: input.now })
    .where("id", "=", input.id)
    .where("counter", "=", input.previousCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one of the person's passkeys (by its id and their user id); answers its name, or undefined. */
export async function deletePasskeyRow(db: Kysely<DB>, input: { userId: string; id: string }): Promise<string | undefined> {
  const row = await db.selectFrom("passkeys").select("name").where("id", "=", input.id).where("user_id", "=", input.userId).executeTakeFirst();
  if (!row) return undefined;
  const result = await db.deleteFrom("passkeys").where("id", "=", input.id).where("user_id", "=", input.userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row.name : undefined;
}

export async function deleteAllPasskeyRows(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db.deleteFrom("passkeys").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listUserIdsWithPasskey(db: Kysely<DB>, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom("passkeys").select("user_id").distinct().where("user_id", "in", userIds).execute();
  return rows.map((row) => row.user_id);
}

export async function countPasskeyRows(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db.selectFrom("passkeys").select((eb) => eb.fn.countAll<number>().as("count")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new challenge; expired ones are cleared at the same time, so the table holds only live ones. An invitation's
 * (migration 0035) names the invitation and the id the account will get instead of a user.
 */
export async function insertChallengeRow(
  db: Kysely<DB>,
  input: { challenge: string; purpose: string; userId: string | null; invitation?: { id: number; newUserId: string }; expiresAt: string; now: string },
): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<", input.now).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      challenge: input.challenge,
      purpose: input.purpose,
      user_id: input.userId,
      invitation_id: input.invitation?.id ?? null,
      new_user_id: input.invitation?.newUserId ?? null,
      expires_at: input.expiresAt,
    })
    .execute();
}

export interface ChallengeRow {
  purpose: string;
  userId: string | null;
  invitationId: number | null;
  newUserId: string | null;
  expiresAt: string;
}

/**
 * Spends a challenge: the row is deleted, and only the caller whose delete removed it gets it back (so an answer
 * replayed, even at once, finds nothing). Expired rows are answered too, for the caller to refuse.
 */
export async function takeChallengeRow(db: Kysely<DB>, challenge: string): Promise<ChallengeRow | undefined> {
  const row = await db
    .selectFrom("webauthn_challenges")
    .select(["purpose", "user_id", "invitation_id", "new_user_id", "expires_at"])
    .where("challenge", "=", challenge)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db.deleteFrom("webauthn_challenges").where("challenge", "=", challenge).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return undefined;
  return {
    purpose: row.purpose,
    userId: row.user_id,
    invitationId: row.invitation_id === null ? null : Number(row.invitation_id),
    newUserId: row.new_user_id,
    expiresAt: row.expires_at,
  };
}
