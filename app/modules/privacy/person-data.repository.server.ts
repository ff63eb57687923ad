import type { Kysely, Selectable } from "kysely";
import type { ContactMessageTable, DB, MailOutboxTable, NewsletterSubscriberTable } from "~/db/schema";

/** What one email address left outside the careers tables: contact messages, a subscription, mails. Addresses
 * compare case-insensitively (people type them both ways); `email` is lower case. */

export function listContactMessagesFrom(db: Kysely<DB>, email: string): Promise<Array<Selectable<ContactMessageTable>>> {
  return db.selectFrom("contact_messages").selectAll().where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).orderBy("created_at").orderBy("id").execute();
}

export function findSubscriptionOf(db: Kysely<DB>, email: string): Promise<Selectable<NewsletterSubscriberTable> | undefined> {
  return db.selectFrom("newsletter_subscribers").selectAll().where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).executeTakeFirst();
}

/** Mails to the address, and the company's notifications about it (they reply to it). */
export function listMailsAbout(db: Kysely<DB>, email: string): Promise<Array<Selectable<MailOutboxTable>>> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn("lower", ["to_address"]), "=", email), eb(eb.fn("lower", ["reply_to"]), "=", email)]))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function deleteContactMessagesFrom(db: Kysely<DB>, email: string): Promise<number> {
  return Number((await db.deleteFrom("contact_messages").where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).executeTakeFirst()).numDeletedRows);
}

export async function deleteSubscriptionOf(db: Kysely<DB>, email: string): Promise<number> {
  return Number((await db.deleteFrom("newsletter_subscribers").where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).executeTakeFirst()).numDeletedRows);
}

/** Mails already sent or given up on; one still being sent stays until the worker is done with it. */
export async function deleteMailsAbout(db: Kysely<DB>, email: string): Promise<number> {
  const result = await db
    .deleteFrom("mail_outbox")
    .where((eb) => eb.or([eb(eb.fn("lower", ["to_address"]), "=", email), eb(eb.fn("lower", ["reply_to"]), "=", email)]))
    .where("status", "!=", "sending")
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
