import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import { consumeRateLimit, peekRateLimit, resetRateLimit } from "./rate-limit.server";

const rule = { name: "test", limit: 3, windowSeconds: 60 };

describe("rate limiter", () => {
  it("allows the limit, refuses beyond it, and opens again after the window", async () => {
    const { db } = await createTestDatabase();
    const start = 1_000_000;
    for (let i = 0; i < 3; i += 1) expect((await consumeRateLimit(db, rule, "1.2.3.4", start + i)).limited).toBe(false);
    const fourth = await consumeRateLimit(db, rule, "1.2.3.4", start + 10_000);
    expect(fourth).toEqual({ limited: true, retryAfterSeconds: 50 });
    expect((await consumeRateLimit(db, rule, "5.6.7.8", start)).limited).toBe(false);
    expect((await peekRateLimit(db, rule, "1.2.3.4", start + 20_000)).limited).toBe(true);
    expect((await consumeRateLimit(db, rule, "1.2.3.4", start + 60_001)).limited).toBe(false);
  });

  it("peeks without counting and resets on demand", async () => {
    const { db } = await createTestDatabase();
    for (let i = 0; i < 5; i += 1) expect((await peekRateLimit(db, rule, "k")).limited).toBe(false);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(db, rule, "k");
    expect((await peekRateLimit(db, rule, "k")).limited).toBe(true);
    await resetRateLimit(db, rule, "k");
    expect((await peekRateLimit(db, rule, "k")).limited).toBe(false);
  });

  it("deletes rows whose window ended over a day ago, now and then, and keeps the live ones", async () => {
    const { db } = await createTestDatabase();
    const day = 24 * 60 * 60 * 1000;
    const start = 10 * day;
    for (const address of ["old-1", "old-2"]) await consumeRateLimit(db, rule, address, start);
    await consumeRateLimit(db, rule, "recent", start + day);
    const buckets = async () => (await db.selectFrom("rate_limits").select("bucket").orderBy("bucket").execute()).map((row) => row.bucket);
    expect(await buckets()).toEqual(["test:old-1", "test:old-2", "test:recent"]);

    // Ten minutes after the last sweep, the next event sweeps again.
    await consumeRateLimit(db, rule, "now", start + day + 11 * 60_000);
    expect(await buckets()).toEqual(["test:now", "test:recent"]);
    expect(await consumeRateLimit(db, { ...rule, windowSeconds: 2 * 24 * 60 * 60 }, "x").catch((error: Error) => error.message)).toMatch(/longer than a day/);
  });

  it("counts concurrent events exactly", async () => {
    const { db } = await createTestDatabase();
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(db, rule, "burst")));
    expect(results.filter((result) => !result.limited)).toHaveLength(3);
  });
});
