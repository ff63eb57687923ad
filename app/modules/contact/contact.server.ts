import type { Kysely } from "kysely";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionMeta } from "~/modules/security/spam.server";
import {
  clearContactMessageSpam,
  countContactMessages,
  deleteContactMessage,
  deleteQuarantinedContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactMessageHandled,
  type ContactMessage,
} from "./contact.repository.server";
import { serviceLabel, type ContactInput } from "./contact.schema";

export type { ContactMessage };

/** Messages per address; beyond it they are still stored (in the spam folder), never mailed. */
export const contactRateRule: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 15 * 60 };

type MailEnv = Pick<Env, "MAIL_TO" | "PUBLIC_URL">;

export interface SubmissionOutcome {
  id: number;
  spamReason: string | null;
}

/**
 * Stores a contact message, then queues the company's mail, in one transaction: either both exist or neither.
 * Suspected spam (see judgeSubmission, or over the rate limit) is stored in quarantine and not mailed; the caller
 * answers it exactly like success, so bots learn nothing.
 */
export async function submitContactMessage(
  services: Pick<AppServices, "database" | "env" | "logger">,
  input: ContactInput,
  meta: SubmissionMeta,
): Promise<SubmissionOutcome> {
  const { db } = services.database;
  const verdict = judgeSubmission(meta.values, services.env.SESSION_SECRET, meta.channel);
  // Every submission counts, so a bot cannot spend the limit on spam and then slip a real-looking one through.
  const limit = await consumeRateLimit(db, contactRateRule, meta.clientIp);
  const spamReason = verdict.spam ? verdict.reason : limit.limited ? "rate-limit" : null;
  const createdAt = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, {
      ...input,
      spam: spamReason ? 1 : 0,
      spam_reason: spamReason,
      handled_at: null,
      client_ip: meta.clientIp.slice(0, 64),
      created_at: createdAt,
    });
    if (!spamReason) await notifyCompany(trx, services.env, { ...input, id, created_at: createdAt });
    return id;
  });
  if (spamReason) services.logger.info({ messageId: id, reason: spamReason }, "contact message flagged as spam");
  return { id, spamReason };
}

type MailableMessage = Pick<ContactMessage, "id" | "variant" | "name" | "email" | "phone" | "company" | "subject" | "service" | "message" | "created_at">;

function notifyCompany(db: Kysely<DB>, env: MailEnv, message: MailableMessage) {
  const topic = message.subject ?? serviceLabel(message.service) ?? "General";
  const lines = [
    `New message from the ${message.variant === "subject" ? "contact page" : "home page"} form.`,
    "",
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? "-"}`,
    `Company: ${message.company ?? "-"}`,
    message.variant === "subject" ? `Subject: ${message.subject}` : `Service: ${serviceLabel(message.service) ?? "-"}`,
    "",
    "Message:",
    message.message,
    "",
    `Received ${message.created_at}. All messages: ${env.PUBLIC_URL}/admin/messages`,
  ];
  return enqueueCompanyNotification(db, env, {
    subject: `Contact: ${topic} - ${message.name}`,
    text: lines.join("\n"),
    replyTo: message.email,
    kind: "contact",
  });
}

export const MESSAGES_PAGE_SIZE = 25;

export interface MessagesPage {
  messages: ContactMessage[];
  page: number;
  pageCount: number;
  counts: { inbox: number; unhandled: number; spam: number };
}

export async function loadMessagesPage(db: Kysely<DB>, view: "inbox" | "spam", page: number): Promise<MessagesPage> {
  const [inbox, unhandled, spam] = await Promise.all([
    countContactMessages(db, { spam: false }),
    countContactMessages(db, { spam: false, unhandledOnly: true }),
    countContactMessages(db, { spam: true }),
  ]);
  const total = view === "spam" ? spam : inbox;
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const messages = await listContactMessages(db, view === "spam", MESSAGES_PAGE_SIZE, (current - 1) * MESSAGES_PAGE_SIZE);
  return { messages, page: current, pageCount, counts: { inbox, unhandled, spam } };
}

export async function countNewMessages(db: Kysely<DB>): Promise<number> {
  return countContactMessages(db, { spam: false, unhandledOnly: true });
}

export async function markMessageHandled(db: Kysely<DB>, id: number, handled: boolean): Promise<boolean> {
  return setContactMessageHandled(db, id, handled ? new Date().toISOString() : null);
}

export async function removeMessage(db: Kysely<DB>, id: number): Promise<boolean> {
  return deleteContactMessage(db, id);
}

/** A false positive: back to the inbox, and the company gets the mail it missed (once). */
export async function markMessageNotSpam(db: Kysely<DB>, env: MailEnv, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await clearContactMessageSpam(trx, id))) return false;
    const message = await findContactMessage(trx, id);
    if (message) await notifyCompany(trx, env, message);
    return true;
  });
}

export function countQuarantinedMessages(db: Kysely<DB>): Promise<number> {
  return countContactMessages(db, { spam: true });
}

/** Deletes quarantined messages received before `cutoff`; returns how many. */
export function purgeQuarantinedMessages(db: Kysely<DB>, cutoff: string): Promise<number> {
  return deleteQuarantinedContactMessages(db, cutoff);
}
