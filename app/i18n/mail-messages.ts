import { languagesOf, localizedPath } from "./locale";
import { mailEn, type MailMessages } from "./mail-en";
import { mailHi } from "./mail-hi";
import type { Locale } from "./locales";

export type { MailMessages } from "./mail-en";

/** One mail catalogue per entry of LOCALES: a language added there without its catalogue fails the typecheck here. */
const catalogues: Record<Locale, MailMessages> = { en: mailEn, hi: mailHi };

export function mailMessagesFor(locale: Locale): MailMessages {
  return catalogues[locale];
}


/** An absolute link for a mail: the page in the reader's language where it exists, else the English page. */
export function mailLink(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${languagesOf(path).includes(locale) ? localizedPath(path, locale) : path}`;
}
