import http from "node:http";
import https from "node:https";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { startPoller } from "~/modules/jobs/periodic.server";
import { Webhook } from "standardwebhooks";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { listReviewMailPeopleByRole } from "~/modules/auth/preferences.repository.server";
import type { AppServices } from "~/modules/services";
import { hostOf, refusedAddressReason, refusedEndpointUrlReason } from "./webhook-address.server";
import { decryptWebhookSecret } from "./webhook-secret.server";
import {
  claimDueDeliveries,
  disableEndpointRow,
  findEndpointRow,
  insertAttemptRow,
  markDeliveryAttemptFailed,
  markDeliveryDelivered,
  type DeliveryRow,
  type EndpointRow,
} from "./webhooks.repository.server";

/** Answers every address a host name resolves to (tests hand in their own; nothing else resolves). */
export type WebhookResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: WebhookResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A receiver gets this long to answer (Standard Webhooks suggests a short timeout; the issue says 10 s). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The delivery log keeps this much of an answer. */
export const RESPONSE_BODY_LIMIT = 500;
/**
 * Waits after each failed attempt (before jitter): about 71 hours in all, so a receiver that is down for up to
 * three days still gets everything. After the last one the delivery fails and the endpoint is disabled.
 */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 72_000].map((seconds) => seconds * 1000);
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A Retry-After further away than this is cut to it (a receiver cannot park our queue for a week). */
export const MAX_RETRY_AFTER_MS = 6 * 60 * 60 * 1000;

type Services = Pick<AppServices, "database" | "clock" | "env" | "logger">;

export interface WebhookWorkerOptions {
  resolve?: WebhookResolver;
  /** How long a claim holds before another instance may take the delivery over (longer than the timeout). */
  leaseMs?: number;
  batchSize?: number;
  timeoutMs?: number;
  /** 0..1; tests pin it to take the jitter out. */
  random?: () => number;
}

