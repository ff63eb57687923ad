import { dateTimeFormat } from "~/modules/date-format";

/** Dates people enter and read are in the site's time zone (SITE_TIMEZONE); stored times are UTC ISO strings. */

function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The last millisecond of a calendar day ("2026-12-31") in `timeZone`, as a UTC ISO string. */
export function endOfDayInZone(day: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date, 23, 59, 59, 999);
  // Twice: the offset at the first guess may differ from the offset at the answer across a DST change.
  let at = wallClock - offsetMs(wallClock, timeZone);
  at = wallClock - offsetMs(at, timeZone);
  return new Date(at).toISOString();
}

/** The calendar day ("2026-12-31") that a UTC ISO time falls on in `timeZone`. */
export function dayInZone(iso: string, timeZone: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** A wall-clock time typed in `timeZone` ("2026-12-01T09:00", as an input of type datetime-local sends it) as a UTC ISO string; null if malformed. */
export function zonedDateTimeToUtc(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wallClock) || new Date(wallClock).getUTCDate() !== day) return null;
  let at = wallClock - offsetMs(wallClock, timeZone);
  at = wallClock - offsetMs(at, timeZone);
  return new Date(at).toISOString();
}

/** A UTC ISO time as the wall clock of `timeZone`, in the form an input of type datetime-local takes ("2026-12-01T09:00"). */
export function utcToZonedDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A UTC ISO time for people: "1 Dec 2026, 09:00" in `timeZone`. */
export function formatInZone(iso: string, timeZone: string): string {
  return dateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}
