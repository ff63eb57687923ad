/**
 * Every event's body is the one the OpenAPI document describes for it (issue 37): each event type is caused the way
 * the site causes it (the API, the use cases a page calls), delivered by the worker to a real receiver on
 * 127.0.0.1, verified with standardwebhooks, and validated with ajv against `webhooks.<event>` of /api/openapi.json
 * (strict objects: a field the document does not name fails, as a missing one does).
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/modules/audit/audit.server";
import { closePosition } from "~/modules/careers/careers.server";
import { setApplicationStatus } from "~/modules/careers/pipeline.server";
import { contactSchema } from "~/modules/contact/contact.schema";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { issueConfirmToken, issueUnsubscribeToken } from "~/modules/newsletter/newsletter-token.server";
import { confirmSubscription, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { sendNewsletterNow } from "~/modules/newsletter/newsletter-send.server";
import { composeSchema } from "~/modules/newsletter/newsletter.schema";
import { deliverDueWebhooks } from "~/modules/webhooks/webhook-worker.server";
import { TEST_EVENT, WEBHOOK_EVENTS } from "~/modules/webhooks/webhooks.schema";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { createPostViaApi, samplePost, sendJson } from "../support/blog";
import { applicationForm, apply, formToken } from "../support/careers";
import { startWebhookReceiver } from "../support/webhook-receiver";

let app: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" }, { logger: pino({ level: "silent" }) });
  admin = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("webhook payloads", () => {
  it("delivers every event type, each body valid against its own schema in the OpenAPI document", async () => {
    const body = new URLSearchParams([["url", `${receiver.url}/hook`], ["personalData", "on"], ...WEBHOOK_EVENTS.map((event): [string, string] => ["events", event])]);
    const created = await app.fetch("/admin/integrations", { method: "POST", body, headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
    expect(created.status).toBe(200);
    const secret = /whsec_[A-Za-z0-9+/=]+/.exec(await created.text())![0];
    const endpoint = await app.database.db.selectFrom("webhook_endpoints").select("id").executeTakeFirstOrThrow();

    // Posts: published, edited while public, unpublished, deleted.
    const post = await createPostViaApi(app, admin, { title: "Payload Post" });
    const edited = (await (await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Payload Post, edited" }), admin)).json()) as { version: number };
    expect((await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Payload Post, edited", status: "draft", version: edited.version }), admin)).status).toBe(200);
    expect((await app.fetch(`/api/blogs/${post.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } })).status).toBe(200);
    // Positions: opened, closed.
    const position = (await (await sendJson(app, "POST", "/api/positions", { title: "Payload Engineer", department: "Engineering", location: "Remote", type: "Full-time", description: "D.", detailedDescription: "DD.", requirements: "R" }, admin)).json()) as { id: number };
    expect((await closePosition(app.services, { id: position.id, by: SYSTEM_ACTOR })).ok).toBe(true);
    // Applications: received, status changed.
    expect((await apply(app, await applicationForm(app))).status).toBe(201);
    const application = await app.database.db.selectFrom("applications").select("id").executeTakeFirstOrThrow();
    expect((await setApplicationStatus(app.services, { id: Number(application.id), status: "reviewing", actor: { name: "Test" } })).ok).toBe(true);
    // A contact message.
    const fields = contactSchema.parse({ variant: "subject", name: "Asha Rao", email: "asha@example.com", phone: "", company: "", subject: "General Inquiry", service: "", message: "Hello there, a question about webhooks." });
    const message = await submitContactMessage(app.services, { fields, meta: { clientIp: "127.0.0.9", channel: "page-form", values: { formToken: formToken(app), website: "" } } });
    expect(message.spamReason).toBeNull();
    // A subscriber confirms, then unsubscribes.
    const now = new Date().toISOString();
    const subscriber = await app.database.db.insertInto("newsletter_subscribers").values({ email: "reader@example.com", status: "pending", created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
    const who = { id: Number(subscriber.id), email: "reader@example.com" };
    expect(await confirmSubscription(app.services, { token: issueConfirmToken(app.services.env.SESSION_SECRET, who) })).toBe("confirmed");
    // A newsletter goes out (to the one confirmed reader), and then the reader leaves.
    const sent = await sendNewsletterNow(app.services, { fields: composeSchema.parse({ source: "message", subject: "Payload News", message: "Hello readers." }), createdBy: null });
    expect(sent.ok).toBe(true);
    expect(await unsubscribe(app.services, { token: issueUnsubscribeToken(app.services.env.SESSION_SECRET, who) })).toBe("unsubscribed");
    // And the admin's test event.
    expect((await app.fetch(`/admin/integrations/${endpoint.id}`, { method: "POST", body: new URLSearchParams({ intent: "test" }), headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(200);

    for (let round = 0; round < 5 && receiver.received.length < WEBHOOK_EVENTS.length + 1; round += 1) await deliverDueWebhooks(app.services, { batchSize: 50 });

    const doc = (await (await app.fetch("/api/openapi.json")).json()) as object;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, "openapi");
    const problems: string[] = [];
    const types: string[] = [];
    for (const request of receiver.received) {
      const event = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string };
      types.push(event.type);
      const validate = ajv.getSchema(`openapi#/${pointer("webhooks", event.type, "post", "requestBody", "content", "application/json", "schema")}`);
      if (!validate) problems.push(`${event.type}: not in the document`);
      else if (!validate(event)) problems.push(`${event.type}: ${ajv.errorsText(validate.errors)} in ${request.body}`);
    }
    expect(problems).toEqual([]);
    expect([...types].sort()).toEqual([...WEBHOOK_EVENTS, TEST_EVENT].sort());
    // The schemas are strict: a field the document does not name is refused (the check can fail).
    const published = JSON.parse(receiver.received.find((request) => request.body.includes('"post.published"'))!.body) as { data: Record<string, unknown> };
    const validatePublished = ajv.getSchema(`openapi#/${pointer("webhooks", "post.published", "post", "requestBody", "content", "application/json", "schema")}`)!;
    expect(validatePublished({ ...published, data: { ...published.data, email: "someone@example.com" } })).toBe(false);
    // Personal data went to this endpoint (allowed), inside the documented `person`.
    const received = JSON.parse(receiver.received.find((request) => request.body.includes('"application.received"'))!.body) as { data: { person?: { email: string } } };
    expect(received.data.person?.email).toBe("asha@example.com");
  });
});
