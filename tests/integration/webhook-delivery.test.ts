/**
 * Webhook delivery (issue 37): the worker against a real receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true, as an
 * intranet would set it). Signatures are checked with the standardwebhooks package, as a receiver would check them.
 * The test clock moves the worker's time; Date is moved with it (only Date is faked) because Webhook.verify
 * refuses a timestamp more than five minutes from the receiver's own clock.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";
import { SYSTEM_ACTOR } from "~/modules/audit/audit.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { deliverDueWebhooks, MAX_DELIVERY_ATTEMPTS, MAX_RETRY_AFTER_MS } from "~/modules/webhooks/webhook-worker.server";
import { careersHousekeeping } from "~/modules/careers/retention.server";
import { createEndpoint } from "~/modules/webhooks/webhooks.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { createPostViaApi, samplePost, sendJson } from "../support/blog";
import { TestClock } from "../support/clock";
import { connectAgain } from "../support/database";
import { startWebhookReceiver } from "../support/webhook-receiver";

const MINUTE = 60_000;
let app: TestApp;
let admin: string;
let clock: TestClock;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-02T09:00:00Z") });
  clock = new TestClock(new Date());
  receiver = await startWebhookReceiver();
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { logger: pino({ level: "silent" }), clock });
  admin = await adminCookie(app);
});
afterEach(async () => {
  await app.close();
  await receiver.close();
  vi.useRealTimers();
});

/** The worker's clock and the receiver's Date move together. */
function advance(ms: number) {
  clock.set(new Date(clock.now().getTime() + ms));
  vi.setSystemTime(clock.now());
}

const deliver = () => deliverDueWebhooks(app.services, { random: () => 0.5 });

