import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { Database } from "~/db/database.server";
import { consumeRateLimit as consume, peekRateLimit as peek, resetRateLimit as reset } from "./rate-limit.server";

const rule = { name: "test", limit: 3, windowSeconds: 60 };
type Rule = typeof rule;

/** The limiter at a given moment (the clock the services hand it). */
const at = (database: Database, now = Date.now()) => ({ database, clock: { now: () => new Date(now) } });
const consumeRateLimit = (database: Database, r: Rule, key: string, now?: number) => consume(at(database, now), { rule: r, key });
const peekRateLimit = (database: Database, r: Rule, key: string, now?: number) => peek(at(database, now), { rule: r, key });
const resetRateLimit = (database: Database, r: Rule, key: string) => reset({ database }, { rule: r, key });

describe("rate limiter", () => {
  it("allows the limit, refuses beyond it, and opens again after the window", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const start = 1_000_000;
    for (let i = 0; i < 3; i += 1) expect((await consumeRateLimit(database, rule, "1.2.3.4", start + i)).limited).toBe(false);
    const fourth = await consumeRateLimit(database, rule, "1.2.3.4", start + 10_000);
    expect(fourth).toEqual({ limited: true, count: 4, retryAfterSeconds: 50 });
    expect((await consumeRateLimit(database, rule, "5.6.7.8", start)).limited).toBe(false);
    expect((await peekRateLimit(database, rule, "1.2.3.4", start + 20_000)).limited).toBe(true);
    expect((await consumeRateLimit(database, rule, "1.2.3.4", start + 60_001)).limited).toBe(false);
  });

  it("peeks without counting and resets on demand", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    for (let i = 0; i < 5; i += 1) expect((await peekRateLimit(database, rule, "k")).limited).toBe(false);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(database, rule, "k");
    expect((await peekRateLimit(database, rule, "k")).limited).toBe(true);
    await resetRateLimit(database, rule, "k");
    expect((await peekRateLimit(database, rule, "k")).limited).toBe(false);
  });

  it("deletes rows whose window ended over a day ago, now and then, and keeps the live ones", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const day = 24 * 60 * 60 * 1000;
    const start = 10 * day;
    for (const address of ["old-1", "old-2"]) await consumeRateLimit(database, rule, address, start);
    await consumeRateLimit(database, rule, "recent", start + day);
    const buckets = async () => (await db.selectFrom("rate_limits").select("bucket").orderBy("bucket").execute()).map((row) => row.bucket);
    expect(await buckets()).toEqual(["test:old-1", "test:old-2", "test:recent"]);

    // Ten minutes after the last sweep, the next event sweeps again.
    await consumeRateLimit(database, rule, "now", start + day + 11 * 60_000);
    expect(await buckets()).toEqual(["test:now", "test:recent"]);
    expect(await consumeRateLimit(database, { ...rule, windowSeconds: 2 * 24 * 60 * 60 }, "x").catch((error: Error) => error.message)).toMatch(/longer than a day/);
  });

  it("counts concurrent events exactly", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(database, rule, "burst")));
    expect(results.filter((result) => !result.limited)).toHaveLength(3);
  });
});
