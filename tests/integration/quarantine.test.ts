import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { issueConfirmToken } from "~/modules/newsletter/newsletter-token.server";
import { purgeExpiredQuarantine } from "~/modules/quarantine/quarantine.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { applicationForm, apply, filesUnder, tempDataDir } from "../support/careers";
import { createTestSmtpServer, type TestSmtpServer } from "../support/smtp";

/**
 * The spam quarantine end to end: suspected spam is stored and answered like success, kept out of the inbox and
 * the company's mail, released by "Not spam" (which sends the missed mail exactly once through a real SMTP server),
 * or deleted by the purge after SPAM_RETENTION_DAYS, resume files included.
 */
let app: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;
let dataDir: string;
let cookie: string;
const MAIL_TO = "inbox@vyoma.test";

beforeEach(async () => {
  dataDir = tempDataDir();
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_TO, SPAM_RETENTION_DAYS: "30" });
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
  cookie = await adminCookie(app);
});
afterEach(async () => {
  await worker.stop();
  await app.close();
  await smtp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = (pathname: string) => app.fetch(pathname, { headers: { Cookie: cookie } }).then((response) => response.text());
const adminPost = (pathname: string, fields: Record<string, string>) => postForm(app, pathname, fields, { Cookie: cookie });
const humanToken = () => issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 10_000);
/** Lets the worker run a few rounds, so a mail that should not exist would have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("applications", () => {
  it("keeps a honeypot application out of the inbox, releases it once with Not spam, and mails the company once", async () => {
    const spam = await apply(app, await applicationForm(app, { fields: { name: "Ravi Kumar", website: "https://bot.example" } }));
    expect(spam.status).toBe(201);
    const honest = await apply(app, await applicationForm(app, { fields: { name: "Asha Rao" } }));
    expect(honest.status).toBe(201);
    // The company's notification and Asha's acknowledgement.
    await smtp.waitForMails(2);

    const inbox = await admin("/admin/applications");
    expect(inbox).toContain("Asha Rao");
    expect(inbox).not.toContain("Ravi Kumar");
    expect(inbox).toContain("Spam (1)");
    const spamView = await admin("/admin/applications?view=spam");
    expect(spamView).toContain("Ravi Kumar");
    expect(spamView).toContain("Spam: honeypot field filled in");
    expect(spamView).not.toContain("Asha Rao");
    expect(await admin("/admin")).toContain("Spam awaiting review");

    const { id } = await app.database.db.selectFrom("applications").select("id").where("name", "=", "Ravi Kumar").executeTakeFirstOrThrow();
    expect((await adminPost("/admin/applications", { intent: "not-spam", id: String(id) })).status).toBe(200);
    const [, , released] = await smtp.waitForMails(3);
    expect(released!.subject).toMatch(/^Application: .+ - Ravi Kumar$/);
    expect(released!.text).toContain(`/admin/applications/${id}`);
    expect(await admin("/admin/applications")).toContain("Ravi Kumar");

    // A second "Not spam" (a double click, another admin) finds nothing to release and sends nothing.
    expect((await adminPost("/admin/applications", { intent: "not-spam", id: String(id) })).status).toBe(404);
    await settle();
    expect(smtp.mails).toHaveLength(3);
  });

  it("releases from the application's own page too, and deletes from the spam folder with its resume", async () => {
    await apply(app, await applicationForm(app, { fields: { name: "Kept Back", formToken: issueFormToken(app.services.env.SESSION_SECRET) } }));
    await apply(app, await applicationForm(app, { fields: { name: "Bot Two", website: "x" } }));
    const rows = await app.database.db.selectFrom("applications").select(["id", "name", "resume_key", "spam_reason"]).orderBy("id").execute();
    expect(rows.map((row) => [row.name, row.spam_reason])).toEqual([
      ["Kept Back", "too-fast"],
      ["Bot Two", "honeypot"],
    ]);
    const page = await admin(`/admin/applications/${rows[0]!.id}`);
    expect(page).toContain("In the spam folder (too fast (sent within 3 s of first using the form))");
    expect((await adminPost(`/admin/applications/${rows[0]!.id}`, { intent: "not-spam" })).status).toBe(200);
    expect((await smtp.waitForMails(1))[0]!.subject).toMatch(/Kept Back$/);

    expect((await adminPost("/admin/applications", { intent: "delete", id: String(rows[1]!.id) })).status).toBe(200);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([rows[0]!.resume_key]);
    expect(await app.database.db.selectFrom("applications").select("name").execute()).toEqual([{ name: "Kept Back" }]);
  });

  it("purges quarantined applications and their resumes after the retention period, and nothing else", async () => {
    for (const name of ["Old Spam", "New Spam"]) await apply(app, await applicationForm(app, { fields: { name, website: "x" } }));
    await apply(app, await applicationForm(app, { fields: { name: "Old Honest" } }));
    await app.database.db.updateTable("applications").set({ received_at: daysAgo(31) }).where("name", "in", ["Old Spam", "Old Honest"]).execute();
    const before = await app.database.db.selectFrom("applications").select(["name", "resume_key"]).execute();
    const keyOf = (name: string) => before.find((row) => row.name === name)!.resume_key;

    expect(await purgeExpiredQuarantine(app.services)).toEqual({ applications: 1, messages: 0, subscribers: 0 });
    const left = await app.database.db.selectFrom("applications").select("name").orderBy("name").execute();
    expect(left.map((row) => row.name)).toEqual(["New Spam", "Old Honest"]);
    expect(filesUnder(path.join(dataDir, "uploads")).sort()).toEqual([keyOf("New Spam"), keyOf("Old Honest")].sort());
    // Run again (another instance, the next hour): nothing more to do.
    expect(await purgeExpiredQuarantine(app.services)).toEqual({ applications: 0, messages: 0, subscribers: 0 });
  });
});

describe("contact messages", () => {
  const message = (name: string, extra: Record<string, string> = {}) =>
    postForm(app, "/contact", {
      variant: "subject",
      name,
      email: "visitor@client.example",
      subject: "Custom Software",
      message: `A message from ${name}.`,
      [FORM_TOKEN_FIELD]: humanToken(),
      [HONEYPOT_FIELD]: "",
      ...extra,
    });

  it("stores a message sent too fast in quarantine, releases it with one mail, and purges old spam", async () => {
    const response = await message("No Token", { [FORM_TOKEN_FIELD]: issueFormToken(app.services.env.SESSION_SECRET) });
    expect(await response.text()).toContain("Thank you for your message! We will get back to you soon.");
    await settle();
    expect(smtp.mails).toHaveLength(0);
    const spamView = await admin("/admin/messages?view=spam");
    expect(spamView).toContain("A message from No Token.");
    expect(spamView).toContain("Spam: too fast (sent within 3 s of first using the form)");

    const { id } = await app.database.db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
    expect((await adminPost("/admin/messages", { intent: "not-spam", id: String(id) })).status).toBe(200);
    expect((await adminPost("/admin/messages", { intent: "not-spam", id: String(id) })).status).toBe(404);
    expect((await smtp.waitForMails(1))[0]!.subject).toBe("Contact: Custom Software - No Token");
    await settle();
    expect(smtp.mails).toHaveLength(1);

    await message("Old Bot", { [HONEYPOT_FIELD]: "x" });
    await message("New Bot", { [HONEYPOT_FIELD]: "x" });
    await app.database.db.updateTable("contact_messages").set({ created_at: daysAgo(40) }).where("name", "in", ["Old Bot", "No Token"]).execute();
    expect(await purgeExpiredQuarantine(app.services)).toEqual({ applications: 0, messages: 1, subscribers: 0 });
    const left = await app.database.db.selectFrom("contact_messages").select("name").orderBy("name").execute();
    expect(left.map((row) => row.name)).toEqual(["New Bot", "No Token"]);
  });
});

describe("newsletter sign-ups", () => {
  const subscribe = (email: string, extra: Record<string, string> = {}) =>
    postForm(app, "/newsletter", { email, [FORM_TOKEN_FIELD]: humanToken(), [HONEYPOT_FIELD]: "", ...extra });

  it("holds a honeypot sign-up unmailed, sends the confirmation once on Not spam, and purges old ones", async () => {
    expect(await (await subscribe("maybe@example.com", { [HONEYPOT_FIELD]: "x" })).text()).toContain("Thank you for subscribing!");
    await settle();
    expect(smtp.mails).toHaveLength(0);
    expect(await admin("/admin/subscribers")).not.toContain("maybe@example.com");
    expect(await admin("/admin/subscribers/export.csv")).not.toContain("maybe@example.com");
    const spamView = await admin("/admin/subscribers?view=spam");
    expect(spamView).toContain("maybe@example.com");
    expect(spamView).toContain("Spam: honeypot field filled in");

    const { id } = await app.database.db.selectFrom("newsletter_subscribers").select("id").executeTakeFirstOrThrow();
    expect((await adminPost("/admin/subscribers", { intent: "not-spam", id: String(id) })).status).toBe(200);
    expect((await adminPost("/admin/subscribers", { intent: "not-spam", id: String(id) })).status).toBe(404);
    const [confirmation] = await smtp.waitForMails(1);
    expect(confirmation!.to).toEqual(["maybe@example.com"]);
    expect(confirmation!.text).toContain("/newsletter/confirm?token=");
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(await admin("/admin/subscribers")).toContain("maybe@example.com");

    await subscribe("old-bot@example.com", { [HONEYPOT_FIELD]: "x" });
    await subscribe("new-bot@example.com", { [HONEYPOT_FIELD]: "x" });
    await app.database.db.updateTable("newsletter_subscribers").set({ created_at: daysAgo(31) }).where("email", "in", ["old-bot@example.com", "maybe@example.com"]).execute();
    expect(await purgeExpiredQuarantine(app.services)).toEqual({ applications: 0, messages: 0, subscribers: 1 });
    const left = await app.database.db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute();
    expect(left.map((row) => row.email)).toEqual(["maybe@example.com", "new-bot@example.com"]);
  });

  it("never confirms a quarantined address, and leaves an address we already hold as it is", async () => {
    await subscribe("held@example.com");
    const before = await app.database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    await subscribe("held@example.com", { [HONEYPOT_FIELD]: "x" });
    expect(await app.database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([before]);

    await subscribe("bot@example.com", { [HONEYPOT_FIELD]: "x" });
    const quarantined = await app.database.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", "bot@example.com").executeTakeFirstOrThrow();
    const token = issueConfirmToken(app.services.env.SESSION_SECRET, quarantined);
    expect((await app.fetch(`/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(400);
    expect(await app.database.db.selectFrom("newsletter_subscribers").select("status").where("id", "=", quarantined.id).executeTakeFirst()).toEqual({ status: "pending" });
  });
});

// Issue 32 item 6: the admin pressed "Not spam" 17 times. Every Spam folder takes several items at once.
describe("bulk actions in the spam folders", () => {
  const bulkPost = (pathname: string, intent: string, ids: number[]) =>
    app.fetch(pathname, {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams([["intent", intent], ...ids.map((id) => ["ids", String(id)])]).toString(),
    });
  const botSignUp = (email: string) => postForm(app, "/newsletter", { email, [FORM_TOKEN_FIELD]: humanToken(), [HONEYPOT_FIELD]: "x" });
  const botMessage = (name: string) =>
    postForm(app, "/contact", { variant: "subject", name, email: "v@client.example", subject: "Custom Software", message: `From ${name}.`, [FORM_TOKEN_FIELD]: humanToken(), [HONEYPOT_FIELD]: "x" });

  it("releases 3 sign-ups with one bulk Not spam, each mailed its confirmation once", async () => {
    for (const email of ["a@office.example", "b@office.example", "c@office.example", "d@office.example"]) await botSignUp(email);
    const rows = await app.database.db.selectFrom("newsletter_subscribers").select(["id", "email"]).orderBy("id").execute();
    const three = rows.slice(0, 3).map((row) => Number(row.id));
    expect(await admin("/admin/subscribers?view=spam")).toContain("Select all");
    const response = await bulkPost("/admin/subscribers", "bulk-not-spam", three);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("3 sign-ups released.");
    const after = await app.database.db.selectFrom("newsletter_subscribers").select(["email", "spam_reason"]).orderBy("id").execute();
    expect(after.map((row) => [row.email, row.spam_reason])).toEqual([
      ["a@office.example", null],
      ["b@office.example", null],
      ["c@office.example", null],
      ["d@office.example", "honeypot"],
    ]);
    const mails = await smtp.waitForMails(3);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["a@office.example", "b@office.example", "c@office.example"]);
    // Pressed again (a double click, another admin): nothing left to release, nothing sent.
    expect(await (await bulkPost("/admin/subscribers", "bulk-not-spam", three)).text()).toContain("0 sign-ups released; 3 were no longer in the spam folder.");
    await settle();
    expect(smtp.mails).toHaveLength(3);
  });

  it("releases 3 messages at once and deletes only what is still in the spam folder", async () => {
    for (const name of ["Bot One", "Bot Two", "Bot Three", "Bot Four"]) await botMessage(name);
    const ids = (await app.database.db.selectFrom("contact_messages").select("id").orderBy("id").execute()).map((row) => Number(row.id));
    expect((await bulkPost("/admin/messages", "bulk-not-spam", ids.slice(0, 3))).status).toBe(200);
    expect(await app.database.db.selectFrom("contact_messages").select("name").where("spam", "=", 0).orderBy("id").execute()).toEqual([
      { name: "Bot One" },
      { name: "Bot Two" },
      { name: "Bot Three" },
    ]);
    await smtp.waitForMails(3);
    // A stale selection that includes released messages deletes only the one still in spam.
    const deleted = await bulkPost("/admin/messages", "bulk-delete", ids);
    expect(await deleted.text()).toContain("1 message deleted; 3 were no longer in the spam folder.");
    expect((await app.database.db.selectFrom("contact_messages").select("name").orderBy("id").execute()).map((row) => row.name)).toEqual(["Bot One", "Bot Two", "Bot Three"]);
  });

  it("releases and deletes applications in bulk, resume files included", async () => {
    for (const name of ["Spam One", "Spam Two", "Spam Three"]) await apply(app, await applicationForm(app, { fields: { name, website: "https://bot.example" } }));
    const rows = await app.database.db.selectFrom("applications").select(["id", "resume_key"]).orderBy("id").execute();
    const ids = rows.map((row) => Number(row.id));
    expect((await bulkPost("/admin/applications", "bulk-not-spam", ids.slice(0, 2))).status).toBe(200);
    expect((await bulkPost("/admin/applications", "bulk-delete", [ids[2]!])).status).toBe(200);
    expect((await app.database.db.selectFrom("applications").select(["name", "spam_reason"]).orderBy("id").execute())).toEqual([
      { name: "Spam One", spam_reason: null },
      { name: "Spam Two", spam_reason: null },
    ]);
    expect(filesUnder(path.join(dataDir, "uploads")).sort()).toEqual([rows[0]!.resume_key, rows[1]!.resume_key].sort());
  });

  it("refuses an empty selection and unknown ids with a clear message", async () => {
    const empty = await bulkPost("/admin/subscribers", "bulk-not-spam", []);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Select at least one item first.");
    const bad = await app.fetch("/admin/messages", {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "intent=bulk-delete&ids=abc",
    });
    expect(bad.status).toBe(400);
  });
});
