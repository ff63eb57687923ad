import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { mailEn } from "~/i18n/mail-en";
import { mailHi } from "~/i18n/mail-hi";
import { hi } from "~/i18n/hi";
import { acknowledgeApplication } from "~/modules/mail/acknowledgements.server";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { startNewsletterDispatcher } from "~/modules/newsletter/newsletter-dispatch.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { insertConfirmedSubscribers, unsubscribeLink } from "../support/newsletter";
import { createTestSmtpServer, waitUntil, type ReceivedMail, type TestSmtpServer } from "../support/smtp";

/**
 * Issue 35, decision 0045: mail in the reader's language. A form on a /hi page sends Hindi mail; a subscriber keeps
 * the language of the page they subscribed on; a newsletter goes to its language's subscribers or to all. Through
 * the real server build, HTTP and a real SMTP server.
 */
let app: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
const stoppers: Array<{ stop(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(stoppers.splice(0).map((worker) => worker.stop()));
  await smtp?.stop();
  await app?.close();
  app = smtp = undefined;
});

async function start() {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_TO: "inbox@vyoma.test", MAIL_FROM: "Vyoma Technologies <no-reply@vyoma.test>", NEWSLETTER_RATE_PER_MINUTE: "1200" });
  const worker: MailWorker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
  stoppers.push(worker);
  return { app, smtp };
}

const spamFields = (target: TestApp) => ({ [FORM_TOKEN_FIELD]: issueFormToken(target.services.env.SESSION_SECRET, Date.now() - 10_000), [HONEYPOT_FIELD]: "" });
const mailTo = (mails: ReceivedMail[], address: string) => mails.find((mail) => mail.to[0] === address)!;
/** The path and query of the first link to `path` in a mail's text. */
function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

describe("acknowledgements in the language of the form", () => {
  it("answers the contact form on /hi/contact in Hindi, and the one on /contact in English", async () => {
    const { app: target, smtp: sink } = await start();
    const fields = { variant: "subject", subject: "Custom Software", message: "हमें एक डैशबोर्ड चाहिए।\nअगले हफ़्ते बात करें?", ...spamFields(target) };
    expect((await postForm(target, "/hi/contact", { ...fields, name: "मीरा अय्यर", email: "meera@client.example" })).status).toBe(200);
    expect((await postForm(target, "/contact", { ...fields, name: "John Smith", email: "john@client.example" })).status).toBe(200);
    const mails = await sink.waitForMails(4);

    const hindi = mailTo(mails, "meera@client.example");
    expect(hindi.subject).toBe(`आपका संदेश हमें मिल गया है - ${site.name}`);
    expect(hindi.headers["content-language"]).toBe("hi");
    expect(hindi.html).toMatch(/<html lang="hi">/);
    expect(hindi.text).toMatch(/^नमस्ते मीरा अय्यर,\r?\n\r?\n/);
    // The office hours as the site settings give them in Hindi (the sample content's, migration 0056).
    expect(hindi.text).toContain(mailHi.contactAck.intro(site.name, "सोमवार से शुक्रवार, सुबह 9:30 से शाम 6:30 तक"));
    // The chosen subject as the Hindi form labelled it; the message as written.
    expect(hindi.text).toContain("विषय: कस्टम सॉफ़्टवेयर");
    expect(hindi.html).toContain(">संदेश भेजने के लिए धन्यवाद</h1>");
    expect(hindi.html).toContain("हमें एक डैशबोर्ड चाहिए।<br>अगले हफ़्ते बात करें?");
    expect(hindi.text).not.toMatch(/Thank you|Kind regards|Topic:/);

    const english = mailTo(mails, "john@client.example");
    expect(english.subject).toBe(mailEn.contactAck.subject(site.name));
    expect(english.headers["content-language"]).toBe("en");
    expect(english.html).toMatch(/<html lang="en">/);
    expect(english.text).toContain("Topic: Custom Software");
    // The company's own notification stays English, whichever page the visitor wrote from.
    const company = mails.filter((mail) => mail.to[0] === "inbox@vyoma.test");
    expect(company).toHaveLength(2);
    for (const mail of company) expect(mail.subject).toMatch(/^Contact: Custom Software - /);
  });

  it("writes the application acknowledgement in Hindi for a Hindi form, with the link to the Hindi careers page", async () => {
    const { app: target, smtp: sink } = await start();
    await target.database.db.transaction().execute((trx) =>
      acknowledgeApplication(trx, target.services.env, { name: "आशा राव", email: "asha@example.com", positionTitle: "Full Stack Developer", language: "hi" }),
    );
    const [mail] = await sink.waitForMails(1);
    expect(mail!.subject).toBe("Full Stack Developer पद के लिए आपका आवेदन हमें मिल गया है");
    expect(mail!.headers["content-language"]).toBe("hi");
    expect(mail!.html).toMatch(/<html lang="hi">/);
    expect(mail!.text).toMatch(/^प्रिय आशा राव,\r?\n\r?\n/);
    expect(mail!.text).toMatch(/आगे क्या होगा:\r?\n1\. हमारी हायरिंग टीम/);
    expect(mail!.text).toContain(`हमारे दूसरे खुले पद: ${target.services.env.PUBLIC_URL}/hi/careers`);
    expect(mail!.html).toContain(">दूसरे खुले पद देखें</a>");
  });
});

