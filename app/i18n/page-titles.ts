import { footerQuickLinks, footerServiceLinks, legalLinks, serviceMenu } from "~/content/navigation";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { messagesFor } from "./messages";

const navKeyByPath = new Map([...serviceMenu, ...footerServiceLinks, ...legalLinks, ...footerQuickLinks].map((link) => [link.to, link.key]));

/**
 * The title of a page whose copy is not translated yet, or only in its blocks (service, legal and about pages): in English its own title; in
 * another language the name the navigation gives it there, so the tab and the screen reader's first words are in
 * the page's language. The English copy below carries lang="en".
 */
export function untranslatedPageTitle(locale: Locale, englishTitle: string, englishPath: string): string {
  if (locale === DEFAULT_LOCALE) return englishTitle;
  const key = navKeyByPath.get(englishPath);
  return key ? messagesFor(locale).nav[key] : englishTitle;
}
