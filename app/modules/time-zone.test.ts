import { describe, expect, it } from "vitest";
import { dayInZone, endOfDayInZone } from "./time-zone";

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
