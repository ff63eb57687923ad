import { DEFAULT_LOCALE, LOCALES, LOCALIZED_PATTERNS, type Locale } from "./locales";

/**
 * A request's language comes from its path alone (decision 0035): `/hi/...` is Hindi, everything else English.
 * No cookie or Accept-Language, so a URL always shows the same language and the page cache needs no Vary.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/", 2)[1];
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix: `/hi/about` -> `/about`, `/hi` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** An English path in `locale`: `/about` -> `/hi/about`, `/` -> `/hi`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = (path.length > 1 ? path.replace(/\/+$/, "") : path).split("/");
  return want.length === have.length && want.every((part, index) => part.startsWith(":") ? have[index] !== "" : part === have[index]);
}

/**
 * A document's page in each language it exists in (a post and its published translations, decision 0038): the
 * page's loader answers it as `languageVersions`, which hreflang, the sitemap and the switcher read instead of
 * `languagesOf`.
 */
export type LanguageVersions = Partial<Record<Locale, string>>;

/**
 * The languages a page exists in, for hreflang, the sitemap and the language switcher: English always; the others
 * where its route is one of the localized ones. A page not yet translated is never announced in another language.
 */
export function languagesOf(pathname: string): Locale[] {
  const path = pathWithoutLocale(pathname);
  const translated = LOCALIZED_PATTERNS.some((pattern) => matchesPattern(pattern, path));
  return translated ? [...LOCALES] : [DEFAULT_LOCALE];
}
