/** Webhooks (issue 37, step 1): endpoints on /admin/integrations; events queued with the change, one per endpoint. */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { createPostViaApi } from "../support/blog";

let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await startTestApp({}, { logger: pino({ level: "silent" }) });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

function addEndpoint(fields: Array<[string, string]>) {
  const body = new URLSearchParams(fields);
  return app.fetch("/admin/integrations", { method: "POST", body, headers: { Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
}

describe("webhook endpoints", () => {
  it("shows the secret once, keeps it encrypted, refuses a bad address with 400, and queues a published post for each endpoint", async () => {
    const refused = await addEndpoint([["url", "ftp://x"], ["events", "post.published"]]);
    expect(refused.status).toBe(400);
    const created = await addEndpoint([["url", "https://hooks.example.com/a"], ["events", "post.published"], ["description", "A"]]);
    expect(created.status).toBe(200);
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(await created.text())?.[0];
    expect(secret).toBeTruthy();
    const row = await app.database.db.selectFrom("webhook_endpoints").selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret!.slice(6));
    const post = await createPostViaApi(app, admin, { title: "Hooked Post" });
    const deliveries = await app.database.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries.map((delivery) => [delivery.event_type, delivery.resource, delivery.status])).toEqual([["post.published", `post:${post.id}`, "pending"]]);
    expect(JSON.parse(deliveries[0]!.payload).data).toMatchObject({ id: post.id, title: "Hooked Post" });
    const audit = await app.database.db.selectFrom("audit_events").select("action").where("action", "like", "webhook.%").execute();
    expect(audit.map((entry) => entry.action)).toEqual(["webhook.endpoint_created"]);
  });
});
