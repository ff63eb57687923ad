import { afterEach, describe, expect, it } from "vitest";
import { addDailyViews, addGoal, addNotFoundViews, addVisits, type CountedViews } from "~/modules/analytics/analytics.repository.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, roleCookie } from "../support/auth";
import { postRow } from "../support/blog";
import { apply, applicationForm } from "../support/careers";
import { TestClock } from "../support/clock";

let app: TestApp;
afterEach(() => app?.close());

const views = (day: string, path: string, count: number, extra: Partial<CountedViews> = {}): CountedViews => ({
  day,
  path,
  referrer: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  device: "desktop",
  language: "en",
  views: count,
  ...extra,
});

/** The page's text without tags, spaces collapsed: what a reader sees, whatever markup carries it. */
async function pageText(path: string, cookie: string) {
  const response = await app.fetch(path, { headers: { Cookie: cookie } });
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"));
  return { status: response.status, html, text: main.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ") };
}

/** Today is 30 March 2026 (UTC): the last 7 days are 24-30 March, the period before 17-23 March. */
async function seededApp(env: Record<string, string> = {}) {
  app = await startTestApp(env, { clock: new TestClock("2026-03-30T12:00:00Z") });
  const db = app.database.db;
  await addDailyViews(db, [
    views("2026-03-25", "/about", 5, { referrer: "news.example" }),
    views("2026-03-30", "/careers", 3, { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring-hiring", device: "mobile", language: "hi" }),
    views("2026-03-20", "/about", 4),
    views("2026-03-10", "/blog", 50),
  ]);
  // A closed day's visitors as the end of day counts them; today's still as hashes.
  await db.insertInto("analytics_uniques").values([
    { day: "2026-03-25", path: "", visitors: 3 },
    { day: "2026-03-20", path: "", visitors: 2 },
  ]).execute();
  await addVisits(db, [
    { day: "2026-03-30", visitor: "a1", path: "/careers" },
    { day: "2026-03-30", visitor: "b2", path: "/careers" },
  ]);
  await addGoal(db, { day: "2026-03-26", goal: "application", subject: "1", utm_source: "linkedin", count: 1 });
  await addGoal(db, { day: "2026-03-27", goal: "search-no-result", subject: "kubernetes", utm_source: "", count: 2 });
  await addNotFoundViews(db, [{ day: "2026-03-28", path: "/old-page", referrer: "/blog/moved", views: 2 }]);
}

describe("/admin/analytics", () => {
  it("shows the period's visitors and views beside the previous period, top pages, sources, campaigns, devices, languages, goals, searches and broken links", async () => {
    await seededApp();
    const { status, text } = await pageText("/admin/analytics?days=7", await roleCookie(app, "editor"));
    expect(status).toBe(200);
    expect(text).toContain("24 Mar 2026 to 30 Mar 2026 (7 days), compared with 17 Mar 2026 to 23 Mar 2026");
    // Visitors: 3 (25 March, closed) + 2 (today, open) = 5 against 2; views 5 + 3 = 8 against 4 (10 March is outside both).
    expect(text).toMatch(/Visitors 5 \+150% vs 2 in the previous period/);
    expect(text).toMatch(/Page views 8 \+100% vs 4 in the previous period/);
    expect(text).toMatch(/Top pages .*\/about 5 \/careers 3/);
    expect(text).not.toContain("/blog 50");
    expect(text).toMatch(/Referring sites .*news\.example 5 Direct or unknown 3/);
    expect(text).toMatch(/linkedin social spring-hiring 3/);
    expect(text).toMatch(/Devices .*Desktop 5 Phone 3/);
    expect(text).toMatch(/Languages .*en 5 hi 3/);
    // One application from 5 visitors: 20 per 100.
    expect(text).toMatch(/Job applications 1 20% none in the previous period/);
    expect(text).toMatch(/Searches with no result 2 40%/);
    expect(text).toMatch(/Searched for Times kubernetes 2/);
    expect(text).toMatch(/\/old-page \/blog\/moved 2/);
  });

  it("reads a chosen range and compares it with the same number of days before it", async () => {
    await seededApp();
    const { status, text } = await pageText("/admin/analytics?from=2026-03-20&to=2026-03-25", await adminCookie(app));
    expect(status).toBe(200);
    expect(text).toContain("20 Mar 2026 to 25 Mar 2026 (6 days), compared with 14 Mar 2026 to 19 Mar 2026");
    expect(text).toMatch(/Page views 9 none in the previous period/);
  });

  it.each([
    ["from=2026-02-30&to=2026-03-01", "“2026-02-30” is not a date"],
    ["from=yesterday&to=2026-03-01", "“yesterday” is not a date"],
    ["from=2026-03-20&to=2026-03-10", "The first day comes after the last day."],
    ["from=2026-03-20", "Choose both a first and a last day"],
    ["from=2024-01-01&to=2026-03-01", "Choose at most 366 days"],
    ["days=13", "Choose 7, 30 or 90 days"],
  ])("answers 400 with a message for a period it cannot read (%s), and keeps the form", async (query, message) => {
    await seededApp();
    const { status, text, html } = await pageText(`/admin/analytics?${query}`, await adminCookie(app));
    expect(status).toBe(400);
    expect(text).toContain(message);
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="from"');
  });

  it("says so when nothing has been counted yet, and how to turn counting on when it is off", async () => {
    app = await startTestApp();
    expect((await pageText("/admin/analytics", await adminCookie(app))).text).toContain("Nothing has been counted yet.");
    await app.close();
    app = await startTestApp({ ANALYTICS: "off" });
    const { text } = await pageText("/admin/analytics", await adminCookie(app));
    expect(text).toContain("Counting is off (ANALYTICS=off)");
    expect(text).toContain("Set ANALYTICS=on");
  });
});

describe("/admin/analytics positions", () => {
  it("lists each position's page views against its applications (spam never counted), the conversion rate and the campaigns that brought applicants", async () => {
    await seededApp();
    const db = app.database.db;
    const positions = await db.selectFrom("positions").select(["id", "slug", "title"]).orderBy("id").execute();
    const [first, second] = positions as [(typeof positions)[0], (typeof positions)[0]];
    await addDailyViews(db, [
      views("2026-03-28", `/careers/${first.slug}`, 30, { utm_source: "linkedin" }),
      views("2026-03-29", `/careers/${first.slug}`, 10),
      views("2026-03-29", `/careers/${second.slug}`, 12, { utm_source: "naukri" }),
      // Outside the period: not counted.
      views("2026-03-01", `/careers/${second.slug}`, 99),
    ]);
    await addGoal(db, { day: "2026-03-28", goal: "application", subject: String(first.id), utm_source: "linkedin", count: 2 });
    // One accepted and one spam application through the real form (today, no campaign): only the first counts.
    expect((await apply(app, await applicationForm(app, { fields: { positionId: String(first.id), position: first.title } }))).status).toBe(201);
    const spam = await apply(app, await applicationForm(app, { fields: { positionId: String(first.id), position: first.title, email: "bot@example.com", website: "https://bot.example" } }));
    expect(spam.status).toBe(201);
    const { status, text } = await pageText("/admin/analytics?days=7", await roleCookie(app, "editor"));
    expect(status).toBe(200);
    const section = text.slice(text.indexOf("Positions: views and applicants"), text.indexOf("Searches with no result Searched for"));
    expect(section).toContain("Position Page views Applications Conversion Applicants by campaign");
    // With seededApp's one (26 March, linkedin): 4 applications from 40 views, 10 per 100; linkedin brought 3 (of its
    // 30 views), no campaign 1 (of 10); the spam application is not among them.
    expect(section).toContain(`${first.title} Page views: 40 Applications: 4 Conversion: 10% Applicants by campaign: linkedin: 3 of 30 views, No campaign: 1 of 10 views`);
    expect(section).toContain(`${second.title} Page views: 12 Applications: 0 Conversion: 0% Applicants by campaign: No applicants yet (naukri: 12 views)`);
  });
});

describe("/admin/analytics top posts", () => {
  it("lists the posts read most in the period, with title, link and the previous period's views", async () => {
    await seededApp();
    const posts = await app.database.db.selectFrom("posts").select(["id", "slug", "title"]).where("status", "=", "published").orderBy("id").limit(2).execute();
    const [first, second] = posts as [(typeof posts)[0], (typeof posts)[0]];
    await addDailyViews(app.database.db, [
      views("2026-03-29", `/blog/${first.slug}`, 7),
      views("2026-03-24", `/blog/${second.slug}`, 20, { referrer: "news.example" }),
      views("2026-03-20", `/blog/${second.slug}`, 5),
      views("2026-03-29", "/blog/no-such-post", 50),
      views("2026-03-29", "/blog/author/someone", 40),
    ]);
    const { html, text } = await pageText("/admin/analytics?days=7", await adminCookie(app));
    const section = text.slice(text.indexOf("Top posts"), text.indexOf("Referring sites"));
    expect(section).toMatch(new RegExp(`Post Views Previous period ${second.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} 20 5 ${first.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} 7 0`));
    expect(section).not.toContain("no-such-post");
    expect(html).toContain(`href="/blog/${second.slug}"`);
  });
});

describe("/admin/analytics top posts in Hindi", () => {
  it("counts a Hindi post's views at /hi/blog/<slug> for it, not for the English post of the same slug, and links it there", async () => {
    await seededApp();
    const first = await app.database.db.selectFrom("posts").select(["slug", "title"]).where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    await app.database.db.insertInto("posts").values(postRow({ slug: first.slug, title: "हिन्दी में वही लेख", language: "hi" })).execute();
    await addDailyViews(app.database.db, [views("2026-03-29", `/blog/${first.slug}`, 7), views("2026-03-29", `/hi/blog/${first.slug}`, 9)]);
    const { html, text } = await pageText("/admin/analytics?days=7", await adminCookie(app));
    const section = text.slice(text.indexOf("Top posts"), text.indexOf("Referring sites"));
    expect(section).toMatch(new RegExp(`Post Views Previous period हिन्दी में वही लेख 9 0 ${first.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} 7 0`));
    expect(html).toContain(`href="/hi/blog/${first.slug}"`);
    expect(html).toContain(`href="/blog/${first.slug}"`);
  });
});

describe("/admin/analytics chart", () => {
  it("draws one bar per day of the period on the server, scaled to a round top, with a summary and the numbers in a table", async () => {
    await seededApp();
    const { html, text } = await pageText("/admin/analytics?days=7", await adminCookie(app));
    const start = html.indexOf('data-chart="visits"');
    const svg = html.slice(start, html.indexOf("</svg>", start));
    const bars = [...svg.matchAll(/<rect[^>]*data-day="([\d-]+)"[^>]*data-views="(\d+)"[^>]*height="([\d.]+)"/g)].map((match) => [match[1], Number(match[2]), Number(match[3])]);
    expect(bars.map((bar) => bar[0])).toEqual(["2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"]);
    // The busiest day has 5 views: the axis' top is 5, so 25 March fills it and 30 March (3 views) is 60 of 100.
    expect(bars.map((bar) => bar[2])).toEqual([0, 100, 0, 0, 0, 0, 60]);
    expect(svg).toContain("<polyline");
    expect(html).not.toMatch(/<script[^>]*src="[^"]*chart/i);
    expect(text).toContain("5 visitors and 8 views over 7 days; the busiest day was 25 Mar 2026 with 5 views and 3 visitors.");
    expect(text).toMatch(/The numbers, day by day .*Day Visitors Views 24 Mar 2026 0 0 25 Mar 2026 3 5 .* 30 Mar 2026 2 3/);
  });
});

describe("the admin dashboard's trend", () => {
  it("shows editors and admins the last 30 days' visitors as an SVG drawn on the server, with a summary and a link to the report; not authors", async () => {
    await seededApp();
    for (const cookie of [await roleCookie(app, "editor"), await adminCookie(app)]) {
      const { status, html, text } = await pageText("/admin", cookie);
      expect(status).toBe(200);
      const start = html.indexOf('data-chart="visits"');
      expect(start).toBeGreaterThan(-1);
      const svg = html.slice(start, html.indexOf("</svg>", start));
      // 1 to 30 March: one bar per day, 25 March (5 views) and today (3) among them; 10 March's 50 views too.
      const bars = [...svg.matchAll(/data-day="([\d-]+)"/g)].map((match) => match[1]);
      expect(bars).toHaveLength(30);
      expect(bars[0]).toBe("2026-03-01");
      expect(bars[29]).toBe("2026-03-30");
      expect(text).toContain("Visitors in the last 30 days");
      expect(text).toContain("7 visitors and 62 views over 30 days; the busiest day was 10 Mar 2026 with 50 views and 0 visitors.");
      expect(html).toMatch(/<a[^>]*href="\/admin\/analytics\?days=30"[^>]*>[^<]*Open the analytics report/);
      expect(html).not.toMatch(/<script[^>]*src="[^"]*chart/i);
    }
    const author = await pageText("/admin", await roleCookie(app, "author"));
    expect(author.status).toBe(200);
    expect(author.html).not.toContain('data-chart="visits"');
    expect(author.text).not.toContain("Visitors in the last 30 days");
  });
});

describe("/admin/analytics/export.csv", () => {
  it("exports the period per day and per path as RFC 4180 CSV, with cells a spreadsheet would run as formulas quoted", async () => {
    await seededApp();
    await addDailyViews(app.database.db, [views("2026-03-26", "/=HYPERLINK(\"x\",\"y\")", 1), views("2026-03-26", "/a,b", 1)]);
    const cookie = await roleCookie(app, "editor");
    const perDay = await app.fetch("/admin/analytics/export.csv?by=day&days=7", { headers: { Cookie: cookie } });
    expect(perDay.status).toBe(200);
    expect(perDay.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(perDay.headers.get("content-disposition")).toBe('attachment; filename="analytics-by-day-2026-03-24-to-2026-03-30.csv"');
    expect(await perDay.text()).toBe(
      "day_utc,visitors,views\r\n2026-03-24,0,0\r\n2026-03-25,3,5\r\n2026-03-26,0,2\r\n2026-03-27,0,0\r\n2026-03-28,0,0\r\n2026-03-29,0,0\r\n2026-03-30,2,3\r\n",
    );
    const perPath = await app.fetch("/admin/analytics/export.csv?by=path&from=2026-03-24&to=2026-03-30", { headers: { Cookie: cookie } });
    expect(perPath.headers.get("content-disposition")).toBe('attachment; filename="analytics-by-path-2026-03-24-to-2026-03-30.csv"');
    const lines = (await perPath.text()).split("\r\n");
    expect(lines.slice(0, 3)).toEqual(["path,views", "/about,5", "/careers,3"]);
    expect(lines).toContain('"/=HYPERLINK(""x"",""y"")",1');
    expect(lines).toContain('"/a,b",1');
  });

  it("refuses a cell starting with = + - @ as a formula, and a period it cannot read with 400 and a message", async () => {
    await seededApp();
    await addDailyViews(app.database.db, [views("2026-03-26", "=1+1", 1), views("2026-03-26", "@SUM(A1)", 1)]);
    const cookie = await adminCookie(app);
    const lines = (await (await app.fetch("/admin/analytics/export.csv?by=path&days=7", { headers: { Cookie: cookie } })).text()).split("\r\n");
    expect(lines).toContain("'=1+1,1");
    expect(lines).toContain("'@SUM(A1),1");
    const bad = await app.fetch("/admin/analytics/export.csv?by=day&from=2026-03-20&to=2026-03-01", { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("The first day comes after the last day.\n");
    const badBy = await app.fetch("/admin/analytics/export.csv?by=referrer&days=7", { headers: { Cookie: cookie } });
    expect(badBy.status).toBe(400);
  });
});

describe("a post's edit page", () => {
  it("shows editors and admins a published post's views in the last 30 days (today included)", async () => {
    await seededApp();
    const post = await app.database.db.selectFrom("posts").select(["id", "slug"]).where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
    await addDailyViews(app.database.db, [
      views("2026-03-30", `/blog/${post.slug}`, 1200),
      views("2026-03-01", `/blog/${post.slug}`, 34, { referrer: "news.example" }),
      views("2026-02-28", `/blog/${post.slug}`, 999),
    ]);
    const { status, text } = await pageText(`/blog/edit/${post.id}`, await roleCookie(app, "editor"));
    expect(status).toBe(200);
    // 1 March is the 30th day back from 30 March; 28 February is outside.
    expect(text).toContain("1,234 views in the last 30 days");
    expect((await pageText(`/blog/edit/${post.id}`, await adminCookie(app))).text).toContain("1,234 views in the last 30 days");
  });
});
