import type { Kysely } from "kysely";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionMeta } from "~/modules/security/spam.server";
import { enqueueConfirmationMail, enqueueWelcomeMail } from "./newsletter-mail.server";
import {
  clearSubscriberSpam,
  countSubscribers,
  deleteQuarantinedSubscribers,
  deleteSubscriber,
  findSubscriberById,
  insertOrFindSubscriber,
  listSubscribers,
  setSubscriberStatus,
  type Subscriber,
} from "./newsletter.repository.server";
import type { NewsletterInput } from "./newsletter.schema";
import { tokenSubscriberId, verifyConfirmToken, verifyUnsubscribeToken } from "./newsletter-token.server";

export type { Subscriber };

/** Subscribe attempts per address; beyond it a new address waits in the spam quarantine (and the answer looks the same). */
export const newsletterRateRule: RateLimitRule = { name: "newsletter", limit: 5, windowSeconds: 15 * 60 };

type NewsletterEnv = Pick<Env, "PUBLIC_URL" | "SESSION_SECRET">;

/** "confirmation-sent" is also the answer to quarantined spam, so bots learn nothing. */
export type SubscribeOutcome = "confirmation-sent" | "already-subscribed" | "send-again";

/**
 * Double opt-in: stores the address as pending and queues a confirmation mail with a signed link. A pending or
 * unsubscribed address gets a fresh confirmation mail; a confirmed one is told it is already subscribed.
 * Suspected spam is never mailed (that would make us a spam relay): a new address waits in the spam quarantine
 * until an admin releases it (then the confirmation goes out) or the purge removes it; an address we already
 * hold is left as it is.
 */
export async function subscribeToNewsletter(
  services: Pick<AppServices, "database" | "env" | "logger">,
  input: NewsletterInput,
  meta: SubmissionMeta,
): Promise<SubscribeOutcome> {
  const { db } = services.database;
  const verdict = judgeSubmission(meta.values, services.env.SESSION_SECRET, meta.channel);
  const limit = await consumeRateLimit(db, newsletterRateRule, meta.clientIp);
  const spamReason = verdict.spam ? verdict.reason : limit.limited ? "rate-limit" : null;
  const now = new Date().toISOString();
  if (spamReason) {
    const { subscriber, created } = await insertOrFindSubscriber(db, input.email, now, spamReason);
    services.logger.info({ subscriberId: subscriber.id, reason: spamReason, quarantined: created }, "newsletter subscription flagged as spam");
    // Sent within seconds of the page loading: a bot, or a person whose browser filled in the address. The person
    // is asked to press again (which subscribes and releases the address); a bot that waits gains nothing.
    return spamReason === "too-fast" ? "send-again" : "confirmation-sent";
  }
  return db.transaction().execute(async (trx) => {
    const found = await insertOrFindSubscriber(trx, input.email, now);
    const subscriber = found.subscriber.spam_reason ? ((await clearSubscriberSpam(trx, found.subscriber.id, now)) ?? found.subscriber) : found.subscriber;
    if (subscriber.status === "confirmed") return "already-subscribed";
    if (subscriber.status === "unsubscribed") await setSubscriberStatus(trx, subscriber.id, "pending", now);
    await enqueueConfirmationMail(trx, services.env, subscriber);
    return "confirmation-sent";
  });
}

/** A false positive: the address leaves the quarantine and gets the confirmation mail it would have got, once. */
export async function releaseSubscriber(db: Kysely<DB>, env: NewsletterEnv, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const subscriber = await clearSubscriberSpam(trx, id, new Date().toISOString());
    if (!subscriber) return false;
    if (subscriber.status === "pending") await enqueueConfirmationMail(trx, env, subscriber);
    return true;
  });
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** The link in the confirmation mail. Confirms a pending address once and sends the welcome mail. */
export async function confirmSubscription(db: Kysely<DB>, env: NewsletterEnv, token: string | null): Promise<ConfirmOutcome> {
  const id = tokenSubscriberId(token);
  if (!token || !id) return "invalid";
  return db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriberById(trx, id);
    if (!subscriber) return "invalid";
    // A quarantined address was never sent a link.
    if (subscriber.spam_reason) return "invalid";
    const validity = verifyConfirmToken(env.SESSION_SECRET, token, subscriber);
    if (validity !== "valid") return validity;
    if (subscriber.status === "confirmed") return "already-confirmed";
    // A person who unsubscribed after this mail was sent is not re-subscribed by an old link.
    if (subscriber.status !== "pending") return "invalid";
    await setSubscriberStatus(trx, subscriber.id, "confirmed", new Date().toISOString());
    await enqueueWelcomeMail(trx, env, subscriber);
    return "confirmed";
  });
}

/** The link in every newsletter mail: one click, no login; repeating it is harmless. */
export async function unsubscribe(db: Kysely<DB>, env: NewsletterEnv, token: string | null): Promise<"unsubscribed" | "invalid"> {
  const id = tokenSubscriberId(token);
  if (!token || !id) return "invalid";
  const subscriber = await findSubscriberById(db, id);
  if (!subscriber || !verifyUnsubscribeToken(env.SESSION_SECRET, token, subscriber)) return "invalid";
  if (subscriber.status !== "unsubscribed") await setSubscriberStatus(db, subscriber.id, "unsubscribed", new Date().toISOString());
  return "unsubscribed";
}

export async function loadSubscribers(db: Kysely<DB>, view: "list" | "spam") {
  const [subscribers, spamCount] = await Promise.all([listSubscribers(db, view === "spam"), countQuarantinedSubscribers(db)]);
  return { subscribers, spamCount };
}

export async function countConfirmedSubscribers(db: Kysely<DB>): Promise<number> {
  return countSubscribers(db, { status: "confirmed" });
}

export function countQuarantinedSubscribers(db: Kysely<DB>): Promise<number> {
  return countSubscribers(db, { spam: true });
}

/** Deletes quarantined sign-ups made before `cutoff`; returns how many. */
export function purgeQuarantinedSubscribers(db: Kysely<DB>, cutoff: string): Promise<number> {
  return deleteQuarantinedSubscribers(db, cutoff);
}

export async function removeSubscriber(db: Kysely<DB>, id: number): Promise<boolean> {
  return deleteSubscriber(db, id);
}

/** A cell that spreadsheets will not run as a formula, quoted when it needs to be. */
function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportSubscribersCsv(db: Kysely<DB>): Promise<string> {
  const rows = await listSubscribers(db, false);
  const lines = [["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"].join(",")];
  for (const row of rows) {
    lines.push([row.email, row.status, row.created_at, row.confirmed_at, row.unsubscribed_at].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
