/**
 * Changing one's own email address on /account (issue 33, decision 0037): the current password, a single-use link
 * (stored as its SHA-256, 60 minutes) mailed to the NEW address, a notice to the old one, nothing changed until the
 * link is used, an address in use refused with the same answer, rate-limited, and recorded in the audit log. The
 * mails go through the real outbox worker to the real SMTP test server.
 */
import { createHash } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { startTestApp, type TestApp } from "../support/app";
import { postForm, roleUser } from "../support/auth";
import { TestClock } from "../support/clock";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";

let app: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;
const clock = new TestClock();

beforeAll(async () => {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ MAIL_FROM: "Vyoma Technologies <no-reply@vyoma.test>", SMTP_URL: smtp.url }, { clock, logger: pino({ level: "silent" }) });
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await app.close();
});
beforeEach(() => clock.set(new Date()));

const SAME_ANSWER = "If that address can be used, we have mailed it a link to confirm the change.";
const ask = (cookie: string, email: string, currentPassword: string) => postForm(app, "/account", { intent: "email", email, currentPassword }, { Cookie: cookie });
const mailTo = (address: string, subject: RegExp) => waitUntil(() => smtp.mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject)), 20_000, `mail to ${address}`);
const linkIn = (text: string) => /\/account\/email\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const confirm = (token: string) => postForm(app, `/account/email?token=${encodeURIComponent(token)}`, { token });
const emailOf = async (id: string) => (await app.database.db.selectFrom("user").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;
const auditOf = (action: string, id: string) => app.database.db.selectFrom("audit_events").select(["actor_id", "summary"]).where("action", "=", action).where("subject_id", "=", id).execute();
const outboxTo = (address: string) => app.database.db.selectFrom("mail_outbox").select(["kind"]).where("to_address", "=", address).execute();

describe("changing the email address", () => {
  it("mails a link to the new address and a notice to the old one, and changes nothing until the link is used", async () => {
    const editor = await roleUser(app, "editor", "Meera Iyer");
    const newEmail = `meera-${Date.now()}@new.example`;
    const asked = await ask(editor.cookie, newEmail.toUpperCase(), editor.password);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(SAME_ANSWER);

    const link = await mailTo(newEmail, /^Confirm your new email address/);
    expect(link.text).toContain("The link works once, within 60 minutes.");
    const notice = await mailTo(editor.email, /^A change of your email address was requested/);
    expect(notice.text).toContain(`asked to change its address to ${newEmail}`);
    expect(notice.text).not.toMatch(/token=/);
    const token = linkIn(link.text);

    // Only the token's hash is stored; nothing has changed yet, and the account page says what is waiting.
    const rows = await app.database.db.selectFrom("verification").select(["identifier", "value"]).where("identifier", "like", "email-change:%").execute();
    expect(rows).toEqual([{ identifier: `email-change:${createHash("sha256").update(token).digest("hex")}`, value: `${editor.id} ${newEmail}` }]);
    expect(await emailOf(editor.id)).toBe(editor.email);
    expect((await postForm(app, "/login", { email: editor.email, password: editor.password })).status).toBe(302);
    expect(await (await app.fetch("/account", { headers: { Cookie: editor.cookie } })).text()).toContain(`A link sent to ${newEmail} is waiting to be used.`);

    // Opening the link (a mail scanner may) changes nothing; the button does.
    const page = await app.fetch(`/account/email?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(`Use ${newEmail}`);
    expect(await emailOf(editor.id)).toBe(editor.email);

    const done = await confirm(token);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account/email?done");
    expect(await emailOf(editor.id)).toBe(newEmail);
    expect((await postForm(app, "/login", { email: editor.email, password: editor.password })).status).toBe(401);
    expect((await postForm(app, "/login", { email: newEmail, password: editor.password })).status).toBe(302);
    const changed = await mailTo(editor.email, /^Your email address was changed/);
    expect(changed.text).toContain(`changed from ${editor.email} to ${newEmail}`);

    expect(await auditOf("auth.email_change_requested", editor.id)).toEqual([{ actor_id: editor.id, summary: `${editor.email} asked to change their address to ${newEmail}` }]);
    expect(await auditOf("auth.email_changed", editor.id)).toEqual([{ actor_id: editor.id, summary: `Address of Meera Iyer changed from ${editor.email} to ${newEmail} (confirmed by mail link)` }]);

    // Single use.
    expect((await confirm(token)).status).toBe(410);
    expect((await app.fetch(`/account/email?token=${token}`)).status).toBe(410);
  });

  it("needs the current password and a valid address, and mails nothing otherwise", async () => {
    const author = await roleUser(app, "author");
    const newEmail = `author-${Date.now()}@new.example`;
    const wrong = await ask(author.cookie, newEmail, "not-my-password");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right");
    expect((await ask(author.cookie, "not-an-address", author.password)).status).toBe(400);
    expect((await ask(author.cookie, newEmail, "")).status).toBe(400);
    const same = await ask(author.cookie, author.email, author.password);
    expect(same.status).toBe(400);
    expect(await same.text()).toContain("That is already your address.");
    expect(await outboxTo(newEmail)).toEqual([]);
    expect(await outboxTo(author.email)).toEqual([]);
    expect((await postForm(app, "/account", { intent: "email", email: newEmail, currentPassword: author.password })).status).toBe(302);
  });

  it("answers an address another account uses exactly as a free one, and sends it no link", async () => {
    const author = await roleUser(app, "author");
    const other = await roleUser(app, "author");
    const taken = await ask(author.cookie, other.email, author.password);
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain(SAME_ANSWER);
    expect(await outboxTo(other.email)).toEqual([]);
    expect(await outboxTo(author.email)).toEqual([{ kind: "email-change-notice" }]);
    expect(await app.database.db.selectFrom("verification").select("id").where("value", "like", `${author.id} %`).execute()).toEqual([]);
    expect(await emailOf(author.id)).toBe(author.email);
  });

  it("keeps only the newest link, expires it after 60 minutes, and refuses an address taken since", async () => {
    const author = await roleUser(app, "author");
    const first = `first-${Date.now()}@new.example`;
    const second = `second-${Date.now()}@new.example`;
    await ask(author.cookie, first, author.password);
    await ask(author.cookie, second, author.password);
    const firstToken = linkIn((await mailTo(first, /^Confirm/)).text);
    const secondToken = linkIn((await mailTo(second, /^Confirm/)).text);
    expect((await confirm(firstToken)).status).toBe(410);

    clock.set(new Date(clock.now().getTime() + 60 * 60_000));
    expect((await app.fetch(`/account/email?token=${secondToken}`)).status).toBe(410);
    expect((await confirm(secondToken)).status).toBe(410);
    expect(await emailOf(author.id)).toBe(author.email);

    clock.set(new Date());
    const third = `third-${Date.now()}@new.example`;
    await ask(author.cookie, third, author.password);
    const thirdToken = linkIn((await mailTo(third, /^Confirm/)).text);
    // Someone signs up with that address before the link is used: the change is refused, nothing lost.
    await app.services.auth.api.signUpEmail({ body: { name: "Quick", email: third, password: "quick-pass-1" } });
    const late = await confirm(thirdToken);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Another account now uses that address");
    expect(await emailOf(author.id)).toBe(author.email);
  });

  it("limits requests to 5 an hour per account with 429 and Retry-After", async () => {
    const author = await roleUser(app, "author");
    for (let n = 0; n < 5; n += 1) expect((await ask(author.cookie, `n${n}-${Date.now()}@new.example`, author.password)).status).toBe(200);
    const limited = await ask(author.cookie, `late-${Date.now()}@new.example`, author.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
