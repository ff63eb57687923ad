/**
 * The site's languages (issue 35, decisions 0028 and 0035). English is the default and lives at every SPEC path;
 * every other language lives under `/<locale>/...`. A third language (Marathi) is an entry here plus its message
 * catalogue (`mr.ts`, registered in messages.ts): the typecheck names everything else that is missing.
 * Imported by app/routes.ts, so this file imports nothing.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** `value` when it names one of the site's languages (a form field, a query parameter, a stored column). */
export function asLocale(value: string | null | undefined): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}

/** A stored or asked-for language; anything unknown is English, the site's default. */
export function localeOrDefault(value: string | null | undefined): Locale {
  return asLocale(value) ?? DEFAULT_LOCALE;
}

/** What Intl is given for each language: Indian English and Hindi as written in India (lakh grouping, ₹). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** A language's English name ("Hindi"), for the admin, which stays English. */
export function languageNameInEnglish(locale: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
}

/** The public routes that exist in every language, as paths without the language prefix (React Router patterns). */
export const LOCALIZED_PATTERNS = [
  "/",
  "/about",
  "/team",
  "/contact",
  "/services",
  "/services/:service",
  "/projects",
  "/projects/:project",
  "/privacy-policy",
  "/terms",
  "/cookies-policy",
  "/blog",
  "/careers",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/newsletter/archive",
  "/search",
] as const;

/**
 * Pages of documents translated one by one (posts, decision 0038; positions, 0051), or written in one language (a sent
 * newsletter, 0059; an author's page, which exists in the languages they have published in, 0059): registered in
 * every language, but which languages
 * a page exists in comes from its document (its translations), so `languagesOf` never announces them; the page's
 * loader names its versions (`languageVersions`) for hreflang, the sitemap and the switcher.
 */
export const DOCUMENT_PATTERNS = ["/blog/:slug", "/careers/:position", "/newsletter/archive/:id", "/blog/author/:slug"] as const;

/**
 * Resources that are not pages, in every language (the blog's feeds, decision 0038): each language's under its
 * prefix (`/hi/blog/rss.xml`), holding that language's posts. No hreflang or switcher: a feed reader subscribes to one.
 */
export const LOCALIZED_FEEDS = ["/blog/rss.xml", "/blog/atom.xml"] as const;
