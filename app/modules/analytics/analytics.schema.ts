/**
 * The report's period from the query string (/admin/analytics?days=30, or ?from=2026-11-01&to=2026-11-30).
 * Roll-ups are kept per UTC day (decision 0033), so a period is a run of UTC days, both ends included.
 */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PERIOD_DAYS = 30;
/** The admin dashboard's trend: the last TREND_DAYS days (today included), the report's preset of the same length. */
export const TREND_DAYS = 30;
/** The longest range one report reads: the retention's default is two years, a report of more is no longer a glance. */
export const MAX_PERIOD_DAYS = 366;

/** One day of the report: the chart draws it, the table lists it (shared by the page and the server). */
export interface DayCount {
  day: string;
  visitors: number;
  views: number;
}

export interface Period {
  /** First and last day, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  days: number;
  /** The preset chosen, if one was. */
  preset: number | null;
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; message: string; from: string; to: string };

const DAY_MS = 86_400_000;

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A real calendar day: "2026-02-30" is refused, not rolled over to March. */
function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The period asked for, or a message a person can act on (the page answers 400 with it and keeps what they typed). */
export function periodFrom(params: URLSearchParams, today: string): PeriodResult {
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  if (from || to) {
    const refuse = (message: string): PeriodResult => ({ ok: false, message, from, to });
    if (!from || !to) return refuse("Choose both a first and a last day, or one of 7, 30 or 90 days.");
    if (!isDay(from)) return refuse(`“${from.slice(0, 20)}” is not a date. Use the form YYYY-MM-DD, e.g. ${today}.`);
    if (!isDay(to)) return refuse(`“${to.slice(0, 20)}” is not a date. Use the form YYYY-MM-DD, e.g. ${today}.`);
    if (from > to) return refuse("The first day comes after the last day.");
    if (from > today) return refuse("The period starts in the future; nothing has been counted yet.");
    const days = daysBetween(from, to);
    if (days > MAX_PERIOD_DAYS) return refuse(`Choose at most ${MAX_PERIOD_DAYS} days (this range has ${days}).`);
    return { ok: true, period: { from, to, days, preset: null } };
  }
  const asked = params.get("days");
  const days = asked === null || asked === "" ? DEFAULT_PERIOD_DAYS : Number(asked);
  if (!(PERIOD_PRESETS as readonly number[]).includes(days)) return { ok: false, message: "Choose 7, 30 or 90 days, or a first and a last day.", from: "", to: "" };
  return { ok: true, period: { from: addDays(today, 1 - days), to: today, days, preset: days } };
}

/** The period of the same length just before `period`, which every headline figure is compared with. */
export function previousPeriod(period: Period): Period {
  return { from: addDays(period.from, -period.days), to: addDays(period.from, -1), days: period.days, preset: period.preset };
}
