import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

export async function findAppMeta(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function insertAppMeta(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db.insertInto("app_meta").values({ key, value }).execute();
}
