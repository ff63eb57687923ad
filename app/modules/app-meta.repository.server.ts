import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

export async function findAppMeta(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function insertAppMeta(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db.insertInto("app_meta").values({ key, value }).execute();
}

/** Inserts the key unless it exists; true only for the one caller that inserted it (a claim across instances). */
export async function claimAppMeta(db: Kysely<DB>, key: string, value: string): Promise<boolean> {
  const row = await db.insertInto("app_meta").values({ key, value }).onConflict((oc) => oc.column("key").doNothing()).returning("key").executeTakeFirst();
  return row !== undefined;
}

/** Sets the key's value, inserting it when absent (a cursor that moves on). */
export async function saveAppMeta(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db.insertInto("app_meta").values({ key, value }).onConflict((oc) => oc.column("key").doUpdateSet({ value })).execute();
}