async function addEndpoint(events: string[], extra: Array<[string, string]> = []) {
  const body = new URLSearchParams([["url", `${receiver.url}/hook`], ["description", "Receiver"], ...events.map((event): [string, string] => ["events", event]), ...extra]);
  const response = await app.fetch("/admin/integrations", { method: "POST", body, headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
  expect(response.status).toBe(200);
  const secret = /whsec_[A-Za-z0-9+/=]+/.exec(await response.text())![0];
  const row = await app.database.db.selectFrom("webhook_endpoints").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  return { id: Number(row.id), secret };
}

/** Throws unless every signature-checked request verifies with `secret`. */
function verify(secret: string, request: { headers: Record<string, unknown>; body: string }) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
}

describe("webhook delivery", () => {
  it("signs each event; a receiver down (503) for an hour gets every event once, in order per resource, with one webhook-id across retries", async () => {
    const { secret } = await addEndpoint(["post.published", "post.updated"]);
    let down = true;
    const events: Array<{ type: string; data: Record<string, unknown> }> = [];
    // The receiver checks each event as it arrives, as an HR tool would.
    receiver.answer = (request) => {
      if (down) return { status: 503, body: "down for maintenance" };
      events.push(verify(secret, request));
      return { status: 204 };
    };
    const first = await createPostViaApi(app, admin, { title: "First Post" });
    const second = await createPostViaApi(app, admin, { title: "Second Post" });
    for (const title of ["First Post, edited", "First Post, edited again"]) {
      const edited = await sendJson(app, "PUT", `/api/blogs/${first.id}`, samplePost({ title }), admin);
      expect(edited.status).toBe(200);
    }
    expect(await app.database.db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(4);

    // Down for an hour: every attempt is refused and recorded; the edits wait behind the first post's publication.
    for (let minutes = 0; minutes < 60; minutes += 5) {
      await deliver();
      advance(5 * MINUTE);
    }
    const refused = receiver.received.length;
    expect(refused).toBeGreaterThan(2);
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(2);
    const attempts = await app.database.db.selectFrom("webhook_attempts").selectAll().execute();
    expect(attempts).toHaveLength(refused);
    expect(attempts[0]).toMatchObject({ status_code: 503, response_body: "down for maintenance", error: "HTTP 503" });

    down = false;
    for (let step = 0; step < 24 && receiver.received.filter((request) => request.status === 204).length < 4; step += 1) {
      advance(15 * MINUTE);
      await deliver();
    }
    const accepted = receiver.received.filter((request) => request.status === 204);
    expect(events.map((event) => [event.type, event.data.id])).toEqual(
      expect.arrayContaining([
        ["post.published", first.id],
        ["post.published", second.id],
      ]),
    );
    const firstPosts = events.filter((event) => event.data.id === first.id);
    expect(firstPosts.map((event) => [event.type, event.data.title])).toEqual([
      ["post.published", "First Post"],
      ["post.updated", "First Post, edited"],
      ["post.updated", "First Post, edited again"],
    ]);
    expect(new Set(accepted.map((request) => request.headers["webhook-id"])).size).toBe(4);
    // A retry carries the id of the first try, so a receiver can drop a duplicate.
    for (const request of receiver.received.filter((request) => request.status === 503)) expect(accepted.map((a) => a.headers["webhook-id"])).toContain(request.headers["webhook-id"]);
    const statuses = await app.database.db.selectFrom("webhook_deliveries").select("status").execute();
    expect(statuses.every((delivery) => delivery.status === "delivered")).toBe(true);
  });

  it("410 disables the endpoint, records why, mails the admins, and sends nothing more", async () => {
    const { id } = await addEndpoint(["post.published"]);
    receiver.answer = () => ({ status: 410, body: "gone" });
    await createPostViaApi(app, admin, { title: "Gone Post" });
    await deliver();
    const endpoint = await app.database.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(endpoint.disabled_at).not.toBeNull();
    expect(endpoint.disabled_reason).toContain("410");
    const mails = await app.database.db.selectFrom("mail_outbox").select(["to_address", "subject"]).where("kind", "=", "webhook").execute();
    expect(mails).toEqual([{ to_address: "admin@test.example", subject: `Webhook endpoint disabled: ${receiver.url}/hook` }]);
    await createPostViaApi(app, admin, { title: "Another Post" });
    advance(60 * MINUTE);
    await deliver();
    expect(receiver.received).toHaveLength(1);
  });

  it("honours Retry-After in seconds and as an HTTP date on 429 and 503, capped at six hours", async () => {
    await addEndpoint(["post.published"]);
    const replies = [
      { status: 429, headers: { "Retry-After": "120" } },
      { status: 503, headers: { "Retry-After": new Date(Date.now() + 120_000 + 10 * MINUTE).toUTCString() } },
      { status: 503, headers: { "Retry-After": "9999999" } },
      { status: 200 },
    ];
    receiver.answer = () => replies.shift()!;
    await createPostViaApi(app, admin, { title: "Busy Receiver" });
    const next = async () => (await app.database.db.selectFrom("webhook_deliveries").select("next_attempt_at").executeTakeFirstOrThrow()).next_attempt_at;

    await deliver();
    expect(await next()).toBe(new Date(clock.now().getTime() + 120_000).toISOString());
    advance(119_000);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    advance(1000);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    // The HTTP date named ten minutes after the 120 s already passed.
    expect(Date.parse(await next()) - clock.now().getTime()).toBe(10 * MINUTE);
    advance(10 * MINUTE);
    await deliver();
    expect(receiver.received).toHaveLength(3);
    expect(Date.parse(await next()) - clock.now().getTime()).toBe(MAX_RETRY_AFTER_MS);
    advance(MAX_RETRY_AFTER_MS);
    await deliver();
    expect(receiver.received.map((request) => request.status)).toEqual([429, 503, 503, 200]);
  });

  it("retries with back-off for about three days, then fails the delivery, disables the endpoint and mails the admins; a redirect is a failure, not followed", async () => {
    const { id } = await addEndpoint(["post.published"]);
    // The redirect points back at the receiver itself (never at another address, even one the guard would refuse):
    // had the worker followed it, the receiver would have seen /elsewhere.
    receiver.answer = (request) => (request.url === "/elsewhere" ? { status: 200 } : { status: 302, headers: { Location: `${receiver.url}/elsewhere` } });
    await createPostViaApi(app, admin, { title: "Never Delivered" });
    const start = clock.now().getTime();
    for (let hour = 0; hour < 96; hour += 1) {
      await deliver();
      advance(60 * MINUTE);
    }
    expect(receiver.received.map((request) => request.url).every((url) => url === "/hook")).toBe(true);
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    const delivery = await app.database.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery.status).toBe("failed");
    expect(delivery.last_error).toContain("redirects are not followed");
    const lastAttempt = await app.database.db.selectFrom("webhook_attempts").select("at").orderBy("id", "desc").executeTakeFirstOrThrow();
    const spanHours = (Date.parse(lastAttempt.at) - start) / 3_600_000;
    expect(spanHours).toBeGreaterThan(60);
    expect(spanHours).toBeLessThan(84);
    const endpoint = await app.database.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(endpoint.disabled_at).not.toBeNull();
    expect(await app.database.db.selectFrom("mail_outbox").select("subject").where("kind", "=", "webhook").execute()).toHaveLength(1);
  });

  it("after a rotation signs with the new secret and, for 24 hours, the old one too (shown once on the page)", async () => {
    const { id, secret: oldSecret } = await addEndpoint(["post.published"]);
    const rotated = await app.fetch(`/admin/integrations/${id}`, { method: "POST", body: new URLSearchParams([["intent", "rotate"]]), headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
    expect(rotated.status).toBe(200);
    const newSecret = /whsec_[A-Za-z0-9+/=]+/.exec(await rotated.text())![0];
    expect(newSecret).not.toBe(oldSecret);
    expect(await (await app.fetch(`/admin/integrations/${id}`, { headers: { Cookie: admin } })).text()).not.toContain(newSecret);
    await createPostViaApi(app, admin, { title: "During The Switch" });
    await deliver();
    const during = receiver.received[0]!;
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verify(oldSecret, during).data.title).toBe("During The Switch");
    expect(verify(newSecret, during).data.title).toBe("During The Switch");

    advance(24 * 60 * MINUTE + MINUTE);
    await createPostViaApi(app, admin, { title: "After The Switch" });
    await deliver();
    const after = receiver.received[1]!;
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(verify(newSecret, after).data.title).toBe("After The Switch");
    expect(() => verify(oldSecret, after)).toThrow();
  });

  it("the endpoint's page lists every attempt newest first, a page at a time; 'Send again' resends with the same webhook-id; 'Send a test event' sends one", async () => {
    const { id, secret } = await addEndpoint(["post.published"]);
    const post = (fields: Array<[string, string]>) =>
      app.fetch(`/admin/integrations/${id}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
    const empty = await (await app.fetch(`/admin/integrations/${id}`, { headers: { Cookie: admin } })).text();
    expect(empty).toContain("No attempts yet");
    let answers = 0;
    receiver.answer = () => ((answers += 1) === 1 ? { status: 500, body: "first answer" } : { status: 200, body: `answer ${answers}` });
    expect((await post([["intent", "test"]])).status).toBe(200);
    await deliver();
    advance(MINUTE);
    await deliver();
    expect(verify(secret, receiver.received[1]!).type).toBe("webhook.test");
    const delivery = await app.database.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery.status).toBe("delivered");

    expect((await post([["intent", "resend"], ["id", String(delivery.id)]])).status).toBe(200);
    await deliver();
    expect(receiver.received.map((request) => request.headers["webhook-id"])).toEqual([delivery.message_id, delivery.message_id, delivery.message_id]);
    expect((await post([["intent", "resend"], ["id", "abc"]])).status).toBe(400);

    for (let index = 0; index < 25; index += 1) await post([["intent", "test"]]);
    await deliver();
    const first = await (await app.fetch(`/admin/integrations/${id}`, { headers: { Cookie: admin } })).text();
    expect(first).toContain("28 in all.");
    expect(first.replaceAll("<!-- -->", "")).toContain("Page 1 of 2");
    expect(first).not.toContain("first answer");
    const second = await (await app.fetch(`/admin/integrations/${id}?page=2`, { headers: { Cookie: admin } })).text();
    // The oldest attempts: the 500, then the retry's answer, then the resend's.
    expect(second).toContain("first answer");
    expect(second.indexOf("answer 3")).toBeLessThan(second.indexOf("answer 2"));
    expect(second.indexOf("answer 2")).toBeLessThan(second.indexOf("first answer"));
  });

  it("the daily housekeeping deletes deliveries settled more than 30 days ago with their attempts, and keeps waiting ones", async () => {
    const { id } = await addEndpoint(["post.published"]);
    const post = () => app.fetch(`/admin/integrations/${id}`, { method: "POST", body: new URLSearchParams([["intent", "test"]]), headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
    await post();
    await deliver();
    receiver.answer = () => ({ status: 500 });
    advance(MINUTE);
    await post();
    await deliver();
    const count = async () => ({
      deliveries: (await app.database.db.selectFrom("webhook_deliveries").select("status").orderBy("id").execute()).map((row) => row.status),
      attempts: (await app.database.db.selectFrom("webhook_attempts").select("id").execute()).length,
    });
    expect(await count()).toEqual({ deliveries: ["delivered", "pending"], attempts: 2 });
    const housekeeping = careersHousekeeping(app.services);
    advance(29 * 24 * 60 * MINUTE);
    await housekeeping.tick();
    expect(await count()).toEqual({ deliveries: ["delivered", "pending"], attempts: 2 });
    advance(2 * 24 * 60 * MINUTE);
    await housekeeping.tick();
    expect(await count()).toEqual({ deliveries: ["pending"], attempts: 1 });
  });

  it("sends a person's data only to endpoints allowed to receive it", async () => {
    const plain = await addEndpoint(["message.received"]);
    const allowed = await addEndpoint(["message.received"], [["personalData", "on"]]);
    const message = { variant: "subject" as const, subject: "Hello", service: null, receivedAt: clock.now().toISOString() };
    await queueWebhookEvent(app.database.db, { type: "message.received", resource: { type: "message", id: 7 }, data: message, person: { name: "Asha", email: "asha@example.com" } }, clock.now());
    await deliver();
    const byEndpoint = new Map(
      receiver.received.map((request) => {
        const secret = [plain.secret, allowed.secret].find((candidate) => {
          try {
            verify(candidate, request);
            return true;
          } catch {
            return false;
          }
        });
        return [secret, JSON.parse(request.body).data];
      }),
    );
    expect(byEndpoint.get(plain.secret)).toEqual({ id: 7, ...message });
    expect(byEndpoint.get(allowed.secret)).toEqual({ id: 7, ...message, person: { name: "Asha", email: "asha@example.com" } });
  });
});

describe("two instances", () => {
  it("deliver each event exactly once (two services on one database: a SQLite file, or PostgreSQL with TEST_DATABASE_URL)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "webhooks-"));
    const sqlite = !process.env.TEST_DATABASE_URL;
    const first = sqlite ? openDatabase({ sqlitePath: path.join(dir, "site.db") }) : app.database;
    if (sqlite) await migrateToLatest(first);
    const second = sqlite ? openDatabase({ sqlitePath: path.join(dir, "site.db") }) : connectAgain(app.database);
    try {
      const base = { clock, env: app.services.env, logger: app.services.logger };
      const one = { ...base, database: first };
      const two = { ...base, database: second };
      const created = await createEndpoint(one, { fields: { url: `${receiver.url}/hook`, description: "", events: ["post.published"], personalData: false, enabled: true }, by: SYSTEM_ACTOR });
      expect(created.ok).toBe(true);
      for (let id = 1; id <= 40; id += 1) await queueWebhookEvent(first.db, { type: "post.published", resource: { type: "post", id }, data: { title: `Post ${id}`, url: null } }, clock.now());
      const [a, b] = await Promise.all([deliverDueWebhooks(one, { batchSize: 5 }), deliverDueWebhooks(two, { batchSize: 5 })]);
      expect(a + b).toBe(40);
      const ids = receiver.received.map((request) => request.headers["webhook-id"]);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      if (sqlite) {
        await first.close();
        await second.close();
        fs.rmSync(dir, { recursive: true, force: true });
      } else await second.close();
    }
  });
});
