import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/** The profile form's field for the bio in `locale`: `bio` for English (as before bios had languages), else `bio.hi`. */
export function bioFieldName(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "bio" : `bio.${locale}`;
}
