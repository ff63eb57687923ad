import { utcToZonedDateTime } from "~/modules/time-zone";
import { afterEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { startNewsletterDispatcher, type NewsletterDispatcher } from "~/modules/newsletter/newsletter-dispatch.server";
import { loadIssuesWithLog } from "~/modules/newsletter/newsletter-log.server";
import { unsubscribeUrl } from "~/modules/newsletter/newsletter-mail.server";
import { startTestApp, type TestApp } from "../support/app";
import { siteSettingsSeedValues } from "~/modules/content/content-seed";
import { adminCookie, postForm, TEST_ADMIN } from "../support/auth";
import { deleteSampleHindiPosts, postRow } from "../support/blog";
import { insertConfirmedSubscribers, unsubscribeLink } from "../support/newsletter";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";

let app: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
const stoppers: Array<{ stop(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(stoppers.splice(0).map((worker) => worker.stop()));
  await smtp?.stop();
  await app?.close();
  app = smtp = undefined;
});

async function start(env: Record<string, string> = {}) {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_TO: "inbox@vyoma.test", MAIL_FROM: "Vyoma Technologies <news@vyoma.test>", ...env });
  return { app, smtp, cookie: await adminCookie(app) };
}

function runMachinery(target: TestApp) {
  const worker: MailWorker = startMailWorker({ db: target.database.db, env: target.services.env, logger: target.services.logger, pollIntervalMs: 50 });
  const dispatcher: NewsletterDispatcher = startNewsletterDispatcher(target.services, { pollIntervalMs: 100, lookaheadMs: 1000 });
  stoppers.push(worker, dispatcher);
}

const compose = (fields: Record<string, string> = {}) => ({ source: "message", subject: "Spring update", message: "Hello readers,\n\nwe shipped three things this month.", ...fields });
const issues = (target: TestApp) => target.database.db.selectFrom("newsletter_issues").selectAll().orderBy("id").execute();

