import type { Kysely } from "kysely";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import {
  countOutboxByStatus,
  insertOutboxMail,
  listOutboxMails,
  requeueFailedMail,
  type NewOutboxMail,
  type OutboxMail,
} from "./mail.repository.server";

export type { OutboxMail };

/** After this many failed attempts a mail is marked failed; the admin can send it again. */
export const MAX_MAIL_ATTEMPTS = 12;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * Delay before the next attempt after `attempts` failed ones: base, 2x, 4x, ... capped at 6 hours. With the
 * default base of 60 s, twelve attempts span about a day, which outlasts ordinary SMTP outages.
 */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Header fields must not carry line breaks (header injection); long subjects are cut. */
function headerText(value: string, max = 200): string {
  return value.replace(/[\r\n]+/g, " ").trim().slice(0, max);
}

/** Queues any mail; the worker sends it. Call inside the same transaction that stores what the mail is about. */
export async function enqueueMail(db: Kysely<DB>, mail: NewOutboxMail, now = new Date()): Promise<number> {
  return insertOutboxMail(
    db,
    { ...mail, subject: headerText(mail.subject), replyTo: mail.replyTo ? headerText(mail.replyTo, 254) : null },
    now.toISOString(),
  );
}

export interface CompanyNotification {
  /** One line; line breaks are replaced by spaces. */
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The visitor's address, so the company can answer with Reply. */
  replyTo?: string;
  /** Shown in the admin's outbox, e.g. "contact" or "application". Default "notification". */
  kind?: string;
}

/**
 * Mails the company inbox (MAIL_TO). This is the one function other areas call, e.g. careers for each
 * application: store your record first, then call this (ideally in the same transaction). It only queues the
 * mail, so it never fails because SMTP is down; the mail worker delivers it with retries. Returns the outbox id.
 *
 *   await enqueueCompanyNotification(context.database.db, context.env, {
 *     subject: `New application: ${position}`, text: lines.join("\n"), replyTo: applicant.email, kind: "application",
 *   });
 */
export async function enqueueCompanyNotification(
  db: Kysely<DB>,
  env: Pick<Env, "MAIL_TO">,
  notification: CompanyNotification,
): Promise<number> {
  return enqueueMail(db, {
    to: env.MAIL_TO,
    subject: notification.subject,
    text: notification.text,
    replyTo: notification.replyTo,
    kind: notification.kind ?? "notification",
  });
}

export interface OutboxOverview {
  mails: OutboxMail[];
  counts: Record<OutboxMail["status"], number>;
  /** False when SMTP_URL is unset: mails wait and are not sent. */
  smtpConfigured: boolean;
}

export async function loadOutboxOverview(services: Pick<AppServices, "database" | "env">, input: { limit?: number } = {}): Promise<OutboxOverview> {
  const { db } = services.database;
  const [mails, counts] = await Promise.all([listOutboxMails(db, input.limit ?? 100), countOutboxByStatus(db)]);
  return { mails, counts, smtpConfigured: Boolean(services.env.SMTP_URL) };
}

/** Mails not (yet) delivered: waiting, being sent, or given up on. */
export async function countUnsentMails(services: Pick<AppServices, "database">): Promise<number> {
  const counts = await countOutboxByStatus(services.database.db);
  return counts.pending + counts.sending + counts.failed;
}

/** Sends a mail that was given up on again; any other mail is already on its way (or sent). */
export async function retryFailedMail(services: Pick<AppServices, "database" | "clock">, input: { id: number }): Promise<Result<undefined, "conflict">> {
  const requeued = await requeueFailedMail(services.database.db, input.id, services.clock.now().toISOString());
  return requeued ? succeed() : fail("conflict", "Only a failed mail can be sent again.");
}
