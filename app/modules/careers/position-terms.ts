import { dateTimeFormat } from "~/modules/date-format";
import { z } from "~/modules/forms/zod";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "~/i18n/locales";

/** A position's closing date and salary: rules and wording shared by the form, the pages and JobPosting. */

export const SALARY_CURRENCIES = ["INR", "USD", "EUR", "GBP"] as const;
export const SALARY_UNITS = ["year", "month", "hour"] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export type SalaryUnit = (typeof SALARY_UNITS)[number];
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = { year: "per year", month: "per month", hour: "per hour" };

export interface Salary {
  min: number;
  max: number;
  currency: SalaryCurrency;
  unit: SalaryUnit;
}

export const termsMessages = {
  closesOn: "Please enter the closing date as a date, e.g. 2026-12-31.",
  salaryNumber: "Please enter the salary as a number, e.g. 1200000.",
  salaryBoth: "Please enter both the lowest and the highest salary, or neither.",
  salaryOrder: "The lowest salary cannot be higher than the highest.",
} as const;

const salaryAmount = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : String(value).trim().replace(/,/g, "")))
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, termsMessages.salaryNumber)
      .transform(Number)
      .optional(),
  );

/** The form's (and the JSON API's optional) fields; `closesOn` is a day in the site's time zone. */
export const positionTermsFields = {
  closesOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, termsMessages.closesOn)
        .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), termsMessages.closesOn)
        .optional(),
    ),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryCurrency: z.enum(SALARY_CURRENCIES, { error: "Please choose a currency." }).optional().default("INR"),
  salaryUnit: z.enum(SALARY_UNITS, { error: "Please choose per year, per month or per hour." }).optional().default("year"),
};

/** Both amounts or neither, and never min > max: reported on the field to fix. */
export function checkSalaryRange(value: { salaryMin?: number; salaryMax?: number }, ctx: z.RefinementCtx): void {
  if ((value.salaryMin === undefined) !== (value.salaryMax === undefined)) {
    ctx.addIssue({ code: "custom", path: [value.salaryMin === undefined ? "salaryMin" : "salaryMax"], message: termsMessages.salaryBoth });
  } else if (value.salaryMin !== undefined && value.salaryMax !== undefined && value.salaryMin > value.salaryMax) {
    ctx.addIssue({ code: "custom", path: ["salaryMin"], message: termsMessages.salaryOrder });
  }
}

const SYMBOLS: Record<SalaryCurrency, string> = { INR: "₹", USD: "$", EUR: "€", GBP: "£" };
const LAKH = 100_000;

function amount(value: number): string {
  return value.toLocaleString("en-IN", { maximumFractionDigits: 2 });
}

/** The words around a salary, in the page's language (the catalogues' `careers.salary`); English by default. */
export interface SalaryWords {
  lakhsPerYear: string;
  units: Record<SalaryUnit, string>;
}
const ENGLISH_SALARY_WORDS: SalaryWords = { lakhsPerYear: "LPA", units: SALARY_UNIT_LABELS };

/** "₹12-18 LPA" for rupees a year (lakhs per annum, as Indian job ads say), else "$40-60 per hour". */
export function formatSalary(salary: Salary, words: SalaryWords = ENGLISH_SALARY_WORDS): string {
  const symbol = SYMBOLS[salary.currency];
  if (salary.currency === "INR" && salary.unit === "year" && salary.min >= LAKH) {
    const lakhs = (value: number) => amount(Math.round((value / LAKH) * 10) / 10);
    const range = salary.min === salary.max ? lakhs(salary.min) : `${lakhs(salary.min)}-${lakhs(salary.max)}`;
    return `${symbol}${range} ${words.lakhsPerYear}`;
  }
  const range = salary.min === salary.max ? amount(salary.min) : `${amount(salary.min)}-${amount(salary.max)}`;
  return `${symbol}${range} ${words.units[salary.unit]}`;
}

/**
 * "31 Dec 2026" for a calendar day ("2026-12-31"); the day is already in the site's time zone. In another language
 * through its Intl locale, the month written out ("31 दिसंबर 2026").
 */
export function formatDay(day: string, locale: Locale = DEFAULT_LOCALE): string {
  const month = locale === DEFAULT_LOCALE ? "short" : "long";
  return dateTimeFormat(INTL_LOCALE[locale], { timeZone: "UTC", day: "numeric", month, year: "numeric" }).format(new Date(`${day}T00:00:00Z`));
}

/** Open unless closed by hand or past its closing date. */
export function isPositionOpen(position: { closedAt: string | null; closesAt: string | null }, now: Date): boolean {
  return position.closedAt === null && (position.closesAt === null || position.closesAt > now.toISOString());
}
