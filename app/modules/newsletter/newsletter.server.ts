import { recordGoal } from "~/modules/analytics/goals.server";
import type { Env } from "~/env.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { csvDocument } from "~/modules/csv";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionMeta } from "~/modules/security/spam.server";
import { enqueueConfirmationMail, enqueueWelcomeMail } from "./newsletter-mail.server";
import {
  clearSubscriberSpam,
  countSubscribers,
  deleteQuarantinedSubscriber,
  deleteQuarantinedSubscribers,
  deleteSubscriber,
  findSubscriberById,
  insertOrFindSubscriber,
  listSubscribers,
  setSubscriberStatus,
  type Subscriber,
} from "./newsletter.repository.server";
import type { NewsletterInput } from "./newsletter.schema";
import type { Locale } from "~/i18n/locales";
import { normalizeSearchQuery, searchWords } from "~/modules/search/search.schema";
import { deletePendingNewsletterMailsTo } from "./newsletter-issues.repository.server";
import { tokenSubscriberId, verifyConfirmToken, verifyUnsubscribeToken } from "./newsletter-token.server";

export type { Subscriber };

/**
 * Sign-ups per network address and 15 minutes. A double opt-in sign-up is judged by its confirmation (only the
 * mailed link subscribes), so one office signing up its people is fine; past this ceiling a flood is answered
 * with an honest 429 and nothing is stored (issue 32).
 */
export const newsletterFloodRule: RateLimitRule = { name: "newsletter", limit: 30, windowSeconds: 15 * 60 };
/** Past this many sign-ups from one address in the window, a form sent within 3 s is held back: two signals together. */
export const BUSY_ADDRESS_SIGN_UPS = 5;

type NewsletterEnv = Pick<Env, "PUBLIC_URL" | "SESSION_SECRET" | "MAIL_TO" | "ANALYTICS">;
type Reader = Pick<AppServices, "database">;
/** Mails carry signed links, so these need the env's secret and public address. */
type Mailer = { database: AppServices["database"]; env: NewsletterEnv; clock: AppServices["clock"] };

/** "confirmation-sent" is also the answer to quarantined spam, so bots learn nothing. */
export type SubscribeOutcome =
  | { outcome: "confirmation-sent" | "already-subscribed" | "send-again" }
  | { outcome: "too-many"; retryAfterSeconds: number };

/**
 * Double opt-in: stores the address as pending and queues a confirmation mail with a signed link. A pending or
 * unsubscribed address gets a fresh confirmation mail; a confirmed one is told it is already subscribed.
 * A filled honeypot or a forged token is spam and never mailed (that would make us a spam relay): a new address
 * waits in the spam quarantine until an admin releases it or the purge removes it; an address we already hold is
 * left as it is. Speed alone is no reason (autofill and Enter is that fast): only a form sent within 3 s from an
 * address that has already signed up several people waits, and its sender is asked to press again, which
 * subscribes it. Past the flood ceiling the answer is an honest 429 (decision 0009).
 */
