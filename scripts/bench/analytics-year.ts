/**
 * One generated year of analytics roll-ups (issue 36's storage target: a site with 50,000 views a day, a year in
 * under 100 MB, the 90-day report under 200 ms). Each view is drawn at random (a fixed seed: every run writes the
 * same rows) from long-tailed spreads of pages, referring sites, campaigns, devices and languages, and counted into
 * the day's roll-up rows as the counter would (into every narrow roll-up, then each page's referrers capped as the
 * end of the day caps them); then each day's unique visitors, goals and broken links. The rows go in through the
 * repository's own upserts, so they have the shape and the limits of real ones.
 */
import type { Kysely } from "kysely";
import type { DB } from "../../app/db/schema";
import { addDailyViews, addGoal, addNotFoundViews, capPageReferrers, type CountedViews } from "../../app/modules/analytics/analytics.repository.server";
import { addDays } from "../../app/modules/analytics/analytics.schema";

export interface YearShape {
  /** The last day generated (YYYY-MM-DD); the year runs up to it. */
  lastDay: string;
  days: number;
  viewsPerDay: number;
  /** /blog/<slug> paths to spread views over (most read first). */
  postSlugs: string[];
  positions: Array<{ id: number; slug: string }>;
}

/** A small, seedable generator (mulberry32): the same year on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weighted choice: `weights` need not add up to 1. */
function chooser<T>(items: Array<[T, number]>, next: () => number): () => T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  const bounds: number[] = [];
  let running = 0;
  for (const [, weight] of items) bounds.push((running += weight / total));
  return () => {
    const x = next();
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bounds[middle]! < x) low = middle + 1;
      else high = middle;
    }
    return items[low]![0];
  };
}

/** Zipf-like weights: the n-th item is read 1/n as often as the first (a long tail, as real sites have). */
const zipf = <T>(items: T[]): Array<[T, number]> => items.map((item, index) => [item, 1 / (index + 1)]);

const MARKETING = ["/about", "/services", "/services/custom-software", "/services/web-development", "/services/mobile-development", "/services/ai-integration",
  "/services/cloud-solutions", "/services/data-analytics", "/services/ar-vr-solutions", "/services/smart-glasses", "/services/voice-chat", "/services/no-code",
  "/projects", "/team", "/contact", "/careers", "/blog", "/newsletter", "/privacy-policy", "/terms", "/hi", "/hi/about", "/hi/services", "/hi/contact", "/search"];
const SEARCH_HOSTS = ["www.google.com", "www.bing.com", "duckduckgo.com", "www.google.co.in", "search.yahoo.com"];
const SOCIAL_HOSTS = ["www.linkedin.com", "t.co", "www.facebook.com", "www.reddit.com", "news.ycombinator.com", "www.instagram.com"];
/** Blogs, forums and partners linking here: a long tail of 300 hosts. */
const OTHER_HOSTS = Array.from({ length: 300 }, (_, n) => `site-${n}.example`);
const CAMPAIGNS: Array<[[string, string, string], number]> = [
  [["newsletter", "email", "weekly"], 5],
  [["linkedin", "social", "hiring-2026"], 4],
  [["google", "cpc", "custom-software"], 3],
  [["google", "cpc", "gym-crm"], 2],
  [["naukri", "jobs", "hiring-2026"], 2],
  [["twitter", "social", "launch"], 1],
  [["facebook", "social", "gym-crm"], 1],
  [["partner", "referral", "cloud"], 1],
  [["newsletter", "email", "monthly"], 1],
  [["linkedin", "social", "ai-webinar"], 1],
];
const LANGUAGES: Array<[string, number]> = [["en", 60], ["hi", 20], ["", 5], ["mr", 3], ["ta", 2], ["te", 2], ["bn", 2], ["gu", 1], ["kn", 1], ["de", 1], ["fr", 1], ["es", 1], ["ja", 0.5]];