describe("the newsletter in the subscriber's language", () => {
  it("subscribes from a /hi page in Hindi: the answer, the confirmation mail, the confirm and unsubscribe pages", async () => {
    const { app: target, smtp: sink } = await start();
    const home = await (await target.fetch("/hi")).text();
    expect(home).toMatch(/<form[^>]*action="\/hi\/newsletter"/);
    const answer = await postForm(target, "/hi/newsletter", { email: "Priya@Example.com", ...spamFields(target) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(hi.newsletterForm.messages.subscribed);
    const bad = await postForm(target, "/hi/newsletter", { email: "not-an-address", ...spamFields(target) });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(hi.newsletterForm.messages.invalidEmail);
    expect(await target.database.db.selectFrom("newsletter_subscribers").select(["email", "language", "status"]).execute()).toEqual([
      { email: "priya@example.com", language: "hi", status: "pending" },
    ]);

    const [confirmation] = await sink.waitForMails(1);
    expect(confirmation!.subject).toBe(mailHi.newsletter.confirmSubject(site.name));
    expect(confirmation!.headers["content-language"]).toBe("hi");
    expect(confirmation!.html).toMatch(/<html lang="hi">/);
    expect(confirmation!.text).toContain("सदस्यता की पुष्टि करें: ");
    expect(confirmation!.headers["list-unsubscribe"]).toContain("/hi/newsletter/unsubscribe?token=");
    const confirmPath = linkIn(confirmation!, "/hi/newsletter/confirm");
    const confirmed = await target.fetch(confirmPath);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("no-store");
    const confirmedHtml = await confirmed.text();
    expect(confirmedHtml).toMatch(/<html lang="hi"/);
    expect(confirmedHtml).toContain(hi.newsletterPages.confirmedTitle);
    expect(confirmedHtml).toContain('href="/hi"');
    expect(confirmedHtml).not.toContain("Subscription confirmed");

    const welcome = (await sink.waitForMails(2))[1]!;
    expect(welcome.subject).toBe(mailHi.newsletter.welcomeSubject(site.name));
    expect(welcome.text).toContain(`${mailHi.newsletter.welcomeAction}: ${target.services.env.PUBLIC_URL}/hi`);
    const unsubscribe = new URL(unsubscribeLink(welcome.headers["list-unsubscribe"]));
    expect(unsubscribe.pathname).toBe("/hi/newsletter/unsubscribe");
    const ask = await (await target.fetch(unsubscribe.pathname + unsubscribe.search)).text();
    expect(ask).toMatch(/<html lang="hi"/);
    expect(ask).toContain(hi.newsletterPages.askTitle);
    expect(ask).toContain(`>${hi.newsletterPages.unsubscribe}</button>`);
    const done = await postForm(target, unsubscribe.pathname + unsubscribe.search, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(hi.newsletterPages.unsubscribedTitle);
    const [row] = await target.database.db.selectFrom("newsletter_subscribers").select(["status", "language"]).execute();
    expect(row).toEqual({ status: "unsubscribed", language: "hi" });

    // A bad link is answered in Hindi too, with the English page's status.
    const invalid = await target.fetch("/hi/newsletter/confirm?token=not-a-token");
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(hi.newsletterPages.invalidTitle);
  });

  it("moves an address to the language of the page it signs up on again, and shows each subscriber's language to the admin", async () => {
    const { app: target } = await start();
    expect((await postForm(target, "/newsletter", { email: "ravi@example.com", ...spamFields(target) })).status).toBe(200);
    expect((await postForm(target, "/newsletter", { email: "anita@example.com", ...spamFields(target) })).status).toBe(200);
    expect((await postForm(target, "/hi/newsletter", { email: "ravi@example.com", ...spamFields(target) })).status).toBe(200);
    const rows = await target.database.db.selectFrom("newsletter_subscribers").select(["email", "language"]).orderBy("email").execute();
    expect(rows).toEqual([
      { email: "anita@example.com", language: "en" },
      { email: "ravi@example.com", language: "hi" },
    ]);
    const confirmations = await target.database.db.selectFrom("mail_outbox").select(["to_address", "language"]).where("kind", "=", "newsletter-confirm").orderBy("id").execute();
    expect(confirmations).toEqual([
      { to_address: "ravi@example.com", language: "en" },
      { to_address: "anita@example.com", language: "en" },
      { to_address: "ravi@example.com", language: "hi" },
    ]);
    const list = await (await target.fetch("/admin/subscribers", { headers: { Cookie: await adminCookie(target) } })).text();
    expect(list).toContain(">Language</th>");
    expect(list).toMatch(/ravi@example\.com<\/td>.*?<td[^>]*>Hindi<\/td>/s);
    expect(list).toMatch(/anita@example\.com<\/td>.*?<td[^>]*>English<\/td>/s);
  });

  it("sends a Hindi newsletter to the Hindi subscribers only by default, and to everybody when the sender chooses all", async () => {
    const { app: target, smtp: sink } = await start();
    const english = await insertConfirmedSubscribers(target.database, 3, "reader");
    const hindi = await insertConfirmedSubscribers(target.database, 2, "pathak");
    await target.database.db.updateTable("newsletter_subscribers").set({ language: "hi" }).where("email", "in", hindi).execute();
    const cookie = await adminCookie(target);
    const composer = await (await target.fetch("/admin/newsletter", { headers: { Cookie: cookie } })).text();
    expect(composer).toContain("Confirmed: English 3, Hindi 2.");

    const message = { source: "message", subject: "नए साल की ख़बरें", message: "नमस्ते,\n\nइस महीने हमने तीन नई चीज़ें शुरू कीं।", language: "hi" };
    const sent = await postForm(target, "/admin/newsletter", { intent: "send", ...message }, { Cookie: cookie });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Sending to 2 confirmed subscriber(s)");
    const dispatcher = startNewsletterDispatcher(target.services, { pollIntervalMs: 100, lookaheadMs: 1000 });
    stoppers.push(dispatcher);
    const mails = await sink.waitForMails(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(hindi);
    for (const mail of mails) {
      expect(mail.subject).toBe("नए साल की ख़बरें");
      expect(mail.headers["content-language"]).toBe("hi");
      expect(mail.html).toMatch(/<html lang="hi">/);
      expect(mail.text).toContain(mailHi.newsletter.whyYouGetThis(site.name));
      expect(mail.html).toContain(`>${mailHi.newsletter.unsubscribe}</a>`);
      expect(unsubscribeLink(mail.headers["list-unsubscribe"])).toContain("/hi/newsletter/unsubscribe?token=");
    }

    const toAll = await postForm(target, "/admin/newsletter", { intent: "send", ...message, subject: "सबके लिए", audience: "all" }, { Cookie: cookie });
    expect(await toAll.text()).toContain("Sending to 5 confirmed subscriber(s)");
    const all = (await sink.waitForMails(7)).slice(2);
    expect(all.map((mail) => mail.to[0]).sort()).toEqual([...english, ...hindi].sort());
    // The mail is in the newsletter's language; each unsubscribe page in the subscriber's own.
    for (const mail of all) expect(mail.headers["content-language"]).toBe("hi");
    expect(unsubscribeLink(mailTo(all, english[0]!).headers["list-unsubscribe"])).toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(unsubscribeLink(mailTo(all, english[0]!).headers["list-unsubscribe"])).not.toContain("/hi/");
    const issues = await target.database.db.selectFrom("newsletter_issues").select(["language", "audience", "recipient_count"]).orderBy("id").execute();
    expect(issues).toEqual([
      { language: "hi", audience: "language", recipient_count: 2 },
      { language: "hi", audience: "all", recipient_count: 5 },
    ]);
    await waitUntil(async () => (await target.database.db.selectFrom("newsletter_issues").select("status").execute()).every((row) => row.status === "sent"), 10_000, "both sent");

    // An unknown language or audience is a clear 400, and nothing is sent.
    const badLanguage = await postForm(target, "/admin/newsletter", { intent: "send", ...message, language: "fr" }, { Cookie: cookie });
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.text()).toContain("Please choose the language: en or hi.");
    const badAudience = await postForm(target, "/admin/newsletter", { intent: "send", ...message, audience: "friends" }, { Cookie: cookie });
    expect(badAudience.status).toBe(400);
    expect(await target.database.db.selectFrom("newsletter_issues").select("id").execute()).toHaveLength(2);
  });
});
