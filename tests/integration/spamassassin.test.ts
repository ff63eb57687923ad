import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { dispatchNewsletters } from "~/modules/newsletter/newsletter-dispatch.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { applicationForm, apply } from "../support/careers";
import { insertConfirmedSubscribers } from "../support/newsletter";
import { createTestSmtpServer, waitUntil, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { requireSpamAssassin, scoreMails } from "../support/spamassassin";

/**
 * Every kind of mail the site sends, produced by the real code and delivered to a real SMTP server, then scored
 * by SpamAssassin with its stock local rules (no network tests). Each must score below 2.0 (5.0 is "spam").
 */
const LIMIT = 2.0;
let app: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;
const mails = new Map<string, ReceivedMail>();

beforeAll(async () => {
  console.log(requireSpamAssassin());
  smtp = await createTestSmtpServer();
  await smtp.start();
  // The documented defaults for sender and company inbox, as a deployment would have them.
  app = await startTestApp({ SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "6000" });
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
  const cookie = await adminCookie(app);
  const token = () => issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 10_000);
  const wait = async (count: number) => (await smtp.waitForMails(count, 20_000)).at(-1)!;

  expect((await postForm(app, "/contact", { variant: "subject", name: "Meera Iyer", email: "meera@client.example", subject: "Custom Software", message: "We need a fleet dashboard for 40 trucks. Can we talk next week?", [FORM_TOKEN_FIELD]: token(), [HONEYPOT_FIELD]: "" })).status).toBe(200);
  await wait(2);
  mails.set("contact notification (to the company)", smtp.mails.find((mail) => mail.subject.startsWith("Contact:"))!);
  mails.set("contact acknowledgement", smtp.mails.find((mail) => mail.subject.startsWith("We received your message"))!);

  expect((await apply(app, await applicationForm(app))).status).toBe(201);
  await wait(4);
  mails.set("application notification (to the company)", smtp.mails.find((mail) => mail.subject.startsWith("Application:"))!);
  mails.set("application acknowledgement", smtp.mails.find((mail) => mail.subject.startsWith("We received your application"))!);

  expect((await postForm(app, "/newsletter", { email: "new.reader@client.example", [FORM_TOKEN_FIELD]: token(), [HONEYPOT_FIELD]: "" })).status).toBe(200);
  const confirmation = await wait(5);
  mails.set("newsletter confirmation", confirmation);
  const confirmLink = /(\/newsletter\/confirm\?token=[^\s"<]+)/.exec(confirmation.text)![1]!;
  expect((await app.fetch(confirmLink)).status).toBe(200);
  mails.set("newsletter welcome", await wait(6));

  const post = await app.database.db.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  // A photo cover, so the image-to-text rules (HTML_IMAGE_ONLY_*) see an image.
  await app.database.db.updateTable("posts").set({ image: "/images/blog/cover-photo.jpg" }).where("id", "=", post.id).execute();
  const fromPost = { source: "post", postId: String(post.id), content: "excerpt", subject: "", message: "" };
  expect((await postForm(app, "/admin/newsletter", { intent: "test", ...fromPost }, { Cookie: cookie })).status).toBe(200);
  mails.set("newsletter test send (post excerpt)", await wait(7));
  expect((await postForm(app, "/admin/newsletter", { intent: "test", ...fromPost, content: "full" }, { Cookie: cookie })).status).toBe(200);
  mails.set("newsletter test send (full post)", await wait(8));

  await insertConfirmedSubscribers(app.database, 1);
  const message = { source: "message", subject: "What we shipped in April", message: "Hello,\n\nthis month we released offline mode for the fleet app and a new accessibility audit service.\n\nThank you for reading." };
  expect((await postForm(app, "/admin/newsletter", { intent: "send", ...message }, { Cookie: cookie })).status).toBe(200);
  await waitUntil(async () => (await dispatchNewsletters(app.services, { lookaheadMs: 1000 })).queued > 0, 10_000, "the newsletter queued");
  mails.set("newsletter issue (a message)", await wait(10));
  expect((await postForm(app, "/admin/newsletter", { intent: "send", ...fromPost }, { Cookie: cookie })).status).toBe(200);
  await waitUntil(async () => (await dispatchNewsletters(app.services, { lookaheadMs: 1000 })).queued > 0, 10_000, "the newsletter queued");
  mails.set("newsletter issue (a post)", (await smtp.waitForMails(12, 20_000)).filter((mail) => mail.headers["list-unsubscribe-post"]).at(-1)!);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await smtp?.stop();
  await app?.close();
});

describe(`SpamAssassin (local rules) scores every kind of mail we send below ${LIMIT}`, () => {
  it("scores each kind", async () => {
    const results: Array<[string, number, string[]]> = [];
    const entries = [...mails.entries()];
    expect(entries.every(([, mail]) => Boolean(mail))).toBe(true);
    const scores = await scoreMails(entries.map(([, mail]) => mail.raw));
    for (const [index, [kind]] of entries.entries()) results.push([kind, scores[index]!.score, scores[index]!.tests]);
    console.log(results.map(([kind, score, tests]) => `${score.toFixed(1).padStart(5)}  ${kind}  ${tests.join(",")}`).join("\n"));
    for (const [kind, score, tests] of results) expect(score, `${kind}: ${tests.join(", ")}`).toBeLessThan(LIMIT);
    expect(results).toHaveLength(10);
  }, 180_000);
});
