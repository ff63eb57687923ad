import crypto from "node:crypto";
import type { AnalyticsCampaignTable, AnalyticsNotFoundTable, AnalyticsVisitTable } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { addCampaigns, addDailyViews, addNotFoundViews, addVisits, findCampaign, findOrCreateSalt, type CountedViews } from "./analytics.repository.server";
import type { PageView } from "./page-view";

type Services = Pick<AppServices, "database" | "clock" | "env" | "logger">;

/** How much one flush interval may hold, so a flood of unique paths or visitors cannot grow the process (decision 0033). */
export interface CounterLimits {
  /** Distinct (day, path, referrer, utm, device, language) keys; past it, views go to the day's "(other)" key. */
  viewKeys: number;
  /** Distinct (visitor, path) pairs; past it a pair is kept as (visitor, "(other)"), past twice it is not kept. */
  visits: number;
  /** Distinct (path, referring page) 404 keys; past it, "(other)". */
  notFoundKeys: number;
  /** Views waiting for the day's salt (read from the database at the first view of a day, in milliseconds). */
  awaitingSalt: number;
}

export const DEFAULT_COUNTER_LIMITS: CounterLimits = { viewKeys: 5_000, visits: 20_000, notFoundKeys: 1_000, awaitingSalt: 1_000 };

export const OTHER = "(other)";
const KEY_SEPARATOR = "\u0000";
const DAY_MS = 86_400_000;

/** A visitor's hash: 128 bits of HMAC-SHA256(the day's salt, address + user agent + host), hex. */
const VISITOR_HEX_LENGTH = 32;

export interface CounterStats {
  /** Views and visits not kept because a flush interval was full (after the "(other)" buckets). */
  dropped: number;
}

/** Who a visitor is, before hashing: the same for a page view (server/page-views.ts) and a form sent by that person. */
export function visitorIdentity(address: string, userAgent: string, host: string): string {
  return `${address}\n${userAgent}\n${host}`;
}

/** The UTC day of a time, YYYY-MM-DD: roll-ups, salts and unique visitors are per UTC day. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The page views of one process, counted in memory and written in batches (flush(): every few seconds and at
 * shutdown) as daily roll-ups. `record` is on the hot path of a cached page: a hash and a few Map operations, no
 * I/O. The visitor's address and user agent only exist here long enough to be hashed with the day's salt, which is
 * kept in memory and in analytics_salts for that day only.
 */
export class PageViewCounter {
  readonly enabled: boolean;
  readonly stats: CounterStats = { dropped: 0 };
  private views = new Map<string, number>();
  private visits = new Set<string>();
  private notFound = new Map<string, number>();
  /** "day\0visitor" -> the first utm_source the visitor came with that day (bounded like the visits). */
  private campaigns = new Map<string, string>();
  /** The day's salt as a KeyObject: createHmac with a Buffer key costs about 14 µs a call on Node 24, with a KeyObject about 2-4 (decision 0033). */
  private salt: { day: string; key: crypto.KeyObject } | undefined;
  /**
   * Each visitor's hash by identity (address, user agent, host) for the salt in memory, so a visitor's later views
   * skip the HMAC. Emptied at every flush (every few seconds) and whenever the salt changes or is forgotten: an
   * address and a user agent stay in memory no longer than the flush interval, and never outlive the day's salt.
   */
  private visitorsByIdentity = new Map<string, string>();
  /** The UTC day last computed and the span of times it covers, so a view does not format a date (dayAt). */
  private today = { day: "", from: 0, until: 0 };
  private saltLoading: Promise<void> | undefined;
  private awaitingSalt: Array<{ day: string; identity: string; path: string; utmSource: string }> = [];

  constructor(
    private readonly services: Services,
    private readonly limits: CounterLimits = DEFAULT_COUNTER_LIMITS,
  ) {
    this.enabled = services.env.ANALYTICS;
  }

