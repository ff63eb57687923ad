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

  it("counts concurrent events exactly", async () => {
    const { db } = await createTestDatabase();
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(db, rule, "burst")));
    expect(results.filter((result) => !result.limited)).toHaveLength(3);
  });
});
