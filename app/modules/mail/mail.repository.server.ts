import { PostgresAdapter, sql, type Kysely, type Selectable } from "kysely";
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

/**
 * Claims up to `limit` due mails for one sender. A mail is due when it is pending and its time has come, or when
 * it is "sending" but the claim's lease ran out (the instance that claimed it died mid-send).
 *
 * PostgreSQL (several instances): one statement locks the due rows with FOR UPDATE SKIP LOCKED and marks them
 * claimed, so concurrent workers take disjoint sets without waiting on each other. SQLite (one process, one
 * writer): each row is taken with a guarded UPDATE, so of two racing claims only one sees a changed row.
 */
export async function claimDueMails(db: Kysely<DB>, now: string, leaseUntil: string, limit: number): Promise<OutboxMail[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The CTE is materialised once (it locks rows), so the LIMIT and the locks apply to one set of rows.
    const rows = await db
      .with("due", (qb) =>
        qb
          .selectFrom("mail_outbox")
          .select("id")
          .where("status", "in", ["pending", "sending"])
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .updateTable("mail_outbox")
      .set({ status: "sending", attempts: sql`attempts + 1`, next_attempt_at: leaseUntil, updated_at: now })
      .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
      .returningAll()
      .execute();
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }
  const candidates = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  const claimed: OutboxMail[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable("mail_outbox")
      .set({ status: "sending", attempts: sql`attempts + 1`, next_attempt_at: leaseUntil, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", ["pending", "sending"])
      .where("next_attempt_at", "<=", now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    claimed.push(await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
  }
  return claimed;
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
