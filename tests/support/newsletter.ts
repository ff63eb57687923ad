import type { Database } from "~/db/database.server";

/** Confirmed subscribers written straight into the table (what many finished double opt-ins leave behind). */
export async function insertConfirmedSubscribers(database: Database, count: number, prefix = "reader"): Promise<string[]> {
  const now = new Date().toISOString();
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, "0")}@list.example`);
  for (let i = 0; i < emails.length; i += 500) {
    await database.db
      .insertInto("newsletter_subscribers")
      .values(emails.slice(i, i + 500).map((email) => ({ email, status: "confirmed" as const, created_at: now, updated_at: now, confirmed_at: now })))
      .execute();
  }
  return emails;
}

/** The token in a List-Unsubscribe header such as `<http://host/newsletter/unsubscribe?token=...>`. */
export function unsubscribeLink(header: string | undefined): string {
  const url = /<(https?:[^>]+)>/.exec(header ?? "")?.[1];
  if (!url) throw new Error(`no unsubscribe URL in ${header}`);
  return url;
}
