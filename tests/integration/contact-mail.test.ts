import { afterEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { enqueueCompanyNotification, MAX_MAIL_ATTEMPTS } from "~/modules/mail/outbox.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { freePort } from "../support/server";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";

const MAIL_TO = "inbox@vyoma.test";
const MAIL_FROM = "Vyoma Website <site@vyoma.test>";

let app: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
const workers: MailWorker[] = [];

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await smtp?.stop();
  await app?.close();
  app = undefined;
  smtp = undefined;
});

/** The company's mail and the outbox's mechanics; the visitor's acknowledgement is tested in mail-acknowledgements.test.ts. */
async function startApp(env: Record<string, string> = {}) {
  app = await startTestApp({ MAIL_TO, MAIL_FROM, MAIL_RETRY_BASE_SECONDS: "0.2", MAIL_ACK_CONTACT: "false", ...env });
  return app;
}

function startWorker(target: TestApp) {
  const worker = startMailWorker({ db: target.database.db, env: target.services.env, logger: target.services.logger, pollIntervalMs: 50 });
  workers.push(worker);
  return worker;
}

/** A form token issued ten seconds ago: what a person who took their time sends. */
function humanToken(target: TestApp) {
  return issueFormToken(target.services.env.SESSION_SECRET, Date.now() - 10_000);
}

function contactFields(target: TestApp, overrides: Record<string, string> = {}) {
  return {
    variant: "subject",
    name: "Meera Iyer",
    email: "meera@client.example",
    phone: "+91 98765 43210",
    company: "Iyer Logistics",
    subject: "Custom Software",
    message: "We need a fleet dashboard.\nCan we talk next week?",
    [FORM_TOKEN_FIELD]: humanToken(target),
    [HONEYPOT_FIELD]: "",
    ...overrides,
  };
}

const outbox = (target: TestApp) => target.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
const messages = (target: TestApp) => target.database.db.selectFrom("contact_messages").selectAll().orderBy("id").execute();