export async function subscribeToNewsletter(
  services: Pick<AppServices, "database" | "env" | "logger" | "clock">,
  input: { fields: NewsletterInput; meta: SubmissionMeta; /** The language of the page whose form was sent; English by default. */ language?: Locale },
): Promise<SubscribeOutcome> {
  const { db } = services.database;
  const { fields, meta, language = "en" } = input;
  const limit = await consumeRateLimit(services, { rule: newsletterFloodRule, key: meta.clientIp });
  if (limit.limited) {
    services.logger.info({ clientIp: meta.clientIp }, "newsletter sign-ups over the per-address ceiling refused");
    return { outcome: "too-many", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const verdict = judgeSubmission(meta.values, services.env.SESSION_SECRET, meta.channel);
  const busyAddress = limit.count > BUSY_ADDRESS_SIGN_UPS;
  const spamReason = !verdict.spam ? null : verdict.reason !== "too-fast" ? verdict.reason : busyAddress ? "too-fast" : null;
  const now = services.clock.now().toISOString();
  if (spamReason) {
    const { subscriber, created } = await insertOrFindSubscriber(db, { email: fields.email, language }, now, spamReason);
    services.logger.info({ subscriberId: subscriber.id, reason: spamReason, quarantined: created }, "newsletter subscription flagged as spam");
    // Fast and from a busy address: a bot, or a person whose browser filled in the address. The person is asked
    // to press again (which subscribes and releases the address); a bot that waits meets the ceiling.
    return { outcome: spamReason === "too-fast" ? "send-again" : "confirmation-sent" };
  }
  return db.transaction().execute(async (trx) => {
    const found = await insertOrFindSubscriber(trx, { email: fields.email, language }, now);
    const subscriber = found.subscriber.spam_reason ? ((await clearSubscriberSpam(trx, found.subscriber.id, now)) ?? found.subscriber) : found.subscriber;
    if (subscriber.status === "confirmed") return { outcome: "already-subscribed" } as const;
    // Signing up again (pending or unsubscribed) from a page in another language moves the address to it.
    if (subscriber.status === "unsubscribed" || subscriber.language !== language) await setSubscriberStatus(trx, subscriber.id, "pending", now, language);
    await enqueueConfirmationMail(trx, services.env, { ...subscriber, language });
    await recordGoal(services, { name: "newsletter-signup" }, trx);
    return { outcome: "confirmation-sent" } as const;
  });
}

/** A false positive: the address leaves the quarantine and gets the confirmation mail it would have got, once. */
export async function releaseSubscriber(services: Mailer, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const released = await services.database.db.transaction().execute(async (trx) => {
    const subscriber = await clearSubscriberSpam(trx, input.id, services.clock.now().toISOString());
    if (!subscriber) return false;
    if (subscriber.status === "pending") await enqueueConfirmationMail(trx, services.env, subscriber);
    if (subscriber.status === "pending") await recordGoal(services, { name: "newsletter-signup" }, trx);
    return true;
  });
  return released ? succeed() : fail("not-found", "This sign-up is no longer in the spam folder.");
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/** The link in the confirmation mail. Confirms a pending address once and sends the welcome mail. */
export async function confirmSubscription(services: Mailer, input: { token: string | null }): Promise<ConfirmOutcome> {
  const { env } = services;
  const { token } = input;
  const id = tokenSubscriberId(token);
  if (!token || !id) return "invalid";
  return services.database.db.transaction().execute(async (trx) => {
    const subscriber = await findSubscriberById(trx, id);
    if (!subscriber) return "invalid";
    // A quarantined address was never sent a link.
    if (subscriber.spam_reason) return "invalid";
    const validity = verifyConfirmToken(env.SESSION_SECRET, token, subscriber);
    if (validity !== "valid") return validity;
    if (subscriber.status === "confirmed") return "already-confirmed";
    // A person who unsubscribed after this mail was sent is not re-subscribed by an old link.
    if (subscriber.status !== "pending") return "invalid";
    await setSubscriberStatus(trx, subscriber.id, "confirmed", services.clock.now().toISOString());
    await enqueueWelcomeMail(trx, env, subscriber);
    await queueWebhookEvent(trx, { type: "subscriber.confirmed", resource: { type: "subscriber", id: subscriber.id }, person: { email: subscriber.email } }, services.clock.now());
    await recordGoal(services, { name: "newsletter-confirmed" }, trx);
    return "confirmed";
  });
}

/** The subscriber an unsubscribe token names, or null when it is missing, forged or for an address since removed. */
async function subscriberOfUnsubscribeToken(services: Mailer, token: string | null): Promise<Subscriber | null> {
  const id = tokenSubscriberId(token);
  if (!token || !id) return null;
  const subscriber = await findSubscriberById(services.database.db, id);
  return subscriber && verifyUnsubscribeToken(services.env.SESSION_SECRET, token, subscriber) ? subscriber : null;
}

export type UnsubscribeLinkState = { state: "subscribed" | "unsubscribed"; email: string } | { state: "invalid" };

/**
 * What opening the link in a mail shows, changing nothing: mail scanners open every link before the person does,
 * so only the page's button (a POST) or the mail program's one-click POST unsubscribes.
 */
export async function checkUnsubscribeLink(services: Mailer, input: { token: string | null }): Promise<UnsubscribeLinkState> {
  const subscriber = await subscriberOfUnsubscribeToken(services, input.token);
  if (!subscriber) return { state: "invalid" };
  return { state: subscriber.status === "unsubscribed" ? "unsubscribed" : "subscribed", email: subscriber.email };
}

/** The page's button or a mail program's RFC 8058 one-click POST: no login; repeating it is harmless. */
export async function unsubscribe(services: Mailer, input: { token: string | null }): Promise<"unsubscribed" | "invalid"> {
  const subscriber = await subscriberOfUnsubscribeToken(services, input.token);
  if (!subscriber) return "invalid";
  await services.database.db.transaction().execute(async (trx) => {
    if (subscriber.status !== "unsubscribed") {
      await setSubscriberStatus(trx, subscriber.id, "unsubscribed", services.clock.now().toISOString());
      await queueWebhookEvent(trx, { type: "subscriber.unsubscribed", resource: { type: "subscriber", id: subscriber.id }, person: { email: subscriber.email } }, services.clock.now());
    }
    // Mid-send: a newsletter mail already waiting in the outbox for this address is withdrawn too.
    await deletePendingNewsletterMailsTo(trx, subscriber.email);
  });
  return "unsubscribed";
}

export async function loadSubscribers(services: Reader, input: { view: "list" | "spam"; query?: string }) {
  const { db } = services.database;
  const query = normalizeSearchQuery(input.query);
  const [subscribers, spamCount] = await Promise.all([listSubscribers(db, input.view === "spam", query ? searchWords(query) : undefined), countSubscribers(db, { spam: true })]);
  return { subscribers, spamCount, query };
}

export function countConfirmedSubscribers(services: Reader): Promise<number> {
  return countSubscribers(services.database.db, { status: "confirmed" });
}

export function countQuarantinedSubscribers(services: Reader): Promise<number> {
  return countSubscribers(services.database.db, { spam: true });
}

/** Deletes quarantined sign-ups made before `cutoff`; returns how many. */
export function purgeQuarantinedSubscribers(services: Reader, input: { cutoff: string }): Promise<number> {
  return deleteQuarantinedSubscribers(services.database.db, input.cutoff);
}

/** The spam folder's Delete: only while the sign-up is still quarantined. */
export async function removeQuarantinedSubscriber(services: Reader, input: { id: number }): Promise<Result<undefined, "not-found">> {
  return (await deleteQuarantinedSubscriber(services.database.db, input.id)) ? succeed() : fail("not-found", "This sign-up is no longer in the spam folder.");
}

export async function removeSubscriber(services: Reader, input: { id: number }): Promise<Result<undefined, "not-found">> {
  return (await deleteSubscriber(services.database.db, input.id)) ? succeed() : fail("not-found", "This subscriber no longer exists.");
}

export async function exportSubscribersCsv(services: Reader): Promise<string> {
  const rows = await listSubscribers(services.database.db, false);
  return csvDocument(
    ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "language"],
    rows.map((row) => [row.email, row.status, row.created_at, row.confirmed_at, row.unsubscribed_at, row.language]),
  );
}