  /** Counts a page answered 2xx or 304 (the visitor's browser already had it) for a visitor named by `identity`. */
  recordView(view: PageView, identity: string): void {
    const day = this.dayAt(this.services.clock.now());
    const sep = KEY_SEPARATOR;
    let key = `${day}${sep}${view.path}${sep}${view.referrer}${sep}${view.utmSource}${sep}${view.utmMedium}${sep}${view.utmCampaign}${sep}${view.device}${sep}${view.language}`;
    let views = this.views.get(key);
    if (views === undefined && this.views.size >= this.limits.viewKeys) {
      key = [day, OTHER, "", "", "", "", "", ""].join(sep);
      views = this.views.get(key);
    }
    this.views.set(key, (views ?? 0) + 1);
    if (this.salt?.day === day) return this.addVisit(day, this.rememberedVisitor(this.salt.key, identity), view.path, view.utmSource);
    if (this.awaitingSalt.length >= this.limits.awaitingSalt) return void (this.stats.dropped += 1);
    this.awaitingSalt.push({ day, identity, path: view.path, utmSource: view.utmSource });
    void this.loadSalt(day);
  }

  /** Counts a 404 apart, with the page that linked to it. */
  recordNotFound(view: PageView): void {
    const day = this.dayAt(this.services.clock.now());
    let key = [day, view.path, view.referrerPage].join(KEY_SEPARATOR);
    if (!this.notFound.has(key) && this.notFound.size >= this.limits.notFoundKeys) key = [day, OTHER, ""].join(KEY_SEPARATOR);
    this.notFound.set(key, (this.notFound.get(key) ?? 0) + 1);
  }

  /** What is held in memory now (for the tests of the bounds). */
  pending(): { viewKeys: number; visits: number; notFoundKeys: number; awaitingSalt: number; rememberedVisitors: number } {
    return { viewKeys: this.views.size, visits: this.visits.size, notFoundKeys: this.notFound.size, awaitingSalt: this.awaitingSalt.length, rememberedVisitors: this.visitorsByIdentity.size };
  }

  /**
   * Writes what was counted since the last flush into the roll-ups (the views into every narrow roll-up in one
   * transaction). On failure the counts go back (within the bounds).
   */
  async flush(): Promise<{ viewKeys: number; visits: number; notFoundKeys: number }> {
    if (this.awaitingSalt.length > 0) await this.loadSalt(this.awaitingSalt[0]!.day);
    const views = this.views;
    const visits = this.visits;
    const notFound = this.notFound;
    const campaigns = this.campaigns;
    this.campaigns = new Map();
    this.visitorsByIdentity = new Map();
    this.views = new Map();
    this.visits = new Set();
    this.notFound = new Map();
    const { db } = this.services.database;
    // One stage after the other: a stage that failed keeps its counts (and the later ones) for the next flush; the
    // stages before it are written, and upserts add, so they must not be written twice.
    let stage = 0;
    try {
      await addDailyViews(db, [...views].map(([key, count]) => dailyRow(key, count)));
      stage = 1;
      await addVisits(db, [...visits].map(visitRow));
      await addCampaigns(db, [...campaigns].map(([key, utmSource]) => campaignRow(key, utmSource)));
      stage = 2;
      await addNotFoundViews(db, [...notFound].map(([key, count]) => notFoundRow(key, count)));
    } catch (error) {
      this.services.logger.error({ err: error }, "analytics: flush failed, counts kept for the next one");
      if (stage === 0) for (const [key, count] of views) this.views.set(key, (this.views.get(key) ?? 0) + count);
      if (stage <= 1) for (const visit of visits) this.visits.add(visit);
      if (stage <= 1) for (const [key, source] of campaigns) if (!this.campaigns.has(key)) this.campaigns.set(key, source);
      for (const [key, count] of notFound) this.notFound.set(key, (this.notFound.get(key) ?? 0) + count);
      throw error;
    }
    return { viewKeys: views.size, visits: visits.size, notFoundKeys: notFound.size };
  }

  /**
   * The campaign (utm_source) the visitor named by `identity` came with today, if any: a form sent from a page
   * without the tags (the visitor clicked on from the campaign's landing page) still names its campaign.
   */
  async campaignOf(identity: string): Promise<string | undefined> {
    if (!this.enabled) return undefined;
    const day = dayOf(this.services.clock.now());
    if (this.salt?.day !== day) await this.loadSalt(day);
    if (this.salt?.day !== day) return undefined;
    const visitor = this.visitorOf(this.salt.key, identity);
    return this.campaigns.get([day, visitor].join(KEY_SEPARATOR)) ?? (await findCampaign(this.services.database.db, day, visitor));
  }

