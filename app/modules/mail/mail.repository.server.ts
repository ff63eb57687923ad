import type { Kysely, Selectable } from "kysely";
import { claimDueRows } from "~/modules/jobs/claim-due.repository.server";
import type { DB, MailOutboxTable } from "~/db/schema";

export type OutboxMail = Selectable<MailOutboxTable>;

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  unsubscribeUrl?: string | null;
  kind: string;
  newsletterId?: number | null;
  /** Sent as Content-Language; the HTML part says the same with its `lang`. */
  language?: string | null;
}

export async function insertOutboxMail(db: Kysely<DB>, mail: NewOutboxMail, now: string): Promise<number> {
  const row = await db
    .insertInto("mail_outbox")
    .values({
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      unsubscribe_url: mail.unsubscribeUrl ?? null,
      kind: mail.kind,
      newsletter_id: mail.newsletterId ?? null,
      language: mail.language ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Claims up to `limit` due mails for one sender (the outbox's shared claim, `claimDueRows`). */
export async function claimDueMails(db: Kysely<DB>, now: string, leaseUntil: string, limit: number): Promise<OutboxMail[]> {
  return claimDueRows(db, "mail_outbox", { now, leaseUntil, limit });
}

export async function markMailSent(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now, updated_at: now, last_error: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** Puts a mail back in the queue for `nextAttemptAt`, or gives up on it when `nextAttemptAt` is null. */
export async function markMailAttemptFailed(db: Kysely<DB>, id: number, error: string, nextAttemptAt: string | null, now: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: nextAttemptAt ? "pending" : "failed",
      next_attempt_at: nextAttemptAt ?? now,
      last_error: error.slice(0, 1000),
      updated_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** Queues a failed mail again with a fresh set of attempts (admin "Send again"). */
export async function requeueFailedMail(db: Kysely<DB>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listOutboxMails(db: Kysely<DB>, limit: number): Promise<OutboxMail[]> {
  return db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(limit).execute();
}

export async function countOutboxByStatus(db: Kysely<DB>): Promise<Record<OutboxMail["status"], number>> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
