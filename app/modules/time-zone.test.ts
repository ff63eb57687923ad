import { describe, expect, it } from "vitest";
import { dayInZone, endOfDayInZone, formatInZone, utcToZonedDateTime, zonedDateTimeToUtc } from "./time-zone";

describe("site time zone", () => {
  it("ends a day at local midnight, whatever the offset", () => {
    expect(endOfDayInZone("2026-12-31", "Asia/Kolkata")).toBe("2026-12-31T18:29:59.999Z");
    expect(endOfDayInZone("2026-12-31", "UTC")).toBe("2026-12-31T23:59:59.999Z");
    // Across daylight saving time: summer and winter in New York.
    expect(endOfDayInZone("2026-07-01", "America/New_York")).toBe("2026-07-02T03:59:59.999Z");
    expect(endOfDayInZone("2026-01-15", "America/New_York")).toBe("2026-01-16T04:59:59.999Z");
  });
  it("names the local day of a moment, and round-trips", () => {
    expect(dayInZone("2026-12-31T18:29:59.999Z", "Asia/Kolkata")).toBe("2026-12-31");
    expect(dayInZone("2026-12-31T18:30:00.000Z", "Asia/Kolkata")).toBe("2027-01-01");
    expect(dayInZone(endOfDayInZone("2026-03-08", "America/New_York"), "America/New_York")).toBe("2026-03-08");
  });
});

describe("date and time typed in the site time zone", () => {
  it("turns a wall-clock time into UTC and back", () => {
    expect(zonedDateTimeToUtc("2026-12-01T09:00", "Asia/Kolkata")).toBe("2026-12-01T03:30:00.000Z");
    expect(zonedDateTimeToUtc("2026-07-01T09:00", "America/New_York")).toBe("2026-07-01T13:00:00.000Z");
    expect(utcToZonedDateTime("2026-12-01T03:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-01T09:00");
    expect(formatInZone("2026-12-01T03:30:00.000Z", "Asia/Kolkata")).toBe("1 Dec 2026, 09:00");
  });
  it("refuses what is not a date and time", () => {
    expect(zonedDateTimeToUtc("2026-02-30T09:00", "UTC")).toBeNull();
    expect(zonedDateTimeToUtc("tomorrow", "UTC")).toBeNull();
  });
});
