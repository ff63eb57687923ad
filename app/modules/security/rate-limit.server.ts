import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { countRateLimitEvent, deleteRateLimitBucket, deleteRateLimitWindowsBefore, findRateLimitWindow } from "./rate-limit.repository.server";

type Services = Pick<AppServices, "database" | "clock">;

/** A fixed-window limit: at most `limit` counted events per `windowSeconds` for one key (usually an address). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  limited: boolean;
  /** Events counted in the current window, this one included (a use case may read a lower threshold off it). */
  count: number;
  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

function bucketOf(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${key}`.slice(0, 255);
}

/** No rule counts over a longer window, so a row older than this can only read as "no events": it is deleted. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPrunedAt = new WeakMap<Kysely<DB>, number>();

/**
 * Deletes the rows whose window ended over a day ago (every address that ever posted a form leaves one), at most
 * once per ten minutes per database. A failure here never fails the request that counted the event.
 */
async function pruneExpired(db: Kysely<DB>, now: number): Promise<void> {
  if (now - (lastPrunedAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrunedAt.set(db, now);
  await deleteRateLimitWindowsBefore(db, now - LONGEST_WINDOW_SECONDS * 1000).catch(() => {});
}

/**
 * Counts one event and tells whether the key is now over its limit. One statement (upsert with RETURNING), so
 * concurrent requests and several server instances on one database count correctly.
 */
export async function consumeRateLimit(services: Services, input: { rule: RateLimitRule; key: string }): Promise<RateLimitState> {
  const { rule, key } = input;
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`Rate limit window of ${rule.name} is longer than a day`);
  const { db } = services.database;
  const now = services.clock.now().getTime();
  await pruneExpired(db, now);
  const { count, windowStart } = await countRateLimitEvent(db, bucketOf(rule, key), now, rule.windowSeconds * 1000);
  return stateOf(rule, count, windowStart, now);
}

/** Tells whether the key is over its limit without counting an event (e.g. before checking a password). */
export async function peekRateLimit(services: Services, input: { rule: RateLimitRule; key: string }): Promise<RateLimitState> {
  const { rule, key } = input;
  const now = services.clock.now().getTime();
  const window = await findRateLimitWindow(services.database.db, bucketOf(rule, key));
  if (!window || window.windowStart <= now - rule.windowSeconds * 1000) return { limited: false, count: 0, retryAfterSeconds: 0 };
  return stateOf(rule, window.count + 1, window.windowStart, now);
}

/** Forgets a key's events, e.g. after a successful login. */
export async function resetRateLimit(services: Pick<AppServices, "database">, input: { rule: RateLimitRule; key: string }): Promise<void> {
  await deleteRateLimitBucket(services.database.db, bucketOf(input.rule, input.key));
}

function stateOf(rule: RateLimitRule, count: number, windowStart: number, now: number): RateLimitState {
  const limited = count > rule.limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000));
  return { limited, count, retryAfterSeconds: limited ? retryAfterSeconds : 0 };
}