describe("contact form and mail delivery", () => {
  it("stores the message, then delivers it to MAIL_TO with the right fields", async () => {
    smtp = await createTestSmtpServer();
    await smtp.start();
    const target = await startApp({ SMTP_URL: smtp.url });
    const response = await postForm(target, "/contact", contactFields(target));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for your message! We will get back to you soon.");
    const [stored] = await messages(target);
    expect(stored).toMatchObject({ variant: "subject", name: "Meera Iyer", subject: "Custom Software", spam: 0, handled_at: null, client_ip: "127.0.0.1" });

    startWorker(target);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toEqual([MAIL_TO]);
    expect(mail.from).toBe("site@vyoma.test");
    expect(mail.headers["reply-to"]).toContain("meera@client.example");
    expect(mail.subject).toBe("Contact: Custom Software - Meera Iyer");
    for (const line of ["Name: Meera Iyer", "Email: meera@client.example", "Phone: +91 98765 43210", "Company: Iyer Logistics", "Subject: Custom Software", "We need a fleet dashboard.\r\nCan we talk next week?"]) {
      expect(mail.text).toContain(line);
    }
    await waitUntil(async () => (await outbox(target))[0]?.status === "sent", 5000, "the outbox row marked sent");
    expect((await outbox(target))[0]).toMatchObject({ status: "sent", attempts: 1, kind: "contact", last_error: null });
  });

  it("stores the home page's variant with its optional service", async () => {
    smtp = await createTestSmtpServer();
    await smtp.start();
    const target = await startApp({ SMTP_URL: smtp.url });
    const fields = contactFields(target, { variant: "service", service: "web-development", subject: "", phone: "", company: "" });
    expect((await postForm(target, "/contact", fields)).status).toBe(200);
    const withoutService = contactFields(target, { variant: "service", service: "", subject: "" });
    expect((await postForm(target, "/contact", withoutService)).status).toBe(200);
    const stored = await messages(target);
    expect(stored.map((row) => [row.variant, row.service, row.subject, row.phone])).toEqual([
      ["service", "web-development", null, null],
      ["service", null, null, "+91 98765 43210"],
    ]);
    startWorker(target);
    const mails = await smtp.waitForMails(2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(["Contact: General - Meera Iyer", "Contact: Web Development - Meera Iyer"]);
    expect(mails.find((mail) => mail.subject.includes("Web"))!.text).toContain("Service: Web Development");
  });

  it.each([
    [{ name: "   " }, "Please fill out all required fields."],
    [{ email: "" }, "Please fill out all required fields."],
    [{ message: " \n " }, "Please fill out all required fields."],
    [{ subject: "" }, "Please fill out all required fields."],
    [{ email: "not-an-address" }, "Please enter a valid email address."],
    [{ subject: "Free money" }, "Please choose a subject from the list."],
    [{ variant: "service", service: "crypto" }, "Please choose a service from the list."],
    [{ message: "x".repeat(5001) }, "Message must be at most 5000 characters."],
  ])("refuses %o with a clear 400 and stores nothing", async (overrides, text) => {
    const target = await startApp();
    const response = await postForm(target, "/contact", contactFields(target, overrides));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
    expect(await messages(target)).toEqual([]);
    expect(await outbox(target)).toEqual([]);
  });

  it("answers a malformed body with 400, not 500", async () => {
    const target = await startApp();
    const response = await target.fetch("/contact", {
      method: "POST",
      headers: { Origin: target.url, "Content-Type": "multipart/form-data; boundary=nothing" },
      body: "garbage",
    });
    expect(response.status).toBe(400);
  });
});

describe("spam defence", () => {
  it("answers a filled honeypot like success, stores it as spam and mails nothing", async () => {
    const target = await startApp();
    const response = await postForm(target, "/contact", contactFields(target, { [HONEYPOT_FIELD]: "http://cheap.example" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for your message! We will get back to you soon.");
    expect((await messages(target)).map((row) => [row.spam, row.spam_reason])).toEqual([[1, "honeypot"]]);
    expect(await outbox(target)).toEqual([]);
  });

  it("flags a form sent faster than a person can type or with a forged token; one without a token (no JavaScript) is judged by the honeypot", async () => {
    const target = await startApp();
    const fresh = issueFormToken(target.services.env.SESSION_SECRET);
    expect((await postForm(target, "/contact", contactFields(target, { [FORM_TOKEN_FIELD]: fresh }))).status).toBe(200);
    expect((await postForm(target, "/contact", contactFields(target, { [FORM_TOKEN_FIELD]: "123.forged" }))).status).toBe(200);
    expect((await postForm(target, "/contact", contactFields(target, { [FORM_TOKEN_FIELD]: "" }))).status).toBe(200);
    expect((await messages(target)).map((row) => row.spam_reason)).toEqual(["too-fast", "forged-token", null]);
    expect((await outbox(target)).length).toBeGreaterThan(0);
  });

  it("keeps messages beyond the rate limit, flagged, without mailing them", async () => {
    const target = await startApp();
    for (let i = 0; i < 7; i += 1) {
      const response = await postForm(target, "/contact", contactFields(target, { message: `Message ${i}` }));
      expect(await response.text()).toContain("Thank you for your message!");
    }
    expect((await messages(target)).map((row) => row.spam_reason)).toEqual([null, null, null, null, null, "rate-limit", "rate-limit"]);
    expect(await outbox(target)).toHaveLength(5);
  });
});

describe("mail outbox", () => {
  it("keeps a mail while SMTP is down, retries, and delivers it exactly once when SMTP is back", async () => {
    smtp = await createTestSmtpServer(await freePort());
    const target = await startApp({ SMTP_URL: smtp.url });
    expect((await postForm(target, "/contact", contactFields(target))).status).toBe(200);
    startWorker(target);
    const failing = await waitUntil(async () => {
      const [row] = await outbox(target);
      return row && row.attempts >= 2 && row.status === "pending" ? row : undefined;
    }, 10_000, "two failed attempts");
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await messages(target)).toHaveLength(1);

    await smtp.start();
    await smtp.waitForMails(1);
    await waitUntil(async () => (await outbox(target))[0].status === "sent", 10_000, "sent");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.mails).toHaveLength(1);
  });

  it("never sends a mail twice when two workers share the outbox", async () => {
    smtp = await createTestSmtpServer();
    await smtp.start();
    const target = await startApp({ SMTP_URL: smtp.url });
    for (let i = 0; i < 12; i += 1) {
      await enqueueCompanyNotification(target.database.db, target.services.env, { subject: `Notice ${i}`, text: `Body ${i}` });
    }
    startWorker(target);
    startWorker(target);
    await smtp.waitForMails(12);
    await waitUntil(async () => (await outbox(target)).every((row) => row.status === "sent"), 10_000, "all sent");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Notice ${i}`).sort());
    expect((await outbox(target)).every((row) => row.attempts === 1)).toBe(true);
  });

  it("gives up after the last attempt, shows it to the admin, and sends it again on request", async () => {
    smtp = await createTestSmtpServer(await freePort());
    const target = await startApp({ SMTP_URL: smtp.url });
    const id = await enqueueCompanyNotification(target.database.db, target.services.env, { subject: "Application", text: "CV", kind: "application" });
    await target.database.db.updateTable("mail_outbox").set({ attempts: MAX_MAIL_ATTEMPTS - 1 }).where("id", "=", id).execute();
    const worker = startWorker(target);
    await waitUntil(async () => (await outbox(target))[0].status === "failed", 10_000, "failed");
    const cookie = await adminCookie(target);
    const page = await (await target.fetch("/admin/outbox", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Failed");
    expect(page).toContain("Send again");

    await worker.stop();
    await smtp.start();
    const retry = await postForm(target, "/admin/outbox", { intent: "retry", id: String(id) }, { Cookie: cookie });
    expect(retry.status).toBe(200);
    expect((await outbox(target))[0]).toMatchObject({ status: "pending", attempts: 0 });
    const again = await postForm(target, "/admin/outbox", { intent: "retry", id: String(id) }, { Cookie: cookie });
    expect(again.status).toBe(409);
    startWorker(target);
    await smtp.waitForMails(1);
  });

  it("keeps mails waiting without SMTP_URL and tells the admin they are not sent", async () => {
    const target = await startApp();
    expect((await postForm(target, "/contact", contactFields(target))).status).toBe(200);
    const worker = startWorker(target);
    expect(await worker.runOnce()).toBe(0);
    expect((await outbox(target))[0]).toMatchObject({ status: "pending", attempts: 0 });
    const cookie = await adminCookie(target);
    const page = await (await target.fetch("/admin/outbox", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("SMTP is not configured");
    expect(page).toContain("Not sent");
    const dashboard = await (await target.fetch("/admin", { headers: { Cookie: cookie } })).text();
    expect(dashboard).toMatch(/Unsent mails<\/dt><dd[^>]*><a[^>]*>1</);
  });
});
