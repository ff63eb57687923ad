import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** A fixed-window limit: at most `limit` counted events per `windowSeconds` for one key (usually an address). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  limited: boolean;
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
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - LONGEST_WINDOW_SECONDS * 1000)
    .execute()
    .catch(() => {});
}

/**
 * Counts one event and tells whether the key is now over its limit. One statement (upsert with RETURNING), so
 * concurrent requests and several server instances on one database count correctly.
 */
export async function consumeRateLimit(db: Kysely<DB>, rule: RateLimitRule, key: string, now = Date.now()): Promise<RateLimitState> {
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`Rate limit window of ${rule.name} is longer than a day`);
  await pruneExpired(db, now);
  const windowMs = rule.windowSeconds * 1000;
  const expired = now - windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket: bucketOf(rule, key), window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("bucket").doUpdateSet({
        count: sql`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return stateOf(rule, Number(row.count), Number(row.window_start), now);
}

/** Tells whether the key is over its limit without counting an event (e.g. before checking a password). */
export async function peekRateLimit(db: Kysely<DB>, rule: RateLimitRule, key: string, now = Date.now()): Promise<RateLimitState> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("bucket", "=", bucketOf(rule, key))
    .executeTakeFirst();
  if (!row || Number(row.window_start) <= now - rule.windowSeconds * 1000) return { limited: false, retryAfterSeconds: 0 };
  return stateOf(rule, Number(row.count) + 1, Number(row.window_start), now);
}

/** Forgets a key's events, e.g. after a successful login. */
export async function resetRateLimit(db: Kysely<DB>, rule: RateLimitRule, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucketOf(rule, key)).execute();
}

function stateOf(rule: RateLimitRule, count: number, windowStart: number, now: number): RateLimitState {
  const limited = count > rule.limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000));
  return { limited, retryAfterSeconds: limited ? retryAfterSeconds : 0 };
}
