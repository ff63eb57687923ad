import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { loadEnv } from "~/env.server";
import { createTestDatabase } from "../../../tests/support/database";
import { TestClock } from "../../../tests/support/clock";
import { pageViewOf } from "./page-view";
import { OTHER, PageViewCounter } from "./page-view-counter.server";

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function counter(limits = { viewKeys: 100, visits: 200, notFoundKeys: 50, awaitingSalt: 1_000 }) {
  const database = await createTestDatabase();
  opened.push(database);
  const env = loadEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/unused-test-data" });
  return { database, counter: new PageViewCounter({ database, env, clock: new TestClock("2026-03-10T09:00:00Z"), logger: pino({ level: "silent" }) }, limits) };
}

const view = (path: string) => pageViewOf(path, { "user-agent": "Mozilla/5.0", host: "site.example" }, "site.example");

describe("a flood of unique paths", () => {
  it("holds at most the limits in memory between flushes and counts every view, the excess under (other)", async () => {
    const { database, counter: views } = await counter();
    for (let index = 0; index < 10_000; index += 1) {
      views.recordView(view(`/flood-${index}`), `198.51.100.${index % 250}\nMozilla/5.0\nsite.example`);
      views.recordNotFound(view(`/missing-${index}`));
    }
    await views.flush();
    for (let index = 0; index < 10_000; index += 1) views.recordView(view(`/flood-${index}`), `198.51.100.${index % 250}\nMozilla/5.0\nsite.example`);
    const held = views.pending();
    expect(held.viewKeys).toBeLessThanOrEqual(101);
    expect(held.visits).toBeLessThanOrEqual(400);
    await views.flush();
    const { db } = database;
    const rows = await db.selectFrom("analytics_pages").select(["path", "views"]).execute();
    expect(rows.reduce((sum, row) => sum + Number(row.views), 0)).toBe(20_000);
    expect(rows.length).toBeLessThanOrEqual(201);
    expect(rows.find((row) => row.path === OTHER)?.views).toBe(19_800);
    const missing = await db.selectFrom("analytics_not_found").select(["path", "views"]).execute();
    expect(missing.length).toBeLessThanOrEqual(51);
    expect(missing.reduce((sum, row) => sum + Number(row.views), 0)).toBe(10_000);
    // 250 visitors; each is kept under "(other)" once the exact pairs are full: unique visitors stay right.
    const visitors = await db.selectFrom("analytics_visits").select((eb) => eb.fn.count<number>("visitor").distinct().as("count")).executeTakeFirstOrThrow();
    expect(Number(visitors.count)).toBe(250);
  });
});

describe("several instances on one database", () => {
  it("share the day's salt, so one visitor seen by two instances is one visitor", async () => {
    const { database, counter: first } = await counter();
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/unused-test-data" });
    const second = new PageViewCounter({ database, env, clock: new TestClock("2026-03-10T11:00:00Z"), logger: pino({ level: "silent" }) });
    const identity = "203.0.113.9\nMozilla/5.0\nsite.example";
    first.recordView(view("/about"), identity);
    second.recordView(view("/about"), identity);
    second.recordView(view("/about"), "203.0.113.10\nMozilla/5.0\nsite.example");
    await Promise.all([first.flush(), second.flush()]);
    const { db } = database;
    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-03-10" }]);
    expect((await db.selectFrom("analytics_visits").selectAll().execute()).length).toBe(2);
    expect(await db.selectFrom("analytics_pages").select("views").where("path", "=", "/about").executeTakeFirstOrThrow()).toEqual({ views: 3 });
  });
});

describe("the hot path's memory of the day and of visitors", () => {
  async function counterAt(at: string) {
    const database = await createTestDatabase();
    opened.push(database);
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/unused-test-data" });
    const clock = new TestClock(at);
    return { database, clock, views: new PageViewCounter({ database, env, clock, logger: pino({ level: "silent" }) }, { viewKeys: 100, visits: 3, notFoundKeys: 50, awaitingSalt: 1_000 }) };
  }

  it("keeps an address and user agent with its hash only until the next flush or the salt's end, and bounded", async () => {
    const { database, views } = await counterAt("2026-03-10T09:00:00Z");
    await views.readySalt("2026-03-10");
    const [first, second] = ["203.0.113.9\nMozilla/5.0\nsite.example", "203.0.113.10\nMozilla/5.0\nsite.example"];
    views.recordView(view("/"), first);
    views.recordView(view("/about"), first);
    views.recordView(view("/"), second);
    expect(views.pending().rememberedVisitors).toBe(2);
    for (let index = 0; index < 10; index += 1) views.recordView(view("/"), `198.51.100.${index}\nMozilla/5.0\nsite.example`);
    expect(views.pending().rememberedVisitors).toBe(3);
    await views.flush();
    expect(views.pending().rememberedVisitors).toBe(0);
    const firstFlush = await database.db.selectFrom("analytics_visits").select(["visitor", "path"]).where("path", "=", "/about").execute();
    views.recordView(view("/about"), first);
    expect(views.pending().rememberedVisitors).toBe(1);
    await views.flush();
    // The same hash after the memory was emptied: the visitor is still one visitor that day.
    expect(await database.db.selectFrom("analytics_visits").select(["visitor", "path"]).where("path", "=", "/about").execute()).toEqual(firstFlush);
    views.recordView(view("/"), second);
    views.forgetSaltBefore("2026-03-11");
    expect(views.pending().rememberedVisitors).toBe(0);
  });

  it("puts a view on its UTC day to the millisecond", async () => {
    const { database, clock, views } = await counterAt("2026-03-10T23:59:59.999Z");
    views.recordView(view("/"), "203.0.113.9\nMozilla/5.0\nsite.example");
    clock.set("2026-03-11T00:00:00.000Z");
    views.recordView(view("/"), "203.0.113.9\nMozilla/5.0\nsite.example");
    views.recordView(view("/"), "203.0.113.9\nMozilla/5.0\nsite.example");
    await views.readySalt("2026-03-11");
    await views.flush();
    const days = await database.db.selectFrom("analytics_pages").select(["day", "views"]).orderBy("day").execute();
    expect(days).toEqual([
      { day: "2026-03-10", views: 1 },
      { day: "2026-03-11", views: 2 },
    ]);
  });
});
