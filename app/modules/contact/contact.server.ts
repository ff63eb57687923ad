import { recordGoal } from "~/modules/analytics/goals.server";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import type { Env } from "~/env.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { acknowledgeContactMessage } from "~/modules/mail/acknowledgements.server";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionMeta } from "~/modules/security/spam.server";
import {
  clearContactMessageSpam,
  countContactMessages,
  deleteContactMessage,
  deleteQuarantinedContactMessage,
  deleteQuarantinedContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactMessageHandled,
  type ContactMessage,
} from "./contact.repository.server";
import { serviceLabel, type ContactInput } from "./contact.schema";
import { messagesFor } from "~/i18n/messages";
import type { Locale } from "~/i18n/locales";
import { normalizeSearchQuery, searchWords } from "~/modules/search/search.schema";

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
  services: Pick<AppServices, "database" | "env" | "logger" | "clock">,
  input: { fields: ContactInput; meta: SubmissionMeta; /** The language of the page whose form was sent; English by default. */ language?: Locale },
): Promise<SubmissionOutcome> {
  const { db } = services.database;
  const { fields, meta, language = "en" } = input;
  const verdict = judgeSubmission(meta.values, services.env.SESSION_SECRET, meta.channel);
  // Every submission counts, so a bot cannot spend the limit on spam and then slip a real-looking one through.
  const limit = await consumeRateLimit(services, { rule: contactRateRule, key: meta.clientIp });
  const spamReason = verdict.spam ? verdict.reason : limit.limited ? "rate-limit" : null;
  const createdAt = services.clock.now().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, {
      ...fields,
      spam: spamReason ? 1 : 0,
      spam_reason: spamReason,
      handled_at: null,
      client_ip: meta.clientIp.slice(0, 64),
      created_at: createdAt,
    });
    if (!spamReason) {
      await notifyCompany(trx, services.env, { ...fields, id, created_at: createdAt });
      await announceMessage(trx, { ...fields, id, created_at: createdAt }, new Date(createdAt));
      await acknowledgeContactMessage(trx, services.env, { name: fields.name, email: fields.email, message: fields.message, topic: topicLabel(fields, language), language });
      await recordGoal(services, { name: "contact-message" }, trx);
    }
    return id;
  });
  if (spamReason) services.logger.info({ messageId: id, reason: spamReason }, "contact message flagged as spam");
  return { id, spamReason };
}

/** The subject or service the visitor chose, as the form in their language labelled it (the stored value is English). */
function topicLabel(fields: Pick<ContactInput, "subject" | "service">, language: Locale): string | null {
  const labels = messagesFor(language).contactForm;
  if (fields.subject) return labels.subjects[fields.subject as keyof typeof labels.subjects] ?? fields.subject;
  if (fields.service) return labels.services[fields.service as keyof typeof labels.services] ?? serviceLabel(fields.service) ?? null;
  return null;
}

type MailableMessage = Pick<ContactMessage, "id" | "variant" | "name" | "email" | "phone" | "company" | "subject" | "service" | "message" | "created_at">;

/** The message.received webhook event: never for spam; a message released from quarantine fires it then. */
function announceMessage(db: Kysely<DB>, message: MailableMessage, now: Date) {
  const data = { variant: message.variant, subject: message.subject ?? null, service: message.service ?? null, receivedAt: message.created_at };
  return queueWebhookEvent(db, { type: "message.received", resource: { type: "message", id: message.id }, data, person: { name: message.name, email: message.email } }, now);
}

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
  /** The search in effect ("" for none) and how many messages of the folder match it. */
  query: string;
  matching: number;
}

type Reader = Pick<AppServices, "database">;

export async function loadMessagesPage(services: Reader, input: { view: "inbox" | "spam"; page: number; query?: string }): Promise<MessagesPage> {
  const { db } = services.database;
  const query = normalizeSearchQuery(input.query);
  const words = query ? searchWords(query) : undefined;
  const [inbox, unhandled, spam] = await Promise.all([
    countContactMessages(db, { spam: false }),
    countContactMessages(db, { spam: false, unhandledOnly: true }),
    countContactMessages(db, { spam: true }),
  ]);
  const matching = words ? await countContactMessages(db, { spam: input.view === "spam", words }) : input.view === "spam" ? spam : inbox;
  const pageCount = Math.max(1, Math.ceil(matching / MESSAGES_PAGE_SIZE));
  const current = Math.min(Math.max(1, input.page), pageCount);
  const messages = await listContactMessages(db, input.view === "spam", MESSAGES_PAGE_SIZE, (current - 1) * MESSAGES_PAGE_SIZE, words);
  return { messages, page: current, pageCount, counts: { inbox, unhandled, spam }, query, matching };
}

export function countNewMessages(services: Reader): Promise<number> {
  return countContactMessages(services.database.db, { spam: false, unhandledOnly: true });
}

export function countQuarantinedMessages(services: Reader): Promise<number> {
  return countContactMessages(services.database.db, { spam: true });
}

const NOT_FOUND = "This message no longer exists.";

export async function markMessageHandled(services: Pick<AppServices, "database" | "clock">, input: { id: number; handled: boolean }): Promise<Result<undefined, "not-found">> {
  const handledAt = input.handled ? services.clock.now().toISOString() : null;
  return (await setContactMessageHandled(services.database.db, input.id, handledAt)) ? succeed() : fail("not-found", NOT_FOUND);
}

export async function removeMessage(services: Reader, input: { id: number }): Promise<Result<undefined, "not-found">> {
  return (await deleteContactMessage(services.database.db, input.id)) ? succeed() : fail("not-found", NOT_FOUND);
}

/** A false positive: back to the inbox, and the company gets the mail it missed (once). */
export async function markMessageNotSpam(services: Pick<AppServices, "database" | "env" | "clock">, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const released = await services.database.db.transaction().execute(async (trx) => {
    if (!(await clearContactMessageSpam(trx, input.id))) return false;
    const message = await findContactMessage(trx, input.id);
    if (message) await notifyCompany(trx, services.env, message);
    if (message) await announceMessage(trx, message, services.clock.now());
    // Accepted now: counted as a conversion today (never while it was spam).
    await recordGoal(services, { name: "contact-message" }, trx);
    return true;
  });
  return released ? succeed() : fail("not-found", NOT_FOUND);
}

/** The spam folder's Delete: only while the message is still spam. */
export async function removeQuarantinedMessage(services: Reader, input: { id: number }): Promise<Result<undefined, "not-found">> {
  return (await deleteQuarantinedContactMessage(services.database.db, input.id)) ? succeed() : fail("not-found", "This message is no longer in the spam folder.");
}

/** Deletes quarantined messages received before `cutoff`; returns how many. */
export function purgeQuarantinedMessages(services: Reader, input: { cutoff: string }): Promise<number> {
  return deleteQuarantinedContactMessages(services.database.db, input.cutoff);
}
