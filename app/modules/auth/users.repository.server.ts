import type { Kysely } from "kysely";
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
