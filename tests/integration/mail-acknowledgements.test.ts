import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { applicationAckSubject, contactAckSubject } from "~/modules/mail/acknowledgements.server";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { postForm } from "../support/auth";
import { applicationForm, apply, firstPosition } from "../support/careers";
import { verifyDkim } from "../support/dkim";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";

const MAIL_TO = "inbox@vyoma.test";
const MAIL_FROM = "Vyoma Technologies <no-reply@vyoma.test>";

let app: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
let worker: MailWorker | undefined;

afterEach(async () => {
  await worker?.stop();
  await smtp?.stop();
  await app?.close();
  app = smtp = worker = undefined;
});

async function start(env: Record<string, string> = {}) {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ MAIL_TO, MAIL_FROM, SMTP_URL: smtp.url, ...env });
  return { app, smtp };
}

function runWorker(target: TestApp) {
  worker = startMailWorker({ db: target.database.db, env: target.services.env, logger: target.services.logger, pollIntervalMs: 50 });
}

function contactFields(target: TestApp, overrides: Record<string, string> = {}) {
  return {
    variant: "subject",
    name: "Meera Iyer",
    email: "meera@client.example",
    subject: "Custom Software",
    message: "We need a fleet dashboard.\nCan we talk next week?",
    [FORM_TOKEN_FIELD]: issueFormToken(target.services.env.SESSION_SECRET, Date.now() - 10_000),
    [HONEYPOT_FIELD]: "",
    ...overrides,
  };
}

const outboxKinds = async (target: TestApp) =>
  (await target.database.db.selectFrom("mail_outbox").select("kind").orderBy("id").execute()).map((row) => row.kind);

describe("acknowledgements", () => {
  it("answers a contact message with a short acknowledgement and a copy; the company's mail replies to the visitor", async () => {
    const { app: target, smtp: sink } = await start();
    expect((await postForm(target, "/contact", contactFields(target))).status).toBe(200);
    runWorker(target);
    const mails = await sink.waitForMails(2);
    const company = mails.find((mail) => mail.to[0] === MAIL_TO)!;
    const ack = mails.find((mail) => mail.to[0] === "meera@client.example")!;
    expect(company.headers["reply-to"]).toContain("meera@client.example");
    // A fresh install: the settings still hold the starting company name.
    expect(ack.subject).toBe(contactAckSubject(site.name));
    expect(ack.headers["reply-to"]).toContain(MAIL_TO);
    expect(ack.text).toContain("We need a fleet dashboard.\r\nCan we talk next week?");
    expect(ack.text).toContain("Topic: Custom Software");
    // The greeting is its own line; the next sentence starts with a capital.
    expect(ack.text).toMatch(/^Hello [^,\r\n]+,\r?\n\r?\nThank you for writing/);
    expect(ack.html).toContain(">Thank you for writing");
    expect(ack.html).toContain("We need a fleet dashboard.<br>Can we talk next week?");
    expect(ack.html).not.toMatch(/<script|<link|@font-face|@import/i);
    for (const mail of mails) {
      expect(mail.headers["message-id"]).toMatch(/^<outbox-\d+-\d+@vyoma\.test>$/);
      expect(Date.parse(mail.headers.date!)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("tells an applicant that the application for the position was received, with next steps and our contact details", async () => {
    const { app: target, smtp: sink } = await start();
    const position = await firstPosition(target);
    expect((await apply(target, await applicationForm(target))).status).toBe(201);
    runWorker(target);
    const mails = await sink.waitForMails(2);
    const ack = mails.find((mail) => mail.to[0] === "asha@example.com")!;
    expect(ack.subject).toBe(applicationAckSubject(position.title));
    expect(ack.subject).toBe(`We received your application for ${position.title}`);
    expect(ack.text).toContain("What happens next:");
    expect(ack.text).toMatch(/^Dear Asha Rao,\r?\n\r?\nThank you for applying/);
    expect(ack.html).toContain(">Thank you for applying");
    expect(ack.text).toContain("careers@vyoma.example");
    expect(ack.text).toContain("+91 20 4000 1234");
    expect(ack.html).toContain("What happens next:");
    expect(ack.headers["reply-to"]).toContain(MAIL_TO);
  });

  it("sends no acknowledgement (and no notification) for anything in the spam quarantine", async () => {
    const { app: target } = await start();
    expect((await postForm(target, "/contact", contactFields(target, { [HONEYPOT_FIELD]: "http://spam.example" }))).status).toBe(200);
    expect((await apply(target, await applicationForm(target, { fields: { website: "http://spam.example" } }))).status).toBe(201);
    expect(await target.database.db.selectFrom("contact_messages").select("spam").execute()).toEqual([{ spam: 1 }]);
    expect(await outboxKinds(target)).toEqual([]);
  });

  it("can be switched off in configuration", async () => {
    const { app: target } = await start({ MAIL_ACK_CONTACT: "false", MAIL_ACK_APPLICATIONS: "0" });
    expect((await postForm(target, "/contact", contactFields(target))).status).toBe(200);
    expect((await apply(target, await applicationForm(target))).status).toBe(201);
    expect(await outboxKinds(target)).toEqual(["contact", "application"]);
  });

  it("signs every mail with DKIM when the key, selector and domain are set", async () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const { app: target, smtp: sink } = await start({ DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"), DKIM_SELECTOR: "mail2026", DKIM_DOMAIN: "vyoma.test" });
    expect((await postForm(target, "/contact", contactFields(target))).status).toBe(200);
    runWorker(target);
    const mails = await sink.waitForMails(2);
    for (const mail of mails) {
      const result = verifyDkim(mail.raw, publicKey);
      expect(result, result.reason).toMatchObject({ ok: true, tags: { d: "vyoma.test", s: "mail2026" } });
      expect(result.tags.h!.toLowerCase()).toContain("from");
    }
    // Tampering is detected (the verifier is not a rubber stamp).
    expect(verifyDkim(mails[0]!.raw.replace("Meera", "Mallory"), publicKey).ok).toBe(false);
    await waitUntil(async () => (await target.database.db.selectFrom("mail_outbox").select("status").execute()).every((row) => row.status === "sent"), 5000, "sent");
  });
});
