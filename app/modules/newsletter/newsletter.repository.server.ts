import type { Kysely, Selectable } from "kysely";
import type { DB, NewsletterSubscriberTable } from "~/db/schema";
import { inboxMatches } from "~/modules/search/search.repository.server";

export type Subscriber = Selectable<NewsletterSubscriberTable>;
export type SubscriberStatus = Subscriber["status"];

export async function findSubscriberById(db: Kysely<DB>, id: number): Promise<Subscriber | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Inserts a pending subscriber (quarantined when `spamReason` is set) unless the address exists (concurrent
 * requests included); returns the row.
 */
export async function insertOrFindSubscriber(
  db: Kysely<DB>,
  fields: { email: string; language: string },
  now: string,
  spamReason: string | null = null,
): Promise<{ subscriber: Subscriber; created: boolean }> {
  const { email, language } = fields;
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({ email, language, status: "pending", created_at: now, updated_at: now, spam_reason: spamReason })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { subscriber: inserted, created: true };
  const existing = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  return { subscriber: existing, created: false };
}

/** `language`: a new sign-up of a known address takes the language of the page it came from. */
export async function setSubscriberStatus(db: Kysely<DB>, id: number, status: SubscriberStatus, now: string, language?: string): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({
      status,
      ...(language ? { language } : {}),
      updated_at: now,
      ...(status === "confirmed" ? { confirmed_at: now, unsubscribed_at: null } : {}),
      ...(status === "unsubscribed" ? { unsubscribed_at: now } : {}),
      ...(status === "pending" ? { confirmed_at: null } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** Newest first; `spam` picks the list (false) or the spam quarantine (true); `words` must all match the address. */
export async function listSubscribers(db: Kysely<DB>, spam: boolean, words?: string[]): Promise<Subscriber[]> {
  let query = db.selectFrom("newsletter_subscribers").selectAll().where("spam_reason", spam ? "is not" : "is", null);
  if (words) query = query.where("id", "in", inboxMatches(db, "newsletter_subscribers", words));
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function countSubscribers(db: Kysely<DB>, filter: { status: SubscriberStatus } | { spam: true }): Promise<number> {
  let query = db.selectFrom("newsletter_subscribers").select((eb) => eb.fn.countAll<number>().as("count"));
  query = "spam" in filter ? query.where("spam_reason", "is not", null) : query.where("status", "=", filter.status).where("spam_reason", "is", null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Confirmed subscribers (outside the quarantine) per language, for the composer's choice of recipients. */
export async function countConfirmedByLanguage(db: Kysely<DB>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["language", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "confirmed")
    .where("spam_reason", "is", null)
    .groupBy("language")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.language, Number(row.count)]));
}

/** Moves a sign-up out of the spam quarantine; the row as it is now, or undefined if it was not quarantined. */
export async function clearSubscriberSpam(db: Kysely<DB>, id: number, now: string): Promise<Subscriber | undefined> {
  return db
    .updateTable("newsletter_subscribers")
    .set({ spam_reason: null, updated_at: now })
    .where("id", "=", id)
    .where("spam_reason", "is not", null)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteQuarantinedSubscribers(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom("newsletter_subscribers").where("spam_reason", "is not", null).where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a sign-up only while it is still quarantined (another admin may have released it meanwhile). */
export async function deleteQuarantinedSubscriber(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).where("spam_reason", "is not", null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteSubscriber(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
