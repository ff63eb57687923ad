import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** A person's own settings (user_preferences): one row per account, written on their first choice. */
type Db = Kysely<DB>;

export async function findContentView(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("user_preferences").select("content_view").where("user_id", "=", userId).executeTakeFirst();
  return row?.content_view;
}

export async function upsertContentView(db: Db, userId: string, contentView: string, now: string): Promise<void> {
  await db
    .insertInto("user_preferences")
    .values({ user_id: userId, content_view: contentView, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ content_view: contentView, updated_at: now }))
    .execute();
}
