import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatDay } from "~/i18n/messages";

/** A language's newsletter archive: the sent newsletters written in it (decision 0059). */
export const archiveListPath = (language: Locale) => localizedPath("/newsletter/archive", language);

/** A sent newsletter's web version, at the address of the language it is written in (decision 0059). */
export const archivePath = (id: number, language: Locale) => localizedPath(`/newsletter/archive/${id}`, language);

/** The day a newsletter went out: the ISO day the English archive has always shown, else as the language writes it. */
export function sentDay(language: Locale, sentAt: string): string {
  return language === DEFAULT_LOCALE ? sentAt.slice(0, 10) : formatDay(language, sentAt);
}
