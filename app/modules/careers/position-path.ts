import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, localeOrDefault } from "~/i18n/locales";

/** A position's page in a language: /careers/{slug}, /hi/careers/{slug} (a Devanagari slug percent-encoded, as posts'). */
export function positionPath(slug: string, language: string = DEFAULT_LOCALE): string {
  return localizedPath(`/careers/${encodeURIComponent(slug)}`, localeOrDefault(language));
}
