import { describe, expect, it } from "vitest";
import { formatRupees } from "~/i18n/messages";
import { gymCrmPlans } from "./pricing";

describe("gym CRM pricing (SPEC section 9)", () => {
  const [monthly, yearly] = gymCrmPlans;

  it("has the monthly plan at 999 a month with 9 features and Pay Monthly to /contact", () => {
    expect(monthly).toMatchObject({ price: 999, period: "month", buttonText: "Pay Monthly", buttonLink: "/contact", popular: false });
    expect(monthly.features).toHaveLength(9);
  });

  it("has the yearly plan at 9999 (from 11988) with its savings, badge, Most Popular flag and 11 features", () => {
    expect(yearly).toMatchObject({
      price: 9999,
      originalPrice: 11988,
      period: "year",
      savings: "Save 16.6% with annual billing",
      badge: "Save 1,989/year",
      popular: true,
      buttonText: "Pay Yearly",
      buttonLink: "/contact",
    });
    expect(yearly.features).toHaveLength(11);
  });

  it("states savings that match the prices", () => {
    const saved = yearly.originalPrice! - yearly.price;
    expect(saved).toBe(1989);
    expect(yearly.originalPrice).toBe(monthly.price * 12);
    expect(((saved / yearly.originalPrice!) * 100).toFixed(1)).toBe("16.6");
  });

  it("formats rupees with grouping, as the cards printed them before the catalogues (and the same in Hindi)", () => {
    for (const locale of ["en", "hi"] as const) {
      expect(formatRupees(locale, 999)).toBe("₹999");
      expect(formatRupees(locale, 9999)).toBe("₹9,999");
      expect(formatRupees(locale, 11988)).toBe("₹11,988");
    }
  });
});
