import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { closeAnalyticsDays } from "~/modules/analytics/analytics.server";
import { releaseApplication } from "~/modules/careers/applications.server";
import { markMessageNotSpam } from "~/modules/contact/contact.server";
import { issueConfirmToken } from "~/modules/newsletter/newsletter-token.server";
import { confirmSubscription, subscribeToNewsletter } from "~/modules/newsletter/newsletter.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { apply, applicationForm, firstPosition } from "../support/careers";
import { TestClock } from "../support/clock";
import { sendContact, TEST_SECRET } from "../support/submissions";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let app: TestApp;
afterEach(() => app?.close());

/** A raw request, so the test chooses every header (fetch adds its own user agent and encodings). */
function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const outgoing = http.request(`${app.url}${path}`, { method, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const visit = (path: string, headers: Record<string, string> = {}) => request(path, { "User-Agent": BROWSER, ...headers });

async function viewsOf(path: string): Promise<number> {
  await app.services.analytics.flush();
  const rows = await app.database.db.selectFrom("analytics_pages").select("views").where("path", "=", path).execute();
  return rows.reduce((sum, row) => sum + Number(row.views), 0);
}

/** Every row of the view roll-ups, table by table, for "nothing was counted". */
async function allRollupRows(): Promise<unknown[]> {
  const tables = ["analytics_pages", "analytics_referrers", "analytics_utm", "analytics_devices", "analytics_languages", "analytics_page_campaigns", "analytics_page_referrers"] as const;
  const rows = await Promise.all(tables.map((table) => app.database.db.selectFrom(table).selectAll().execute()));
  return rows.flat();
}

async function visitorsToday(path: string): Promise<number> {
  await app.services.analytics.flush();
  const rows = await app.database.db.selectFrom("analytics_visits").select("visitor").where("path", "=", path).execute();
  return rows.length;
}

describe("page views counted on the server", () => {
  it("counts a page the cache answers (hit) as well as the render that filled it, per visitor once", async () => {
    app = await startTestApp();
    const first = await visit("/about");
    const second = await visit("/about");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(first.status).toBe(200);
    expect(await viewsOf("/about")).toBe(2);
    expect(await visitorsToday("/about")).toBe(1);
  });

  it("tells visitors apart by address and user agent (the proxy's X-Forwarded-For from loopback), and keeps neither", async () => {
    app = await startTestApp();
    await visit("/services");
    await visit("/services", { "User-Agent": PHONE });
    await visit("/services", { "X-Forwarded-For": "203.0.113.7" });
    await visit("/services", { "X-Forwarded-For": "203.0.113.7" });
    expect(await viewsOf("/services")).toBe(4);
    expect(await visitorsToday("/services")).toBe(3);
    const stored = JSON.stringify(await app.database.db.selectFrom("analytics_visits").selectAll().execute());
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("iPhone");
    expect(stored).not.toContain("127.0.0.1");
  });

  it("does not count bots, requests without a user agent, HEAD, prefetches, signed-in staff, the API, feeds or the admin", async () => {
    app = await startTestApp();
    const staff = await adminCookie(app);
    await request("/", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await request("/", {});
    await request("/", { "User-Agent": BROWSER }, "HEAD");
    await visit("/", { "Sec-Purpose": "prefetch" });
    await visit("/", { Purpose: "prefetch" });
    await visit("/", { Cookie: staff });
    await visit("/api/blogs");
    await visit("/blog/rss.xml");
    await visit("/robots.txt");
    await visit("/admin", { Cookie: staff });
    await app.services.analytics.flush();
    expect(await allRollupRows()).toEqual([]);
    // The same page, by a person: counted (so the refusals above were for their own reasons).
    await visit("/");
    expect(await viewsOf("/")).toBe(1);
  });

  it("keeps the referring site, the campaign, the device class and the language of a view", async () => {
    app = await startTestApp({}, { clock: new TestClock("2026-03-10T09:00:00Z") });
    await visit("/careers?utm_source=LinkedIn&utm_medium=social&utm_campaign=hiring-2026&other=x", {
      "User-Agent": PHONE,
      Referer: "https://www.linkedin.com/feed/?trk=abc",
      "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8",
    });
    await visit("/careers", { Referer: `${app.url}/`, "Accept-Language": "en-GB" });
    await app.services.analytics.flush();
    // One narrow roll-up per question (decision 0033): each dimension per day, and per page its campaigns and referrers.
    const { db } = app.database;
    const day = "2026-03-10";
    expect(await db.selectFrom("analytics_pages").selectAll().execute()).toEqual([{ day, path: "/careers", views: 2 }]);
    // Coming from a page of this site is no referrer.
    expect(await db.selectFrom("analytics_referrers").selectAll().orderBy("referrer").execute()).toEqual([
      { day, referrer: "", views: 1 },
      { day, referrer: "www.linkedin.com", views: 1 },
    ]);
    expect(await db.selectFrom("analytics_utm").selectAll().execute()).toEqual([{ day, utm_source: "linkedin", utm_medium: "social", utm_campaign: "hiring-2026", views: 1 }]);
    expect(await db.selectFrom("analytics_devices").selectAll().orderBy("device").execute()).toEqual([
      { day, device: "desktop", views: 1 },
      { day, device: "mobile", views: 1 },
    ]);
    expect(await db.selectFrom("analytics_languages").selectAll().orderBy("language").execute()).toEqual([
      { day, language: "en", views: 1 },
      { day, language: "hi", views: 1 },
    ]);
    // Per page only the views with a campaign or a referrer: the others are the page's views less these.
    expect(await db.selectFrom("analytics_page_campaigns").selectAll().execute()).toEqual([{ day, path: "/careers", utm_source: "linkedin", views: 1 }]);
    expect(await db.selectFrom("analytics_page_referrers").selectAll().execute()).toEqual([{ day, path: "/careers", referrer: "www.linkedin.com", views: 1 }]);
  });

  it("counts 404s apart with the page that linked there (no query), and other errors not at all", async () => {
    app = await startTestApp();
    const missing = await visit("/no-such-page", { Referer: "https://partner.example/links?session=secret" });
    expect(missing.status).toBe(404);
    await visit("/no-such-page", { Referer: "https://partner.example/links?session=other" });
    await visit("/brahmastra");
    await app.services.analytics.flush();
    expect(await app.database.db.selectFrom("analytics_not_found").select(["path", "referrer", "views"]).execute()).toEqual([
      { path: "/no-such-page", referrer: "partner.example/links", views: 2 },
    ]);
    expect(await allRollupRows()).toEqual([]);
  });

  it("counts nothing with ANALYTICS=off", async () => {
    app = await startTestApp({ ANALYTICS: "off" });
    await visit("/");
    await visit("/no-such-page");
    await app.services.analytics.flush();
    expect(await allRollupRows()).toEqual([]);
    expect(await app.database.db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
  });
});

describe("the daily salt", () => {
  it("is kept for its day only: the end of the day counts its unique visitors, then deletes its hashes and its salt", async () => {
    const clock = new TestClock("2026-03-10T09:00:00Z");
    app = await startTestApp({}, { clock });
    await visit("/about");
    await visit("/about", { "User-Agent": PHONE });
    await visit("/team");
    await app.services.analytics.flush();
    const { db } = app.database;
    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-03-10" }]);
    const monday = await db.selectFrom("analytics_visits").select("visitor").where("path", "=", "/team").executeTakeFirstOrThrow();

    clock.set("2026-03-11T00:00:05Z");
    await visit("/team");
    await app.services.analytics.flush();
    expect(await closeAnalyticsDays(app.services)).toMatchObject({ daysClosed: 1, saltsDeleted: 1 });

    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-03-11" }]);
    const visits = await db.selectFrom("analytics_visits").selectAll().execute();
    expect(visits.map((row) => row.day)).toEqual(["2026-03-11"]);
    // The same person on the new day: a hash no one can link to the day before.
    expect(visits[0]!.visitor).not.toBe(monday.visitor);
    expect(await db.selectFrom("analytics_uniques").select(["path", "visitors"]).where("day", "=", "2026-03-10").orderBy("path").execute()).toEqual([
      { path: "", visitors: 2 },
      { path: "/about", visitors: 2 },
      { path: "/team", visitors: 1 },
    ]);
    // Once a day across instances: a second run that day does nothing.
    expect(await closeAnalyticsDays(app.services)).toBeNull();
  });

  it("deletes roll-ups older than ANALYTICS_RETENTION_DAYS", async () => {
    const clock = new TestClock("2026-03-10T09:00:00Z");
    app = await startTestApp({ ANALYTICS_RETENTION_DAYS: "30" }, { clock });
    await visit("/about");
    await visit("/missing-page");
    await app.services.analytics.flush();
    clock.advanceDays(30);
    await closeAnalyticsDays(app.services);
    expect(await viewsOf("/about")).toBe(1);
    clock.advanceDays(1);
    await closeAnalyticsDays(app.services);
    expect(await viewsOf("/about")).toBe(0);
    expect(await app.database.db.selectFrom("analytics_not_found").selectAll().execute()).toEqual([]);
    expect(await app.database.db.selectFrom("analytics_uniques").selectAll().execute()).toEqual([]);
    expect(await allRollupRows()).toEqual([]);
  });

  it("caps each page's referring sites of a closed day to its top 5 and (other); the day's other figures stay exact", async () => {
    const clock = new TestClock("2026-03-10T09:00:00Z");
    app = await startTestApp({}, { clock });
    // /about from 12 sites (site-1 once, site-2 twice, ... site-12 twelve times: 78 views), /team from one.
    for (let site = 1; site <= 12; site += 1) {
      for (let view = 0; view < site; view += 1) await visit("/about", { Referer: `https://site-${site}.example/post` });
    }
    await visit("/team", { Referer: "https://site-1.example/" });
    await app.services.analytics.flush();
    const { db } = app.database;
    const referrersOf = (path: string) => db.selectFrom("analytics_page_referrers").select(["referrer", "views"]).where("path", "=", path).orderBy("views", "desc").orderBy("referrer").execute();
    // Today is still open: every site is kept.
    expect(await referrersOf("/about")).toHaveLength(12);

    clock.set("2026-03-11T00:00:05Z");
    await closeAnalyticsDays(app.services);
    const about = await referrersOf("/about");
    expect(about).toHaveLength(6);
    expect(about.filter((row) => row.referrer !== "(other)").map((row) => row.referrer)).toEqual([12, 11, 10, 9, 8].map((site) => `site-${site}.example`));
    expect(about.find((row) => row.referrer === "(other)")).toEqual({ referrer: "(other)", views: 1 + 2 + 3 + 4 + 5 + 6 + 7 });
    expect(about.reduce((sum, row) => sum + Number(row.views), 0)).toBe(78);
    expect(await referrersOf("/team")).toEqual([{ referrer: "site-1.example", views: 1 }]);
    // The site's referrers are their own roll-up: not capped.
    expect(await db.selectFrom("analytics_referrers").select("referrer").execute()).toHaveLength(12);
  });
});

describe("goals", () => {
  const goals = async () =>
    (await app.database.db.selectFrom("analytics_goals").select(["goal", "subject", "utm_source", "count"]).orderBy("goal").orderBy("subject").orderBy("utm_source").execute()).map((row) => ({
      ...row,
      count: Number(row.count),
    }));

  it("counts an application per position with the campaign the visitor came with earlier today, and spam only once released", async () => {
    app = await startTestApp();
    const position = await firstPosition(app);
    // The campaign link lands on /careers; the visitor then opens the position and applies from a page without tags.
    await visit("/careers?utm_source=newsletter&utm_campaign=march");
    await visit(`/careers/${position.slug}`);
    expect((await apply(app, await applicationForm(app), { "User-Agent": BROWSER })).status).toBe(201);
    // Remembered after a flush too (another instance, or later in the day).
    await app.services.analytics.flush();
    expect((await apply(app, await applicationForm(app, { fields: { email: "second@example.com" } }), { "User-Agent": BROWSER })).status).toBe(201);
    // Another visitor, without a campaign; and a honeypot application (quarantined): not a conversion.
    expect((await apply(app, await applicationForm(app, { fields: { email: "third@example.com" } }), { "User-Agent": PHONE })).status).toBe(201);
    const spam = await apply(app, await applicationForm(app, { fields: { email: "bot@example.com", website: "https://bot.example" } }), { "User-Agent": PHONE });
    expect(spam.status).toBe(201);
    expect(await goals()).toEqual([
      { goal: "application", subject: String(position.id), utm_source: "", count: 1 },
      { goal: "application", subject: String(position.id), utm_source: "newsletter", count: 2 },
    ]);
    const stored = await app.database.db.selectFrom("applications").select(["id", "email", "utm_source", "spam_reason"]).orderBy("id").execute();
    expect(stored.map((row) => row.utm_source)).toEqual(["newsletter", "newsletter", null, null]);
    // "Not spam": accepted now, so counted now.
    expect((await releaseApplication(app.services, { id: Number(stored[3]!.id) })).ok).toBe(true);
    expect(await goals()).toContainEqual({ goal: "application", subject: String(position.id), utm_source: "", count: 2 });
    // Released twice (a double click): counted once.
    expect((await releaseApplication(app.services, { id: Number(stored[3]!.id) })).ok).toBe(false);
    expect(await goals()).toContainEqual({ goal: "application", subject: String(position.id), utm_source: "", count: 2 });
  });

  it("counts contact messages when accepted, never while quarantined", async () => {
    app = await startTestApp({ SESSION_SECRET: TEST_SECRET });
    expect((await sendContact(app.url, "Meera Iyer")).status).toBe(200);
    const spam = await fetch(`${app.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        variant: "subject",
        name: "Spam Bot",
        email: "bot@spam.example",
        subject: "Custom Software",
        message: "Cheap pills.",
        [FORM_TOKEN_FIELD]: issueFormToken(TEST_SECRET, Date.now() - 10_000),
        [HONEYPOT_FIELD]: "https://spam.example",
      }),
    });
    expect(spam.status).toBe(200);
    expect(await goals()).toEqual([{ goal: "contact-message", subject: "", utm_source: "", count: 1 }]);
    const quarantined = await app.database.db.selectFrom("contact_messages").select("id").where("spam", "=", 1).executeTakeFirstOrThrow();
    expect((await markMessageNotSpam(app.services, { id: Number(quarantined.id) })).ok).toBe(true);
    expect(await goals()).toEqual([{ goal: "contact-message", subject: "", utm_source: "", count: 2 }]);
  });

  it("counts a newsletter sign-up when its confirmation is sent, and its confirmation apart", async () => {
    app = await startTestApp();
    const meta = { clientIp: "127.0.0.1", channel: "page-form" as const, values: { [FORM_TOKEN_FIELD]: issueFormToken(app.services.env.SESSION_SECRET, Date.now() - 10_000), [HONEYPOT_FIELD]: "" } };
    expect(await subscribeToNewsletter(app.services, { fields: { email: "reader@example.com" }, meta })).toEqual({ outcome: "confirmation-sent" });
    expect(await subscribeToNewsletter(app.services, { fields: { email: "other@example.com" }, meta })).toEqual({ outcome: "confirmation-sent" });
    const subscriber = await app.database.db.selectFrom("newsletter_subscribers").select(["id", "email"]).where("email", "=", "reader@example.com").executeTakeFirstOrThrow();
    const token = issueConfirmToken(app.services.env.SESSION_SECRET, { id: Number(subscriber.id), email: subscriber.email });
    expect(await confirmSubscription(app.services, { token })).toBe("confirmed");
    expect(await confirmSubscription(app.services, { token })).toBe("already-confirmed");
    expect(await goals()).toEqual([
      { goal: "newsletter-confirmed", subject: "", utm_source: "", count: 1 },
      { goal: "newsletter-signup", subject: "", utm_source: "", count: 2 },
    ]);
  });

  it("keeps what visitors searched for and did not find, and nothing with ANALYTICS=off", async () => {
    app = await startTestApp();
    expect((await visit("/search?q=Quantum+Teleportation")).status).toBe(200);
    expect((await visit("/search?q=quantum%20teleportation")).status).toBe(200);
    expect((await visit("/search?q=careers")).status).toBe(200);
    expect(await goals()).toEqual([{ goal: "search-no-result", subject: "quantum teleportation", utm_source: "", count: 2 }]);
    await app.close();
    app = await startTestApp({ ANALYTICS: "off" });
    await visit("/search?q=nothing+here");
    expect(await goals()).toEqual([]);
  });
});

describe("the privacy policy", () => {
  it("says what is counted and kept, with the configured period, and says nothing of it with ANALYTICS=off", async () => {
    app = await startTestApp({ ANALYTICS_RETENTION_DAYS: "400" });
    // The policy is a stored page (decision 0063): its rich text arrives as written, apostrophes unescaped.
    const on = await (await app.fetch("/privacy-policy")).text();
    expect(on).toContain("Visitor statistics");
    expect(on).toContain("We never store your IP address or your browser's identification (user agent) with these totals.");
    // Behind nginx's cache (docs/deployment.md): its log of cache answers holds addresses until it is deleted daily.
    expect(on).toContain("that log holds the view's IP address, page, referring page, browser identification and preferred language. The log is rotated and deleted daily;");
    expect(on).toContain("The daily totals are deleted after 400 days.");
    expect(on).not.toContain("{ANALYTICS_RETENTION_DAYS}");
    await app.close();
    app = await startTestApp({ ANALYTICS: "off" });
    const off = await (await app.fetch("/privacy-policy")).text();
    expect(off).not.toContain("Visitor statistics");
    expect(off).toContain("We do not use advertising trackers or other companies' analytics services.");
  });
});
