import { csvDocument } from "~/modules/csv";
import type { AppServices } from "~/modules/services";
import {
  hasAnyCount,
  sumGoals,
  sumPathViews,
  topByViews,
  topCampaigns,
  topGoalSubjects,
  topNotFound,
  viewsPerDay,
  visitorsPerDay,
  type DayRange,
} from "./analytics.repository.server";
import { readPositionFunnel, readTopPosts } from "./content-report.server";
import { addDays, periodFrom, previousPeriod, TREND_DAYS, type DayCount, type Period } from "./analytics.schema";
import type { GoalName } from "./goals.server";
import { dayOf } from "./page-view-counter.server";

type Services = Pick<AppServices, "database" | "clock" | "env">;

/** Rows per list on the report: enough to act on, short enough to read on a phone. */
const TOP = 10;

export const goalLabels: Record<GoalName, string> = {
  application: "Job applications",
  "contact-message": "Contact messages",
  "newsletter-signup": "Newsletter sign-ups started",
  "newsletter-confirmed": "Newsletter sign-ups confirmed",
  "search-no-result": "Searches with no result",
};
const GOAL_ORDER = Object.keys(goalLabels) as GoalName[];

export interface Figure {
  value: number;
  previous: number;
  /** Percent change from the previous period, rounded; null when the previous period had none. */
  change: number | null;
}

function figure(value: number, previous: number): Figure {
  return { value, previous, change: previous === 0 ? null : Math.round(((value - previous) / previous) * 100) };
}

/** Every day of the range, days without a count as 0, so a chart and a table have no gaps. */
async function perDay(services: Services, range: DayRange): Promise<DayCount[]> {
  const [views, visitors] = await Promise.all([viewsPerDay(services.database.db, range), visitorsPerDay(services.database.db, range)]);
  const viewsOf = new Map(views.map((row) => [row.day, row.views]));
  const visitorsOf = new Map(visitors.map((row) => [row.day, row.visitors]));
  const days: DayCount[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push({ day, visitors: visitorsOf.get(day) ?? 0, views: viewsOf.get(day) ?? 0 });
  return days;
}

const sum = (rows: DayCount[], key: "visitors" | "views") => rows.reduce((total, row) => total + row[key], 0);

/**
 * The report for a period and the one before it (issue 36). Visitors over a period are the sum of each day's
 * visitors: a person who came on two days counts twice, as the daily hashes cannot be linked (decision 0033).
 */
export async function readAnalyticsReport(services: Services, period: Period) {
  const db = services.database.db;
  const before = previousPeriod(period);
  const [days, previousDays, pages, posts, referrers, devices, languages, campaigns, goals, previousGoals, positions, searches, notFound, counted] =
    await Promise.all([
      perDay(services, period),
      perDay(services, before),
      topByViews(db, period, "path", TOP),
      readTopPosts(services, period, TOP),
      topByViews(db, period, "referrer", TOP),
      topByViews(db, period, "device", TOP),
      topByViews(db, period, "language", TOP),
      topCampaigns(db, period, TOP),
      sumGoals(db, period),
      sumGoals(db, before),
      readPositionFunnel(services, period),
      topGoalSubjects(db, period, "search-no-result", TOP),
      topNotFound(db, period, TOP),
      hasAnyCount(db),
    ]);
  const visitors = sum(days, "visitors");
  const previousVisitors = sum(previousDays, "visitors");
  // The period's views are its days' views: one read of analytics_pages per period, not two.
  const views = sum(days, "views");
  const previousViews = sum(previousDays, "views");
  const countOf = (rows: Array<{ goal: string; count: number }>, goal: GoalName) => rows.find((row) => row.goal === goal)?.count ?? 0;
  return {
    period,
    previous: before,
    counted,
    visitors: figure(visitors, previousVisitors),
    views: figure(views, previousViews),
    days,
    pages,
    posts,
    referrers,
    devices,
    languages,
    campaigns,
    goals: GOAL_ORDER.map((goal) => ({
      goal,
      label: goalLabels[goal],
      ...figure(countOf(goals, goal), countOf(previousGoals, goal)),
      /** Per 100 visitors of the period; null without visitors. */
      rate: visitors === 0 ? null : Math.round((countOf(goals, goal) / visitors) * 1000) / 10,
    })),
    positions,
    searches,
    notFound,
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof readAnalyticsReport>>;

/** The period a request asks for, "today" being the current UTC day (roll-ups are per UTC day). */
export function periodOfRequest(services: Pick<AppServices, "clock">, params: URLSearchParams) {
  return periodFrom(params, dayOf(services.clock.now()));
}

/** Rows of one export by path at most: the roll-ups already fold rare paths into "other" (decision 0033). */
const EXPORT_PATHS = 10_000;

export type AnalyticsExport = "day" | "path";

/**
 * The period as CSV (csvDocument: RFC 4180, cells a spreadsheet would run as a formula prefixed with a quote):
 * per day (every day of the period, visitors and views) or per path (views, most first).
 */
export async function exportAnalyticsCsv(services: Services, input: { period: Period; by: AnalyticsExport }): Promise<string> {
  if (input.by === "day") {
    const days = await perDay(services, input.period);
    return csvDocument(["day_utc", "visitors", "views"], days.map((day) => [day.day, String(day.visitors), String(day.views)]));
  }
  const paths = await topByViews(services.database.db, input.period, "path", EXPORT_PATHS);
  return csvDocument(["path", "views"], paths.map((row) => [row.value, String(row.views)]));
}

/** Visitors and views per day over the last TREND_DAYS days, every day present (the dashboard's small chart). */
export function readVisitorTrend(services: Services): Promise<DayCount[]> {
  const to = dayOf(services.clock.now());
  return perDay(services, { from: addDays(to, 1 - TREND_DAYS), to });
}

/** The period a post's edit page reports. */
export const PAGE_VIEWS_DAYS = 30;

/** A page's views over the last PAGE_VIEWS_DAYS days, today included (a post's edit page: "1,234 views in the last 30 days"). */
export async function countPageViews(services: Services, input: { path: string }): Promise<{ views: number; days: number }> {
  const to = dayOf(services.clock.now());
  const views = await sumPathViews(services.database.db, { from: addDays(to, 1 - PAGE_VIEWS_DAYS), to }, input.path);
  return { views, days: PAGE_VIEWS_DAYS };
}