  private addVisit(day: string, visitor: string, path: string, utmSource: string): void {
    if (utmSource) {
      const campaignKey = `${day}${KEY_SEPARATOR}${visitor}`;
      if (!this.campaigns.has(campaignKey) && this.campaigns.size < this.limits.visits) this.campaigns.set(campaignKey, utmSource);
    }
    const exact = `${day}${KEY_SEPARATOR}${visitor}${KEY_SEPARATOR}${path}`;
    if (this.visits.has(exact)) return;
    if (this.visits.size < this.limits.visits) return void this.visits.add(exact);
    const other = [day, visitor, OTHER].join(KEY_SEPARATOR);
    if (this.visits.has(other)) return;
    if (this.visits.size < this.limits.visits * 2) return void this.visits.add(other);
    this.stats.dropped += 1;
  }

  /** The visitor's hash, computed once per identity between flushes (visitorsByIdentity, bounded like the visits). */
  private rememberedVisitor(salt: crypto.KeyObject, identity: string): string {
    let visitor = this.visitorsByIdentity.get(identity);
    if (visitor === undefined) {
      visitor = this.visitorOf(salt, identity);
      if (this.visitorsByIdentity.size < this.limits.visits) this.visitorsByIdentity.set(identity, visitor);
    }
    return visitor;
  }

  /** `dayOf(at)`, formatting a date only when `at` is outside the day last computed (UTC days are 86,400,000 ms). */
  private dayAt(at: Date): string {
    const time = at.getTime();
    if (time >= this.today.from && time < this.today.until) return this.today.day;
    const from = Math.floor(time / DAY_MS) * DAY_MS;
    this.today = { day: dayOf(at), from, until: from + DAY_MS };
    return this.today.day;
  }

  private visitorOf(salt: crypto.KeyObject, identity: string): string {
    return crypto.createHmac("sha256", salt).update(identity).digest("hex").slice(0, VISITOR_HEX_LENGTH);
  }

  /** Reads (or creates) the day's salt once for everyone waiting, then hashes the views that waited for it. */
  private loadSalt(day: string): Promise<void> {
    this.saltLoading ??= findOrCreateSalt(this.services.database.db, day, crypto.randomBytes(32).toString("hex"))
      .then((salt) => {
        const key = crypto.createSecretKey(Buffer.from(salt, "hex"));
        this.salt = { day, key };
        this.visitorsByIdentity = new Map();
        const waiting = this.awaitingSalt;
        this.awaitingSalt = [];
        for (const view of waiting) {
          if (view.day === day) this.addVisit(day, this.visitorOf(key, view.identity), view.path, view.utmSource);
          else this.stats.dropped += 1;
        }
      })
      .catch((error: unknown) => this.services.logger.error({ err: error }, "analytics: the day's salt could not be read"))
      .finally(() => {
        this.saltLoading = undefined;
      });
    return this.saltLoading;
  }

  /**
   * Reads `day`'s salt before views of that day are recorded in one go (the nginx log import): recordView does not
   * wait for it, and past `awaitingSalt` views a burst would be dropped.
   */
  async readySalt(day: string): Promise<void> {
    if (this.salt?.day !== day) await this.loadSalt(day);
  }

  /** Forgets the salt in memory (the day is over: the daily job deleted it from the database). */
  forgetSaltBefore(day: string): void {
    if (this.salt && this.salt.day < day) {
      this.salt = undefined;
      this.visitorsByIdentity = new Map();
    }
  }
}

function dailyRow(key: string, views: number): CountedViews {
  const [day, path, referrer, utm_source, utm_medium, utm_campaign, device, language] = key.split(KEY_SEPARATOR) as [string, string, string, string, string, string, string, string];
  return { day, path, referrer, utm_source, utm_medium, utm_campaign, device, language, views };
}

function visitRow(key: string): AnalyticsVisitTable {
  const [day, visitor, path] = key.split(KEY_SEPARATOR) as [string, string, string];
  return { day, visitor, path };
}

function campaignRow(key: string, utm_source: string): AnalyticsCampaignTable {
  const [day, visitor] = key.split(KEY_SEPARATOR) as [string, string];
  return { day, visitor, utm_source };
}

function notFoundRow(key: string, views: number): AnalyticsNotFoundTable {
  const [day, path, referrer] = key.split(KEY_SEPARATOR) as [string, string, string];
  return { day, path, referrer, views };
}
