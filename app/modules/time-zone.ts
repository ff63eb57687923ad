/** Dates people enter and read are in the site's time zone (SITE_TIMEZONE); stored times are UTC ISO strings. */

function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
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
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}