describe("sending a newsletter", () => {
  it("sends 200 subscribers one copy each at the configured rate; one who unsubscribes mid-send (one click) and one who joins later get nothing", async () => {
    const { app: target, smtp: sink, cookie } = await start({ NEWSLETTER_RATE_PER_MINUTE: "1200" });
    const emails = await insertConfirmedSubscribers(target.database, 200);
    // Neither a pending nor an unsubscribed address is a recipient.
    const now = new Date().toISOString();
    await target.database.db
      .insertInto("newsletter_subscribers")
      .values([
        { email: "pending@list.example", status: "pending", created_at: now, updated_at: now },
        { email: "gone@list.example", status: "unsubscribed", created_at: now, updated_at: now, unsubscribed_at: now },
      ])
      .execute();

    const response = await postForm(target, "/admin/newsletter", { intent: "send", ...compose() }, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sending to 200 confirmed subscriber(s)");
    runMachinery(target);

    await sink.waitForMails(30, 20_000);
    // Mid-send: the last in line unsubscribes with their mail program's one-click POST (RFC 8058) ...
    const last = await target.database.db.selectFrom("newsletter_subscribers").select(["id", "email"]).where("email", "=", emails[199]!).executeTakeFirstOrThrow();
    const link = unsubscribeUrl(target.services.env, { id: Number(last.id), email: last.email }).replace(target.services.env.PUBLIC_URL, target.url);
    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // ... and someone new confirms after the send started.
    await insertConfirmedSubscribers(target.database, 1, "late");

    const [issue] = await waitUntil(async () => {
      const rows = await issues(target);
      return rows[0]?.status === "sent" ? rows : null;
    }, 40_000, "the newsletter marked sent");
    const mails = await sink.waitForMails(199, 20_000);
    const recipients = mails.map((mail) => mail.to[0]!);
    expect(recipients).toHaveLength(199);
    expect(new Set(recipients).size).toBe(199);
    expect(recipients.sort()).toEqual(emails.slice(0, 199).sort());

    // Rate: 1200 per minute is 20 per second, so 199 mails span at least about 9.9 s.
    const times = mails.map((mail) => Date.parse(mail.headers.date!));
    expect((Math.max(...times) - Math.min(...times)) / 1000).toBeGreaterThanOrEqual(8);

    for (const mail of mails.slice(0, 5)) {
      const link = unsubscribeLink(mail.headers["list-unsubscribe"]);
      const subscriber = await target.database.db.selectFrom("newsletter_subscribers").select(["id", "email"]).where("email", "=", mail.to[0]!).executeTakeFirstOrThrow();
      expect(link).toBe(unsubscribeUrl(target.services.env, { id: Number(subscriber.id), email: subscriber.email }));
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.subject).toBe("Spring update");
      expect(mail.text).toContain("we shipped three things this month.");
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('role="presentation"');
      expect(mail.html).not.toMatch(/<script|<link |@font-face|@import|<style/i);
      expect(mail.headers["reply-to"]).toContain("inbox@vyoma.test");
    }

    const [log] = await loadIssuesWithLog(target.services, { limit: 5 });
    expect(log!.log).toMatchObject({ recipients: 200, queued: 0, sent: 199, failed: 0, unsubscribedSince: 1 });
    // Withdrawn from the outbox (0) or never put there (1), depending on how far the line had moved.
    expect([0, 1]).toContain(log!.log.skipped);
    expect(issue!.recipient_count).toBe(200);
    // The sent copies' bodies are not kept twice (the issue holds the content).
    expect(await target.database.db.selectFrom("mail_outbox").select("id").where("newsletter_id", "=", Number(issue!.id)).where("html_body", "is not", null).execute()).toEqual([]);

    const adminPage = await (await target.fetch("/admin/newsletter", { headers: { Cookie: cookie } })).text();
    expect(adminPage).toContain("Spring update");
    expect(adminPage).toContain("Unsubscribed since");

    const archive = await (await target.fetch("/newsletter/archive")).text();
    expect(archive).toContain(`href="/newsletter/archive/${issue!.id}"`);
    const page = await target.fetch(`/newsletter/archive/${issue!.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("we shipped three things this month.");
    expect((await target.fetch("/newsletter/archive/999999")).status).toBe(404);
    expect((await target.fetch("/newsletter/archive/abc")).status).toBe(404);
    expect(await (await target.fetch("/")).text()).toContain('href="/newsletter/archive"');
  }, 90_000);

  it("an issue's footer names the company and its address as the site settings say now, in the test mail and every subscriber's (issue 34)", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    const settings = { ...siteSettingsSeedValues(), name: "Vyoma Labs", legalName: "Vyoma Labs LLP", street: "1 New Road" };
    expect((await postForm(target, "/admin/content/settings", settings, { Cookie: cookie })).status).toBe(200);
    await insertConfirmedSubscribers(target.database, 1);
    expect((await postForm(target, "/admin/newsletter", { intent: "test", ...compose() }, { Cookie: cookie })).status).toBe(200);
    expect((await postForm(target, "/admin/newsletter", { intent: "send", ...compose() }, { Cookie: cookie })).status).toBeLessThan(400);
    runMachinery(target);
    const mails = await sink.waitForMails(2);
    for (const mail of mails) {
      expect(mail.text, mail.subject).toContain("You receive this because you subscribed to the Vyoma Labs newsletter.");
      expect(mail.text, mail.subject).toContain("Vyoma Labs LLP, 1 New Road, ");
      expect(mail.html, mail.subject).toContain("Vyoma Labs LLP");
      expect(mail.html, mail.subject).not.toContain("Vyoma Technologies");
    }
  }, 60_000);

  it("composes from a post (excerpt or full, cover image, Read on the site), previews, sends a test to the admin", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    const first = await target.database.db.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    // A photo cover (mail programs show JPEG and PNG; an SVG cover is left out of the mail).
    await target.database.db.updateTable("posts").set({ image: "/images/blog/cover-photo.jpg" }).where("id", "=", first.id).execute();
    const post = await target.database.db.selectFrom("posts").select(["id", "title", "slug", "excerpt", "image"]).where("id", "=", first.id).executeTakeFirstOrThrow();
    const fields = { source: "post", postId: String(post.id), content: "excerpt", subject: "", message: "This month's read." };

    const preview = await target.fetch(`/admin/newsletter?${new URLSearchParams({ intent: "preview", ...fields })}`, { headers: { Cookie: cookie } });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview at desktop width");
    expect(previewHtml).toContain("Preview at phone width");

    expect((await postForm(target, "/admin/newsletter", { intent: "test", ...fields }, { Cookie: cookie })).status).toBe(200);
    runMachinery(target);
    const [test] = await sink.waitForMails(1);
    expect(test!.to).toEqual([TEST_ADMIN.email]);
    expect(test!.subject).toBe(`[Test] ${post.title}`);
    expect(test!.text).toContain(post.excerpt);
    expect(test!.text).toContain(`Read on the site: ${target.services.env.PUBLIC_URL}/blog/${post.slug}`);
    expect(test!.html).toContain(`${target.services.env.PUBLIC_URL}${post.image}`);
    expect(test!.html).toContain("Read on the site");
    expect(test!.text).toContain("MORE FROM OUR BLOG");

    const full = await postForm(target, "/admin/newsletter", { intent: "test", ...fields, content: "full" }, { Cookie: cookie });
    expect(full.status).toBe(200);
    const [, fullMail] = await sink.waitForMails(2);
    expect(fullMail!.text.length).toBeGreaterThan(test!.text.length);
    expect(await issues(target)).toEqual([]);
  });

  it("links a Hindi post at its Hindi address, and lists Hindi posts under it (issue 35)", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    // The newest Hindi posts are this test's: the sample one (decision 0055) is newer than they are.
    await deleteSampleHindiPosts(target, cookie);
    const hindi = (slug: string, title: string, published_at: string) => postRow({ slug, title, excerpt: `${title} का सार।`, language: "hi", published_at });
    await target.database.db
      .insertInto("posts")
      .values([hindi("नया-लेख", "नया लेख", "2026-06-03T00:00:00.000Z"), hindi("दूसरा-लेख", "दूसरा लेख", "2026-06-02T00:00:00.000Z"), hindi("तीसरा-लेख", "तीसरा लेख", "2026-06-01T00:00:00.000Z")])
      .execute();
    const post = await target.database.db.selectFrom("posts").select(["id"]).where("slug", "=", "नया-लेख").executeTakeFirstOrThrow();
    const fields = { source: "post", postId: String(post.id), content: "excerpt", subject: "", message: "" };
    expect((await postForm(target, "/admin/newsletter", { intent: "test", ...fields }, { Cookie: cookie })).status).toBe(200);
    runMachinery(target);
    const [mail] = await sink.waitForMails(1);
    const base = target.services.env.PUBLIC_URL;
    // A Hindi post's newsletter is in Hindi (decision 0045): its button, its small print, its language headers.
    expect(mail!.text).toContain(`वेबसाइट पर पूरा पढ़ें: ${base}/hi/blog/${encodeURIComponent("नया-लेख")}`);
    expect(mail!.text).toContain("हमारे ब्लॉग से और");
    expect(mail!.headers["content-language"]).toBe("hi");
    expect(mail!.html).toMatch(/<html lang="hi">/);
    // "More from our blog": the newest other posts in the post's language, at their Hindi addresses (the seed's English posts are newer).
    expect(mail!.text.replace(/\r\n/g, "\n")).toContain(`दूसरा लेख\nदूसरा लेख का सार।\n${base}/hi/blog/${encodeURIComponent("दूसरा-लेख")}`);
    expect(mail!.text).toContain(`${base}/hi/blog/${encodeURIComponent("तीसरा-लेख")}`);
    expect(mail!.html).toContain(`href="${base}/hi/blog/${encodeURIComponent("दूसरा-लेख")}"`);
    expect(mail!.text).not.toMatch(new RegExp(`${base}/blog/`));
  });

  it("keeps a Hindi newsletter in the Hindi archive, at its Hindi address, and links it from the mail (decision 0059)", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    const page = async (path: string) => {
      const response = await target.fetch(path, { redirect: "manual" });
      return { status: response.status, location: response.headers.get("location"), html: await response.text() };
    };
    // Before any: each archive says so in its language.
    expect((await page("/hi/newsletter/archive")).html).toContain("अभी तक कोई हिन्दी न्यूज़लेटर नहीं भेजा गया है।");
    expect((await page("/newsletter/archive")).html).toContain("No newsletters have been sent yet.");

    const now = new Date().toISOString();
    await target.database.db.insertInto("newsletter_subscribers").values({ email: "pathak@list.example", status: "confirmed", created_at: now, updated_at: now, confirmed_at: now, language: "hi" }).execute();
    const sent = await postForm(target, "/admin/newsletter", { intent: "send", ...compose({ subject: "वसंत की ख़बरें", message: "नमस्ते,\n\nइस महीने हमने तीन चीज़ें पूरी कीं।", language: "hi", audience: "language" }) }, { Cookie: cookie });
    expect(sent.status).toBe(200);
    runMachinery(target);
    const [mail] = await sink.waitForMails(1);
    const [issue] = await issues(target);
    const hindiAddress = `/hi/newsletter/archive/${issue!.id}`;
    // "View in the browser" leads to the newsletter's Hindi web version.
    expect(mail!.text).toContain(`${target.services.env.PUBLIC_URL}${hindiAddress}`);

    const hindiArchive = await page("/hi/newsletter/archive");
    expect(hindiArchive.html).toMatch(/<html lang="hi"/);
    expect(hindiArchive.html).toContain(`href="${hindiAddress}"`);
    expect(hindiArchive.html).toContain(">न्यूज़लेटर संग्रह</h1>");
    // Its day as Hindi writes it (the English archive keeps its ISO day).
    expect(hindiArchive.html).toMatch(/<time dateTime="[^"]+" class="[^"]*">\d{1,2} [^\s<\d]+ \d{4}<\/time>/);
    // The list exists in both languages: hreflang names both.
    expect(hindiArchive.html).toContain('hrefLang="en" href="http');
    // The English archive lists the English newsletters only.
    expect((await page("/newsletter/archive")).html).not.toContain("वसंत की ख़बरें");

    const web = await page(hindiAddress);
    expect(web.status).toBe(200);
    expect(web.html).toMatch(/<html lang="hi"/);
    expect(web.html).toContain("इस महीने हमने तीन चीज़ें पूरी कीं।");
    expect(web.html).toContain('href="/hi/newsletter/archive"');
    expect(web.html).toContain("सभी न्यूज़लेटर");
    // Written in one language: no other version is announced.
    expect(web.html).not.toContain('rel="alternate" hrefLang');
    // Its English address (an id is an id) leads to it; an unknown one is a Hindi 404.
    expect(await page(`/newsletter/archive/${issue!.id}`)).toMatchObject({ status: 301, location: hindiAddress });
    const missing = await page("/hi/newsletter/archive/999999");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(">पेज नहीं मिला</h1>");
    // The Hindi footer leads to the Hindi archive.
    expect((await page("/hi")).html).toContain('href="/hi/newsletter/archive"');
    // The sitemap lists both archives (each naming the other) and the newsletter at its Hindi address only, dated the day it went out.
    const sitemap = (await page("/sitemap.xml")).html;
    const base = target.services.env.PUBLIC_URL;
    const sentDay = issue!.started_at!.slice(0, 10);
    expect(sitemap).toContain(`<url><loc>${base}${hindiAddress}</loc><lastmod>${sentDay}</lastmod></url>`);
    expect(sitemap).not.toContain(`<loc>${base}/newsletter/archive/${issue!.id}</loc>`);
    expect(sitemap).toContain(`<url><loc>${base}/hi/newsletter/archive</loc><lastmod>${sentDay}</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/newsletter/archive"/>`);
    expect(sitemap).toMatch(new RegExp(`<url><loc>${base}/newsletter/archive</loc><xhtml:link rel="alternate" hreflang="en"`));
  });

  it("schedules a send, starts it when its time comes, and cancels another; refuses bad input with a 400", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    await insertConfirmedSubscribers(target.database, 3);
    const send = (fields: Record<string, string>) => postForm(target, "/admin/newsletter", fields, { Cookie: cookie });

    // Typed as the admin types it: the wall clock of the site's zone (Asia/Kolkata by default), a minute ahead.
    const soon = utcToZonedDateTime(new Date(Date.now() + 60_000).toISOString(), target.services.env.SITE_TIMEZONE);
    expect((await send({ intent: "schedule", scheduledAt: soon, ...compose({ subject: "Later" }) })).status).toBe(200);
    expect((await send({ intent: "schedule", scheduledAt: soon, ...compose({ subject: "Never" }) })).status).toBe(200);
    const [later, never] = await issues(target);
    expect([later!.status, never!.status]).toEqual(["scheduled", "scheduled"]);
    expect((await send({ intent: "cancel", id: String(never!.id) })).status).toBe(200);
    expect((await send({ intent: "cancel", id: String(never!.id) })).status).toBe(409);

    // Its time comes (moved back rather than waiting a minute).
    await target.database.db.updateTable("newsletter_issues").set({ scheduled_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", later!.id).execute();
    runMachinery(target);
    await sink.waitForMails(3);
    await waitUntil(async () => (await issues(target))[0]!.status === "sent", 10_000, "sent");
    expect(sink.mails.map((mail) => mail.subject)).toEqual(["Later", "Later", "Later"]);
    expect((await issues(target))[1]!.status).toBe("cancelled");

    for (const [fields, text] of [
      [{ intent: "send", source: "message", subject: "", message: "x" }, "Please enter a subject."],
      [{ intent: "send", source: "message", subject: "x", message: "" }, "Please write the message."],
      [{ intent: "send", source: "post", postId: "" }, "Please choose a published post."],
      [{ intent: "send", source: "post", postId: "99999" }, "Please choose a published post."],
      [{ intent: "schedule", scheduledAt: "tomorrow", ...compose() }, "Please enter a date and time"],
      [{ intent: "schedule", scheduledAt: "2020-01-01T10:00", ...compose() }, "Please choose a time in the future."],
      [{ intent: "explode" }, "Unknown action."],
      [{ intent: "cancel", id: "abc" }, "Invalid newsletter id."],
    ] as const) {
      const response = await send(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain(text);
    }
    expect(await issues(target)).toHaveLength(2);

    // The audit log: the scheduled issue started on its own (no person, the scheduler named), "Send now" by the admin.
    expect((await send({ intent: "send", ...compose({ subject: "Right now" }) })).status).toBe(200);
    const admin = await target.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow();
    const audited = await target.database.db.selectFrom("audit_events").select(["actor_id", "subject_type", "subject_id", "summary"]).where("action", "=", "newsletter.sent").orderBy("id").execute();
    const [, , now] = await issues(target);
    expect(audited).toEqual([
      { actor_id: null, subject_type: "newsletter", subject_id: String(later!.id), summary: `Newsletter “Later” started to 3 subscribers (scheduled by ${TEST_ADMIN.email})` },
      { actor_id: admin.id, subject_type: "newsletter", subject_id: String(now!.id), summary: "Newsletter “Right now” started to 3 subscribers" },
    ]);
    expect(later!.created_by).toBe(TEST_ADMIN.email);
  });

  it("sends each newly published post automatically once auto-send is on (and nothing published before)", async () => {
    const { app: target, smtp: sink, cookie } = await start();
    await insertConfirmedSubscribers(target.database, 2);
    expect((await postForm(target, "/admin/newsletter", { intent: "auto-send", enabled: "on" }, { Cookie: cookie })).status).toBe(200);
    const created = await target.fetch("/api/blogs", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Fresh from the lab", excerpt: "What we learned shipping smart glasses.", content: "<p>Long story.</p>", image: "/images/blog/ai-business.svg", category: "Engineering", tags: ["lab"] }),
    });
    expect(created.status).toBe(201);
    runMachinery(target);
    await sink.waitForMails(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sink.mails.map((mail) => mail.subject)).toEqual(["Fresh from the lab", "Fresh from the lab"]);
    expect(sink.mails[0]!.text).toContain("What we learned shipping smart glasses.");
    const rows = await issues(target);
    expect(rows.map((row) => [row.auto, row.subject])).toEqual([[1, "Fresh from the lab"]]);
  });
});
