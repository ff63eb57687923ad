import type { Kysely, Selectable } from "kysely";
import type { DB, NewsletterSubscriberTable } from "~/db/schema";

export type Subscriber = Selectable<NewsletterSubscriberTable>;
export type SubscriberStatus = Subscriber["status"];

export async function findSubscriberById(db: Kysely<DB>, id: number): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Inserts a pending subscriber unless the address exists (concurrent requests included); returns the row. */
export async function insertOrFindSubscriber(db: Kysely<DB>, email: string, now: string): Promise<{ subscriber: Subscriber; created: boolean }> {
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({ email, status: "pending", created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { subscriber: inserted, created: true };
  const existing = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  return { subscriber: existing, created: false };
}

export async function setSubscriberStatus(db: Kysely<DB>, id: number, status: SubscriberStatus, now: string): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({
      status,
      updated_at: now,
      ...(status === "confirmed" ? { confirmed_at: now, unsubscribed_at: null } : {}),
      ...(status === "unsubscribed" ? { unsubscribed_at: now } : {}),
      ...(status === "pending" ? { confirmed_at: null } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function listSubscribers(db: Kysely<DB>): Promise<Subscriber[]> {
  return db.selectFrom("newsletter_subscribers").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function countSubscribers(db: Kysely<DB>, status: SubscriberStatus): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteSubscriber(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
