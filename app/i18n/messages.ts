import { en, type Messages } from "./en";
import { hi } from "./hi";
import { INTL_LOCALE, type Locale } from "./locales";
import { localeOfPath } from "./locale";

export type { Messages } from "./en";

/** One catalogue per entry of LOCALES: a language added there without its catalogue fails the typecheck here. */
const catalogues: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** The catalogue of the page at `pathname` (meta functions and components that know the path). */
export function messagesOfPath(pathname: string): Messages {
  return catalogues[localeOfPath(pathname)];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format;
}

/** A number as the language writes it: lakh grouping in both (en-IN, hi-IN): 12,34,567. */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** Whole rupees: ₹12,34,567. */
export function formatRupees(locale: Locale, amount: number): string {
  return numberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);
}

/**
 * The legal pages' "Last updated" day (YYYY-MM-DD) in the language: July 24, 2025 in English, as the SPEC writes the
 * date; 24 जुलाई 2025 in Hindi.
 */
export function formatLegalDay(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale === "hi" ? INTL_LOCALE.hi : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar day (an ISO date or instant) in the language: 27 नवंबर 2026. */
export function formatDay(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(isoDate));
}
