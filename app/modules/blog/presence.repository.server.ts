import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** Who has a post open: one row per (post, user), its time moved on by each heartbeat. */
type Db = Kysely<DB>;

export async function upsertPresence(db: Db, row: { post_id: number; user_id: string; user_name: string; seen_at: string }): Promise<void> {
  await db
    .insertInto("post_presence")
    .values(row)
    .onConflict((oc) => oc.columns(["post_id", "user_id"]).doUpdateSet({ user_name: row.user_name, seen_at: row.seen_at }))
    .execute();
}

export function listPresenceSince(db: Db, postId: number, since: string, exceptUserId: string) {
  return db
    .selectFrom("post_presence")
    .select(["user_id", "user_name", "seen_at"])
    .where("post_id", "=", postId)
    .where("seen_at", ">=", since)
    .where("user_id", "!=", exceptUserId)
    .orderBy("seen_at", "desc")
    .execute();
}

export async function deletePresenceBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("post_presence").where("seen_at", "<", before).execute();
}