/** Writes the year into `db` and answers how many rows each table got. */
export async function generateAnalyticsYear(db: Kysely<DB>, shape: YearShape): Promise<{ combinations: number }> {
  const next = random(36);
  const pages: Array<[string, number]> = [
    ["/", 12],
    ...MARKETING.map((path, index): [string, number] => [path, 10 / (index + 1)]),
    ...zipf(shape.postSlugs.map((slug) => `/blog/${encodeURIComponent(slug)}`)).map(([path, weight]): [string, number] => [path, weight * 8]),
    ...zipf(shape.positions.map((position) => `/careers/${position.slug}`)).map(([path, weight]): [string, number] => [path, weight * 2]),
  ];
  const page = chooser(pages, next);
  const referrer = chooser<string>([["", 55], ...zipf(SEARCH_HOSTS).map(([host, weight]): [string, number] => [host, weight * 20]), ...zipf(SOCIAL_HOSTS).map(([host, weight]): [string, number] => [host, weight * 6]), ...zipf(OTHER_HOSTS).map(([host, weight]): [string, number] => [host, weight * 3])], next);
  const campaign = chooser(CAMPAIGNS, next);
  const device = chooser<string>([["desktop", 55], ["mobile", 40], ["tablet", 5]], next);
  const language = chooser(LANGUAGES, next);
  const position = chooser(zipf(shape.positions), next);
  const source = chooser<string>([["", 6], ["linkedin", 2], ["naukri", 1], ["newsletter", 1]], next);
  const counts = { combinations: 0 };
  for (let dayIndex = 0; dayIndex < shape.days; dayIndex += 1) {
    const day = addDays(shape.lastDay, dayIndex - shape.days + 1);
    const rows = new Map<string, CountedViews>();
    const viewsOfPath = new Map<string, number>();
    // Weekends are quieter; each day varies by ±10%.
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const views = Math.round(shape.viewsPerDay * (weekday === 0 || weekday === 6 ? 0.7 : 1.1) * (0.9 + next() * 0.2));
    for (let view = 0; view < views; view += 1) {
      const path = page();
      // One view in twelve came with a campaign; a campaign's visitor has no referring site more often than not.
      const [utmSource, utmMedium, utmCampaign] = next() < 1 / 12 ? campaign() : ["", "", ""];
      const row: CountedViews = { day, path, referrer: utmSource && next() < 0.6 ? "" : referrer(), utm_source: utmSource, utm_medium: utmMedium, utm_campaign: utmCampaign, device: device(), language: language(), views: 1 };
      const key = `${row.path}\0${row.referrer}\0${utmSource}\0${utmMedium}\0${utmCampaign}\0${row.device}\0${row.language}`;
      const found = rows.get(key);
      if (found) found.views += 1;
      else rows.set(key, row);
      viewsOfPath.set(path, (viewsOfPath.get(path) ?? 0) + 1);
    }
    // In flush-sized batches, as the counter writes them, then the day closed (its pages' referrers capped).
    const counted = [...rows.values()];
    for (let at = 0; at < counted.length; at += 5_000) await addDailyViews(db, counted.slice(at, at + 5_000));
    await capPageReferrers(db, [day]);
    counts.combinations += rows.size;
    // Closed days keep their visitors per path (about 1.6 views a visitor) and for the whole site (path "").
    const uniques = [...viewsOfPath].map(([path, pathViews]) => ({ day, path, visitors: Math.max(1, Math.round(pathViews / 1.6)) }));
    uniques.push({ day, path: "", visitors: Math.round(views / 2.5) });
    for (let at = 0; at < uniques.length; at += 200) await db.insertInto("analytics_uniques").values(uniques.slice(at, at + 200)).execute();

    // Goals: about 20 applications, 10 messages, 15 sign-ups (12 confirmed) and 30 searches without a result a day.
    const goals = new Map<string, { goal: string; subject: string; utm_source: string; count: number }>();
    const addOne = (goal: string, subject: string, utmSource: string) => {
      const key = `${goal}\0${subject}\0${utmSource}`;
      const found = goals.get(key) ?? { goal, subject, utm_source: utmSource, count: 0 };
      found.count += 1;
      goals.set(key, found);
    };
    for (let n = 0; n < 20; n += 1) addOne("application", String(position().id), source());
    for (let n = 0; n < 10; n += 1) addOne("contact-message", "", "");
    for (let n = 0; n < 15; n += 1) addOne("newsletter-signup", "", "");
    for (let n = 0; n < 12; n += 1) addOne("newsletter-confirmed", "", "");
    for (let n = 0; n < 30; n += 1) addOne("search-no-result", `query ${Math.floor(next() * next() * 400)}`, "");
    for (const goal of goals.values()) await addGoal(db, { day, ...goal });

    // Broken links: about 1% of views, over 150 missing paths and the pages that linked there.
    const notFound = new Map<string, { day: string; path: string; referrer: string; views: number }>();
    for (let n = 0; n < views / 100; n += 1) {
      const missing = `/old/${Math.floor(next() * next() * 150)}`;
      const from = next() < 0.5 ? "" : `${referrer() || "vyoma.example"}/page-${Math.floor(next() * 20)}`;
      const key = `${missing}\0${from}`;
      const found = notFound.get(key) ?? { day, path: missing, referrer: from, views: 0 };
      found.views += 1;
      notFound.set(key, found);
    }
    await addNotFoundViews(db, [...notFound.values()]);

  }
  return counts;
}
