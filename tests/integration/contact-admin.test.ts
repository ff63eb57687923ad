import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, expectAuthorizationMatrix, postForm } from "../support/auth";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

async function insertMessage(fields: { name: string; spam?: number; created_at: string }) {
  const row = await app.database.db
    .insertInto("contact_messages")
    .values({
      variant: "subject",
      name: fields.name,
      email: `${fields.name.toLowerCase()}@example.com`,
      phone: null,
      company: null,
      subject: "General Inquiry",
      service: null,
      message: `Hello from ${fields.name}`,
      spam: fields.spam ?? 0,
      spam_reason: fields.spam ? "honeypot" : null,
      handled_at: null,
      client_ip: "127.0.0.1",
      created_at: fields.created_at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const form = (fields: Record<string, string>) => () => new URLSearchParams(fields);
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

describe("admin: messages, subscribers, outbox", () => {
  it("lets only the admin read and change them (authorization matrix)", async () => {
    const inbox = await insertMessage({ name: "Anil", created_at: "2025-01-01T10:00:00.000Z" });
    const spam = await insertMessage({ name: "Bot", spam: 1, created_at: "2025-01-01T11:00:00.000Z" });
    const now = new Date().toISOString();
    const subscriber = await app.database.db
      .insertInto("newsletter_subscribers")
      .values({ email: "sub@example.com", status: "confirmed", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = await enqueueCompanyNotification(app.database.db, app.services.env, { subject: "x", text: "y" });
    await app.database.db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", mail).execute();

    await expectAuthorizationMatrix(app, [
      { method: "GET", path: "/admin/messages", kind: "page" },
      { method: "GET", path: "/admin/messages?view=spam", kind: "page" },
      { method: "POST", path: "/admin/messages", kind: "page", headers: formHeaders, body: form({ intent: "handled", id: String(inbox) }) },
      { method: "POST", path: "/admin/messages", kind: "page", headers: formHeaders, body: form({ intent: "not-spam", id: String(spam) }) },
      { method: "POST", path: "/admin/messages", kind: "page", headers: formHeaders, body: form({ intent: "delete", id: String(inbox) }) },
      { method: "GET", path: "/admin/subscribers", kind: "page" },
      { method: "GET", path: "/admin/subscribers/export.csv", kind: "page" },
      { method: "POST", path: "/admin/subscribers", kind: "page", headers: formHeaders, body: form({ intent: "delete", id: String(subscriber.id) }) },
      { method: "GET", path: "/admin/outbox", kind: "page" },
      { method: "POST", path: "/admin/outbox", kind: "page", headers: formHeaders, body: form({ intent: "retry", id: String(mail) }) },
    ]);

    // Only the admin's tries took effect.
    const messages = await app.database.db.selectFrom("contact_messages").select(["name", "spam"]).execute();
    expect(messages).toEqual([{ name: "Bot", spam: 0 }]);
    expect(await app.database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
    const mails = await app.database.db.selectFrom("mail_outbox").select(["kind", "status"]).orderBy("id").execute();
    // The retried mail, and the notification the company missed for the message that was not spam.
    expect(mails).toEqual([
      { kind: "notification", status: "pending" },
      { kind: "contact", status: "pending" },
    ]);
  });

  it("lists the inbox newest first, keeps spam apart, marks handled, and counts on the dashboard", async () => {
    await insertMessage({ name: "Older", created_at: "2025-01-01T10:00:00.000Z" });
    const newer = await insertMessage({ name: "Newer", created_at: "2025-02-01T10:00:00.000Z" });
    await insertMessage({ name: "Spammer", spam: 1, created_at: "2025-03-01T10:00:00.000Z" });
    const cookie = await adminCookie(app);
    const inbox = await (await app.fetch("/admin/messages", { headers: { Cookie: cookie } })).text();
    expect(inbox.indexOf("Hello from Newer")).toBeGreaterThan(0);
    expect(inbox.indexOf("Hello from Newer")).toBeLessThan(inbox.indexOf("Hello from Older"));
    expect(inbox).not.toContain("Hello from Spammer");
    expect(inbox).toContain("Inbox (2, 2 new)");
    const spamView = await (await app.fetch("/admin/messages?view=spam", { headers: { Cookie: cookie } })).text();
    expect(spamView).toContain("Hello from Spammer");
    expect(spamView).toContain("Spam: honeypot");

    expect((await postForm(app, "/admin/messages", { intent: "handled", id: String(newer) }, { Cookie: cookie })).status).toBe(200);
    expect(await (await app.fetch("/admin/messages", { headers: { Cookie: cookie } })).text()).toContain("Inbox (2, 1 new)");
    const dashboard = await (await app.fetch("/admin", { headers: { Cookie: cookie } })).text();
    expect(dashboard).toMatch(/New messages<\/dt><dd[^>]*><a[^>]*href="\/admin\/messages"[^>]*>1</);
    expect(dashboard).toContain("Newsletter subscribers");
  });

  it("answers bad admin input with 400 and unknown ids with 404", async () => {
    const cookie = await adminCookie(app);
    expect((await postForm(app, "/admin/messages", { intent: "explode", id: "1" }, { Cookie: cookie })).status).toBe(400);
    expect((await postForm(app, "/admin/messages", { intent: "delete", id: "abc" }, { Cookie: cookie })).status).toBe(400);
    expect((await postForm(app, "/admin/messages", { intent: "delete", id: "999" }, { Cookie: cookie })).status).toBe(404);
    expect((await postForm(app, "/admin/subscribers", { intent: "delete", id: "999" }, { Cookie: cookie })).status).toBe(404);
    expect((await postForm(app, "/admin/outbox", { intent: "retry", id: "-1" }, { Cookie: cookie })).status).toBe(400);
  });
});
