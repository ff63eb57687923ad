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

/** Whether this person gets review and publishing mails: 1 or no row yes, 0 no (migration 0020). */
export async function findReviewMail(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom("user_preferences").select("review_mail").where("user_id", "=", userId).executeTakeFirst();
  return row?.review_mail;
}

export async function upsertReviewMail(db: Db, userId: string, reviewMail: number, now: string): Promise<void> {
  await db
    .insertInto("user_preferences")
    .values({ user_id: userId, review_mail: reviewMail, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ review_mail: reviewMail, updated_at: now }))
    .execute();
}

/** People with one of `roles` (or the one `userId`), with their mail switch (null: no row, the default). */
function reviewMailPeople(db: Db) {
  return db
    .selectFrom("user")
    .leftJoin("user_preferences", "user_preferences.user_id", "user.id")
    .select(["user.id", "user.name", "user.email", "user.role", "user.banned", "user_preferences.review_mail"]);
}

export function listReviewMailPeopleByRole(db: Db, roles: string[]) {
  return reviewMailPeople(db).where("user.role", "in", roles).orderBy("user.email").execute();
}

export function findReviewMailPerson(db: Db, userId: string) {
  return reviewMailPeople(db).where("user.id", "=", userId).executeTakeFirst();
}
