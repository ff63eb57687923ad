/**
 * The webhook SSRF guard (issue 37) with WEBHOOK_ALLOW_PRIVATE off: an injected resolver answers private,
 * link-local and metadata addresses, and the worker must refuse before opening any connection. No test here may
 * connect outside 127.0.0.0/8 and ::1: the guard's verdict on each answer is asserted first, so a broken guard
 * fails the test before the worker could try one of them; the loopback answers point at a real receiver, which
 * counts every connection it gets.
 */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { refusedAddressReason } from "~/modules/webhooks/webhook-address.server";
import { deliverDueWebhooks } from "~/modules/webhooks/webhook-worker.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { startWebhookReceiver } from "../support/webhook-receiver";

let app: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  app = await startTestApp({}, { logger: pino({ level: "silent" }) });
  admin = await adminCookie(app);
});
afterEach(async () => {
  await app.close();
  await receiver.close();
});

function addEndpoint(url: string) {
  const body = new URLSearchParams([["url", url], ["events", "post.published"], ["description", "Guarded"]]);
  return app.fetch("/admin/integrations", { method: "POST", body, headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
}

describe("webhook SSRF guard", () => {
  it("refuses a name that resolves to a private, link-local, metadata, CGNAT, loopback or IPv4-mapped address before connecting", async () => {
    const answers = ["10.0.0.1", "169.254.169.254", "fd00::1", "::ffff:10.0.0.1", "100.64.0.1", "fd00:ec2::254", "127.0.0.1", "::1", "::ffff:127.0.0.1"];
    // The safety net first: not one of these may reach the worker unrefused.
    for (const address of answers) expect(refusedAddressReason(address, false), address).not.toBeNull();
    const port = new URL(receiver.url).port;
    for (const [index] of answers.entries()) expect((await addEndpoint(`https://hook-${index}.example.test:${port}/hook`)).status).toBe(200);
    await queueWebhookEvent(app.database.db, { type: "post.published", resource: { type: "post", id: 1 }, data: { title: "Guarded", url: null } }, app.services.clock.now());
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      const address = answers[Number(/^hook-(\d+)\./.exec(hostname)![1])]!;
      return [{ address, family: address.includes(":") ? 6 : 4 }];
    };
    expect(await deliverDueWebhooks(app.services, { resolve })).toBe(0);
    expect(asked).toHaveLength(answers.length);
    expect(receiver.connections).toBe(0);
    const attempts = await app.database.db.selectFrom("webhook_attempts").select(["endpoint_id", "error", "status_code"]).orderBy("endpoint_id").execute();
    expect(attempts).toHaveLength(answers.length);
    for (const [index, attempt] of attempts.entries()) {
      expect(attempt.status_code).toBeNull();
      expect(attempt.error).toContain(`Refused before connecting: hook-${index}.example.test resolves to ${answers[index]}`);
    }
    expect(attempts[1]!.error).toContain("metadata");
  });

  it("refuses loopback, private, metadata and plain-http addresses at registration with 400, storing nothing", async () => {
    const refused = [
      `http://hooks.example.com/a`,
      receiver.url,
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.0.0.1/hook",
      "https://[::ffff:a00:1]/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00:ec2::254]/",
    ];
    for (const url of refused) {
      const response = await addEndpoint(url);
      expect(response.status, url).toBe(400);
      expect(await response.text(), url).toMatch(/cannot be sent|must start with https/);
    }
    expect(await app.database.db.selectFrom("webhook_endpoints").select("id").execute()).toEqual([]);
    expect(receiver.connections).toBe(0);
  });

  it("with WEBHOOK_ALLOW_PRIVATE=true, still refuses the metadata address", async () => {
    const intranet = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { logger: pino({ level: "silent" }) });
    try {
      const cookie = await adminCookie(intranet);
      const post = (url: string) =>
        intranet.fetch("/admin/integrations", { method: "POST", body: new URLSearchParams([["url", url], ["events", "post.published"]]), headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" } });
      expect((await post("http://169.254.169.254/latest")).status).toBe(400);
      expect((await post(`${receiver.url}/hook`)).status).toBe(200);
    } finally {
      await intranet.close();
    }
  });

  it("does not follow a redirect to a name that resolves to the metadata address: only the first host is resolved and connected to", async () => {
    // Loopback allowed (the receiver), so the first hop is sent; its answer redirects to a name only the injected
    // resolver knows (.test is reserved: real DNS would find nothing), which it answers with 169.254.169.254.
    const intranet = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { logger: pino({ level: "silent" }) });
    try {
      const cookie = await adminCookie(intranet);
      const port = new URL(receiver.url).port;
      const body = new URLSearchParams([["url", `http://receiver.example.test:${port}/hook`], ["events", "post.published"]]);
      expect((await intranet.fetch("/admin/integrations", { method: "POST", body, headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(200);
      receiver.answer = () => ({ status: 307, headers: { Location: "http://metadata.example.test/latest/meta-data/" } });
      const answers: Record<string, string> = { "receiver.example.test": "127.0.0.1", "metadata.example.test": "169.254.169.254" };
      expect(refusedAddressReason(answers["metadata.example.test"]!, true)).not.toBeNull();
      const asked: string[] = [];
      const resolve = async (hostname: string) => {
        asked.push(hostname);
        // Any other name gets the metadata address too: refused whatever the setting, never connected to.
        return [{ address: answers[hostname] ?? "169.254.169.254", family: 4 }];
      };
      await queueWebhookEvent(intranet.database.db, { type: "post.published", resource: { type: "post", id: 1 }, data: { title: "Redirected", url: null } }, intranet.services.clock.now());
      expect(await deliverDueWebhooks(intranet.services, { resolve })).toBe(0);
      expect(asked).toEqual(["receiver.example.test"]);
      expect(receiver.received.map((request) => request.url)).toEqual(["/hook"]);
      expect(receiver.connections).toBe(1);
      const attempt = await intranet.database.db.selectFrom("webhook_attempts").select(["status_code", "error"]).executeTakeFirstOrThrow();
      expect(attempt.status_code).toBe(307);
      expect(attempt.error).toContain("redirects are not followed");
    } finally {
      await intranet.close();
    }
  });
});
