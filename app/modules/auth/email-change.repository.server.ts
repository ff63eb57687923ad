import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { isPostgres } from "./users.repository.server";

/**
 * Links that confirm a new address (issue 33, decision 0037), in better-auth's `verification` table as password
 * reset links are: the identifier is `email-change:<SHA-256 of the token>` (the token itself is never stored), the
 * value `<user id> <new address>` (an address holds no space).
 */
const PREFIX = "email-change:";
const stamp = (db: Kysely<DB>, at: Date) => (isPostgres(db) ? at : at.toISOString());

export interface EmailChangeRow {
  userId: string;
  newEmail: string;
  expiresAt: Date;
}

/** Stores the link and drops the user's older ones, so only the latest request's link works (call in a transaction). */
export async function replaceEmailChangeRow(db: Kysely<DB>, input: { tokenHash: string; userId: string; newEmail: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.deleteFrom("verification").where("identifier", "like", `${PREFIX}%`).where("value", "like", `${input.userId} %`).execute();
  await db
    .insertInto("verification")
    .values({
      id: randomUUID(),
      identifier: `${PREFIX}${input.tokenHash}`,
      value: `${input.userId} ${input.newEmail}`,
      expiresAt: stamp(db, input.expiresAt),
      createdAt: stamp(db, input.now),
      updatedAt: stamp(db, input.now),
    })
    .execute();
}

export async function findEmailChangeRow(db: Kysely<DB>, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const row = await db.selectFrom("verification").select(["value", "expiresAt"]).where("identifier", "=", `${PREFIX}${tokenHash}`).executeTakeFirst();
  if (!row) return undefined;
  const space = row.value.indexOf(" ");
  return { userId: row.value.slice(0, space), newEmail: row.value.slice(space + 1), expiresAt: new Date(row.expiresAt) };
}

/** The address waiting for confirmation for this user, if a live link exists (shown on /account). */
export async function findPendingEmailChange(db: Kysely<DB>, userId: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom("verification")
    .select("value")
    .where("identifier", "like", `${PREFIX}%`)
    .where("value", "like", `${userId} %`)
    .where("expiresAt", ">", stamp(db, now))
    .executeTakeFirst();
  return row?.value.slice(row.value.indexOf(" ") + 1);
}

/** Deletes the link; true for the one caller that deleted it (a link works once, even for two submits at once). */
export async function consumeEmailChangeRow(db: Kysely<DB>, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom("verification").where("identifier", "=", `${PREFIX}${tokenHash}`).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every pending change of a user's (an account that is deleted). */
export async function deleteEmailChangeRowsOfUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom("verification").where("identifier", "like", `${PREFIX}%`).where("value", "like", `${userId} %`).execute();
}

/** The new address, confirmed by the mail it received; false when another account took it meanwhile (unique). */
export async function updateUserEmail(db: Kysely<DB>, input: { userId: string; email: string; now: Date }): Promise<boolean> {
  const taken = await db.selectFrom("user").select("id").where("email", "=", input.email).where("id", "!=", input.userId).executeTakeFirst();
  if (taken) return false;
  const result = await db
    .updateTable("user")
    .set({ email: input.email, emailVerified: isPostgres(db) ? true : 1, updatedAt: stamp(db, input.now) })
    .where("id", "=", input.userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
