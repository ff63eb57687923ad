import { describe, expect, it } from "vitest";
import { parseForm } from "~/modules/forms/parse-form";
import { positionSchema } from "./careers.schema";
import { formatSalary, isPositionOpen } from "./position-terms";

const base = { title: "Engineer", department: "Engineering", location: "Pune, India", type: "Full-time", description: "d", detailedDescription: "dd" };

describe("salary", () => {
  it.each([
    [{ min: 1_200_000, max: 1_800_000, currency: "INR", unit: "year" }, "₹12-18 LPA"],
    [{ min: 650_000, max: 650_000, currency: "INR", unit: "year" }, "₹6.5 LPA"],
    [{ min: 50_000, max: 70_000, currency: "INR", unit: "month" }, "₹50,000-70,000 per month"],
    [{ min: 40, max: 60.5, currency: "USD", unit: "hour" }, "$40-60.5 per hour"],
  ] as const)("%j reads %j", (salary, text) => {
    expect(formatSalary(salary)).toBe(text);
  });

  it("validates min <= max and both or neither, with INR a year by default", () => {
    const ok = parseForm(positionSchema, { ...base, salaryMin: "1,200,000", salaryMax: "1800000" });
    expect(ok.success && ok.data).toMatchObject({ salaryMin: 1_200_000, salaryMax: 1_800_000, salaryCurrency: "INR", salaryUnit: "year" });
    const reversed = parseForm(positionSchema, { ...base, salaryMin: "20", salaryMax: "10" });
    expect(reversed.success ? null : reversed.fieldErrors).toEqual({ salaryMin: "The lowest salary cannot be higher than the highest." });
    const half = parseForm(positionSchema, { ...base, salaryMax: "10" });
    expect(half.success ? null : half.fieldErrors).toEqual({ salaryMin: "Please enter both the lowest and the highest salary, or neither." });
    const words = parseForm(positionSchema, { ...base, salaryMin: "lots", salaryMax: "10" });
    expect(words.success ? null : words.fieldErrors.salaryMin).toBe("Please enter the salary as a number, e.g. 1200000.");
    expect(parseForm(positionSchema, { ...base, salaryCurrency: "XYZ" }).success).toBe(false);
  });
});

describe("closing", () => {
  it("accepts a day or nothing", () => {
    const parsed = parseForm(positionSchema, { ...base, closesOn: "2026-12-31" });
    expect(parsed.success && parsed.data.closesOn).toBe("2026-12-31");
    expect(parseForm(positionSchema, { ...base, closesOn: "" }).success).toBe(true);
    expect(parseForm(positionSchema, { ...base, closesOn: "31/12/2026" }).success).toBe(false);
    expect(parseForm(positionSchema, { ...base, closesOn: "2026-13-45" }).success).toBe(false);
  });
  it("is open until closed by hand or past its date", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(isPositionOpen({ closedAt: null, closesAt: null }, now)).toBe(true);
    expect(isPositionOpen({ closedAt: null, closesAt: "2026-06-01T00:00:01.000Z" }, now)).toBe(true);
    expect(isPositionOpen({ closedAt: null, closesAt: "2026-05-31T23:59:59.999Z" }, now)).toBe(false);
    expect(isPositionOpen({ closedAt: "2026-05-01T00:00:00.000Z", closesAt: null }, now)).toBe(false);
  });
});
