import { afterEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { issueConfirmToken } from "~/modules/newsletter/newsletter-token.server";
import { BUSY_ADDRESS_SIGN_UPS, newsletterFloodRule } from "~/modules/newsletter/newsletter.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { siteSettingsSeedValues } from "~/modules/content/content-seed";
import { adminCookie, postForm } from "../support/auth";
import { createTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";

let app: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
let worker: MailWorker | undefined;

afterEach(async () => {
  await worker?.stop();
  await smtp?.stop();
  await app?.close();
  app = smtp = worker = undefined;
});

async function startWithSmtp() {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url });
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
  return { app, smtp };
}

function subscribe(target: TestApp, email: string, extra: Record<string, string> = {}) {
  const token = issueFormToken(target.services.env.SESSION_SECRET, Date.now() - 10_000);
  return postForm(target, "/newsletter", { email, [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "", ...extra });
}

/** The first link to `path` in a mail's text, as a path with its query. */
function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

const subscribers = (target: TestApp) => target.database.db.selectFrom("newsletter_subscribers").selectAll().execute();

describe("newsletter", () => {
  it("the confirmation and welcome mails name the company as the site settings say now (issue 34)", async () => {
    const target = await startTestApp();
    app = target;
    const saved = await postForm(target, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Vyoma Labs", legalName: "Vyoma Labs LLP" }, { Cookie: await adminCookie(target) });
    expect(saved.status).toBe(200);
    expect((await subscribe(target, "settings@example.com")).status).toBeLessThan(400);
    const [subscriber] = await subscribers(target);
    expect((await target.fetch(`/newsletter/confirm?token=${encodeURIComponent(issueConfirmToken(target.services.env.SESSION_SECRET, subscriber!))}`)).status).toBeLessThan(400);
    const mails = await target.database.db.selectFrom("mail_outbox").select(["kind", "subject", "text_body", "html_body"]).where("kind", "like", "newsletter-%").orderBy("id").execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["newsletter-confirm", "newsletter-welcome"]);
    for (const mail of mails) {
      expect(mail.subject, mail.kind).toContain("the Vyoma Labs newsletter");
      expect(mail.text_body, mail.kind).toContain("Vyoma Labs newsletter. Unsubscribe:");
      expect(mail.html_body, mail.kind).toContain("Vyoma Labs LLP");
      expect(mail.html_body, mail.kind).not.toContain("Vyoma Technologies");
    }
  });

  it("double opt-in: subscribe, confirm from the mail, welcome mail with unsubscribe link, one-click unsubscribe", async () => {
    const { app: target, smtp: server } = await startWithSmtp();
    const response = await subscribe(target, "  Ravi.Kumar@Example.COM ");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for subscribing! Please check your inbox and confirm your subscription.");
    expect((await subscribers(target)).map((row) => [row.email, row.status])).toEqual([["ravi.kumar@example.com", "pending"]]);

    const [confirmation] = await server.waitForMails(1);
    expect(confirmation.to).toEqual(["ravi.kumar@example.com"]);
    expect(confirmation.subject).toContain("Please confirm your subscription");
    expect(confirmation.html).toContain("Confirm subscription");
    expect(linkIn(confirmation, "/newsletter/unsubscribe")).toContain("token=");

    const confirmPage = await target.fetch(linkIn(confirmation, "/newsletter/confirm"));
    expect(confirmPage.status).toBe(200);
    expect(await confirmPage.text()).toContain("Subscription confirmed");
    expect((await subscribers(target))[0]).toMatchObject({ status: "confirmed" });
    expect((await target.fetch(linkIn(confirmation, "/newsletter/confirm"))).status).toBe(200);

    const [, welcome] = await server.waitForMails(2);
    expect(welcome.subject).toBe("Welcome to the Vyoma Technologies newsletter");
    const unsubscribeLink = linkIn(welcome, "/newsletter/unsubscribe");
    expect(welcome.headers["list-unsubscribe"]).toContain("/newsletter/unsubscribe?token=");
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(server.mails).toHaveLength(2);

    const again = await subscribe(target, "RAVI.KUMAR@example.com");
    expect(await again.text()).toContain("This email address is already subscribed to our newsletter.");

    // Opening the link asks; the page's button unsubscribes.
    expect(await (await target.fetch(unsubscribeLink)).text()).toContain("Unsubscribe from our newsletter?");
    const unsubscribed = await postForm(target, unsubscribeLink, { token: new URLSearchParams(unsubscribeLink.split("?")[1]).get("token")! });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain("You have been unsubscribed");
    expect((await subscribers(target))[0]).toMatchObject({ status: "unsubscribed" });
    expect(await (await target.fetch(unsubscribeLink)).text()).toContain("You have been unsubscribed");
    // The old confirmation link does not undo the unsubscription.
    expect((await target.fetch(linkIn(confirmation, "/newsletter/confirm"))).status).toBe(400);
    expect((await subscribers(target))[0]).toMatchObject({ status: "unsubscribed" });
  });

  it("opening the unsubscribe link (as a mail scanner does) only asks; the page's button posts and unsubscribes", async () => {
    const { app: target, smtp: server } = await startWithSmtp();
    await subscribe(target, "scanned@example.com");
    const [mail] = await server.waitForMails(1);
    const link = linkIn(mail, "/newsletter/unsubscribe");

    for (let open = 0; open < 2; open++) {
      const page = await target.fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toContain("Unsubscribe from our newsletter?");
      expect(html).toContain("scanned@example.com");
      // One button in a form that posts without JavaScript, back to this address with its token.
      const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html);
      expect(form, "a POST form").not.toBeNull();
      expect(form![0]).toContain(`action="${link.replaceAll("&", "&amp;")}"`);
      expect(form![1].match(/<button/g)).toHaveLength(1);
      expect(form![1]).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
      expect((await subscribers(target))[0]).toMatchObject({ status: "pending" });
    }

    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    const posted = await postForm(target, link, { token });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("You have been unsubscribed");
    expect((await subscribers(target))[0]).toMatchObject({ status: "unsubscribed" });
    // A tampered token in the form is refused, and a post from another site never reaches the action.
    expect((await postForm(target, "/newsletter/unsubscribe", { token: `${token}x` })).status).toBe(400);
    const crossSite = await target.fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(crossSite.status).toBe(403);
  });

  it("unsubscribes with the RFC 8058 one-click POST that mail programs send", async () => {
    const { app: target, smtp: server } = await startWithSmtp();
    await subscribe(target, "oneclick@example.com");
    const [mail] = await server.waitForMails(1);
    const link = new URL(mail.headers["list-unsubscribe"].replace(/^<|>$/g, ""));
    // A mail provider's server posts without an Origin header.
    const response = await target.fetch(link.pathname + link.search, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await subscribers(target))[0]).toMatchObject({ status: "unsubscribed" });
  });

  it.each(["", "not-an-address", "a@b", `${"x".repeat(250)}@example.com`])("refuses %j with a clear message", async (email) => {
    app = await startTestApp();
    const response = await subscribe(app, email);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid email address.");
    expect(await subscribers(app)).toEqual([]);
  });

  it("refuses forged, tampered and expired confirmation links", async () => {
    app = await startTestApp();
    await subscribe(app, "late@example.com");
    const [row] = await subscribers(app);
    const secret = app.services.env.SESSION_SECRET;
    const expired = issueConfirmToken(secret, row, Date.now() - 8 * 24 * 60 * 60 * 1000);
    expect((await app.fetch(`/newsletter/confirm?token=${expired}`)).status).toBe(410);
    const valid = issueConfirmToken(secret, row);
    for (const bad of ["", "abc", `${row.id}.999999999999.forged`, valid.replace(/^\d+/, String(row.id + 1)), `${valid}x`]) {
      expect((await app.fetch(`/newsletter/confirm?token=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }
    expect((await app.fetch(`/newsletter/unsubscribe?token=${encodeURIComponent(valid)}`)).status).toBe(400);
    expect((await subscribers(app))[0]).toMatchObject({ status: "pending" });
  });

  it("keeps honeypot spam in quarantine unmailed", async () => {
    app = await startTestApp();
    const honeypot = await subscribe(app, "bot@example.com", { [HONEYPOT_FIELD]: "x" });
    expect(await honeypot.text()).toContain("Thank you for subscribing!");
    expect((await subscribers(app)).map((row) => [row.email, row.spam_reason])).toEqual([["bot@example.com", "honeypot"]]);
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  // Issue 32 item 6: a double opt-in sign-up is judged by its confirmation. Only the mail's link subscribes, so
  // one office (one address) signing up 20 people is 20 pending subscribers, not 17 in the Spam folder.
  it("stores 20 sign-ups from one address within minutes as 20 pending subscribers, each sent its confirmation mail", async () => {
    const { app: target, smtp: server } = await startWithSmtp();
    for (let i = 0; i < 20; i += 1) {
      const response = await subscribe(target, `colleague${i}@example.com`);
      expect(response.status, `sign-up ${i}`).toBe(200);
      expect(await response.text()).toContain("Thank you for subscribing! Please check your inbox and confirm your subscription.");
    }
    const rows = await subscribers(target);
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.status === "pending" && row.spam_reason === null)).toHaveLength(20);
    const mails = await server.waitForMails(20);
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(20);
    expect(mails.every((mail) => mail.subject.includes("Please confirm your subscription"))).toBe(true);
  });

  it("answers a flood from one address with an honest 429 and stores nothing more", async () => {
    app = await startTestApp();
    for (let i = 0; i < newsletterFloodRule.limit; i += 1) expect((await subscribe(app, `flood${i}@example.com`)).status).toBe(200);
    const over = await subscribe(app, "one-too-many@example.com");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const text = await over.text();
    expect(text).toContain("Too many sign-ups from your network. Please try again later.");
    expect(text).not.toContain("Thank you for subscribing!");
    expect((await subscribers(app)).map((row) => row.email)).not.toContain("one-too-many@example.com");
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toHaveLength(newsletterFloodRule.limit);
  });

  it("stores a sign-up sent 1 s after the form token (autofill and Enter) and mails its confirmation", async () => {
    app = await startTestApp();
    const token = issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 1000);
    const response = await postForm(app, "/newsletter", { email: "autofill@example.com", [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for subscribing! Please check your inbox and confirm your subscription.");
    expect((await subscribers(app)).map((row) => [row.email, row.status, row.spam_reason])).toEqual([["autofill@example.com", "pending", null]]);
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toHaveLength(1);
  });

  it("asks a fast sign-up from a busy address to press again (two signals together), and the second press subscribes", async () => {
    app = await startTestApp();
    for (let i = 0; i < BUSY_ADDRESS_SIGN_UPS; i += 1) await subscribe(app, `person${i}@example.com`);
    const fastToken = issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 500);
    const tooFast = await postForm(app, "/newsletter", { email: "fast@example.com", [FORM_TOKEN_FIELD]: fastToken });
    expect(tooFast.status).toBe(400);
    expect(await tooFast.text()).toContain("Please press Subscribe again to confirm your email address.");
    expect((await subscribers(app)).find((row) => row.email === "fast@example.com")).toMatchObject({ spam_reason: "too-fast" });
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toHaveLength(BUSY_ADDRESS_SIGN_UPS);
    // Pressing again (the same token, now older than 3 s) subscribes the address and takes it out of quarantine.
    await subscribe(app, "fast@example.com");
    expect((await subscribers(app)).find((row) => row.email === "fast@example.com")).toMatchObject({ status: "pending", spam_reason: null });
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toHaveLength(BUSY_ADDRESS_SIGN_UPS + 1);
  });

  it("exports subscribers as a CSV download that spreadsheets cannot run as formulas", async () => {
    app = await startTestApp();
    await subscribe(app, "first@example.com");
    await subscribe(app, "-cmd@example.com");
    const cookie = await adminCookie(app);
    const response = await app.fetch("/admin/subscribers/export.csv", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at,language");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual(["'-cmd@example.com,pending", "first@example.com,pending"]);
  });
});