/** The wait before attempt `attempts + 1`, with ±20 % jitter so a recovering receiver is not hit by everyone at once. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Retry-After as seconds or an HTTP date, relative to `now`; null when absent or unreadable. Capped. */
export function retryAfterMs(header: string | undefined, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * One POST, to exactly `address` (the resolver's answer: `lookup` hands it to the socket, so there is no second DNS
 * lookup between resolving and connecting). Redirects are not followed: node's http client never does.
 */
function post(target: URL, address: { address: string; family: number }, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Answer> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, agent: false, lookup, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const retryAfter = response.headers["retry-after"];
          resolve({ status: response.statusCode ?? 0, retryAfter, body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8") });
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // The log keeps 500 bytes: a receiver that answers with a large page is not read to its end.
          if (size >= RESPONSE_BODY_LIMIT) {
            done();
            response.destroy();
          }
        });
        response.on("end", done);
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The header's signatures: the current secret's, and the previous one's while a rotation's day lasts. */
function signatures(endpoint: EndpointRow, sessionSecret: string, messageId: string, at: Date, payload: string): string {
  const secrets = [endpoint.secret];
  if (endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until > at.toISOString()) secrets.push(endpoint.previous_secret);
  return secrets.map((stored) => new Webhook(decryptWebhookSecret(stored, sessionSecret)).sign(messageId, at, payload)).join(" ");
}

type Outcome = { kind: "delivered" } | { kind: "retry"; afterMs: number | null; error: string } | { kind: "gone"; error: string } | { kind: "refused"; error: string };

async function attempt(services: Services, endpoint: EndpointRow, delivery: DeliveryRow, options: Required<Pick<WebhookWorkerOptions, "resolve" | "timeoutMs">>) {
  const at = services.clock.now();
  const started = performance.now();
  let status: number | null = null;
  let body: string | null = null;
  let outcome: Outcome;
  try {
    const target = new URL(endpoint.url);
    const headers = {
      "content-type": "application/json",
      "user-agent": "Vyoma-Webhooks/1",
      "webhook-id": delivery.message_id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signatures(endpoint, services.env.SESSION_SECRET, delivery.message_id, at, delivery.payload),
    };
    // The SSRF guard, before any connection: the URL again (the setting may have changed since it was registered),
    // then every address the name resolves to now; the request then goes to the address checked here.
    const allowPrivate = services.env.WEBHOOK_ALLOW_PRIVATE;
    const urlRefusal = refusedEndpointUrlReason(endpoint.url, allowPrivate);
    if (urlRefusal) throw new Error(`Refused before connecting: ${urlRefusal}`);
    const host = hostOf(target);
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await options.resolve(host);
    const refused = addresses.map((candidate) => refusedAddressReason(candidate.address, allowPrivate)).find((reason) => reason !== null);
    if (refused) throw new Error(`Refused before connecting: ${host} resolves to ${refused}`);
    const [address] = addresses;
    if (!address) throw new Error(`${host} did not resolve`);
    const answer = await post(target, address, headers, delivery.payload, options.timeoutMs);
    status = answer.status;
    body = answer.body;
    if (status >= 200 && status < 300) outcome = { kind: "delivered" };
    else if (status === 410) outcome = { kind: "gone", error: "410 Gone: the receiver no longer wants these events" };
    else if (status === 429 || status === 503) outcome = { kind: "retry", afterMs: retryAfterMs(answer.retryAfter, at), error: `HTTP ${status}` };
    else if (status >= 300 && status < 400) outcome = { kind: "retry", afterMs: null, error: `HTTP ${status}: redirects are not followed` };
    else outcome = { kind: "retry", afterMs: null, error: `HTTP ${status}` };
  } catch (error) {
    const message = error instanceof Error ? (error.name === "TimeoutError" || error.name === "AbortError" ? `No answer within ${options.timeoutMs / 1000} s` : error.message) : String(error);
    outcome = { kind: "retry", afterMs: null, error: message };
  }
  await insertAttemptRow(services.database.db, {
    delivery_id: Number(delivery.id),
    endpoint_id: Number(endpoint.id),
    at: at.toISOString(),
    status_code: status,
    duration_ms: Math.round(performance.now() - started),
    response_body: body,
    error: outcome.kind === "delivered" ? null : outcome.error,
  });
  return outcome;
}

/** The admins hear that an endpoint was switched off (queued through the outbox, with the disabling). */
async function disableAndTell(services: Services, endpoint: EndpointRow, reason: string, now: string): Promise<void> {
  await services.database.db.transaction().execute(async (trx) => {
    if (!(await disableEndpointRow(trx, Number(endpoint.id), reason, now))) return;
    const admins = (await listReviewMailPeopleByRole(trx, ["admin"])).filter((admin) => !admin.banned);
    const link = `${services.env.PUBLIC_URL ?? ""}/admin/integrations/${endpoint.id}`;
    for (const admin of admins) {
      await enqueueMail(
        trx,
        {
          to: admin.email,
          subject: `Webhook endpoint disabled: ${endpoint.url}`,
          text: `The webhook endpoint ${endpoint.url} (${endpoint.description || "no description"}) was disabled.\n\n${reason}\n\nIts undelivered events wait. Check the receiver, then switch the endpoint back on and use "Send again": ${link}`,
          kind: "webhook",
        },
        new Date(now),
      );
    }
  });
}

/**
 * Sends the due deliveries once: claims them through the outbox's claim (one instance each), signs each, POSTs it,
 * and records the attempt; a failure waits its back-off (or the receiver's Retry-After), and after the last attempt
 * the delivery fails, the endpoint is disabled and the admins are mailed. Answers how many were delivered.
 */
export async function deliverDueWebhooks(services: Services, options: WebhookWorkerOptions = {}): Promise<number> {
  const resolve = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const { db } = services.database;
  let delivered = 0;
  for (;;) {
    const now = services.clock.now();
    const claimed = await claimDueDeliveries(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), batchSize);
    for (const delivery of claimed) {
      const endpoint = await findEndpointRow(db, Number(delivery.endpoint_id));
      if (!endpoint) continue;
      const outcome = await attempt(services, endpoint, delivery, { resolve, timeoutMs });
      const after = services.clock.now();
      const stamp = after.toISOString();
      if (outcome.kind === "delivered") {
        await markDeliveryDelivered(db, Number(delivery.id), stamp);
        delivered += 1;
      } else if (outcome.kind === "gone") {
        // The delivery waits (pending) with the endpoint switched off: switching it back on sends it.
        await markDeliveryAttemptFailed(db, Number(delivery.id), outcome.error, stamp, stamp);
        await disableAndTell(services, endpoint, `The receiver answered 410 Gone on ${stamp}.`, stamp);
      } else {
        const giveUp = delivery.attempts >= MAX_DELIVERY_ATTEMPTS;
        const waitMs = outcome.kind === "retry" && outcome.afterMs !== null ? outcome.afterMs : backoffMs(delivery.attempts, random);
        const next = giveUp ? null : new Date(after.getTime() + waitMs).toISOString();
        await markDeliveryAttemptFailed(db, Number(delivery.id), outcome.error, next, stamp);
        if (giveUp) await disableAndTell(services, endpoint, `Event ${delivery.message_id} (${delivery.event_type}) failed ${delivery.attempts} times over about three days; the last error: ${outcome.error}`, stamp);
        services.logger[giveUp ? "error" : "warn"]({ deliveryId: delivery.id, endpointId: endpoint.id, attempts: delivery.attempts, nextAttemptAt: next, err: outcome.error }, "webhook not delivered");
      }
    }
    // Until nothing is due: a short batch may only mean another instance took some of the same candidates.
    if (claimed.length === 0) return delivered;
  }
}

export interface WebhookWorker {
  runOnce(): Promise<number>;
  /** Stops polling and waits for a delivery in progress to finish (and be recorded). */
  stop(): Promise<void>;
}

/** Runs deliverDueWebhooks every `pollIntervalMs` in the background (started next to the mail worker). */
export function startWebhookWorker(services: Services, options: WebhookWorkerOptions & { pollIntervalMs?: number } = {}): WebhookWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const runOnce = () => deliverDueWebhooks(services, options);
  const poller = startPoller("webhook delivery run", runOnce, { pollIntervalMs, logger: services.logger });
  return { runOnce, stop: () => poller.stop() };
}
