import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatDay } from "~/i18n/messages";
import { dateTimeFormat } from "~/modules/date-format";

/** A post's date as readers see it, e.g. "July 24, 2025". Fixed to UTC so server and browser render the same text. */
export function formatPostDate(iso: string): string {
  return dateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

/** A post's date in the page's language: English as the SPEC shows it, another language through Intl (27 नवंबर 2026). */
export function formatPostDateIn(locale: Locale, iso: string): string {
  return locale === DEFAULT_LOCALE ? formatPostDate(iso) : formatDay(locale, iso);
}
