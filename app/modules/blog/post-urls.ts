import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

/**
 * Where a post lives: `/blog/<slug>` in English, `/<language>/blog/<slug>` in another language (decision 0035).
 * Slugs may hold non-Latin letters, so they are percent-encoded in links.
 */
export function postPath(slug: string, language: string = DEFAULT_LOCALE): string {
  // A post's language is one of LOCALES (posts.language is written only from them).
  return localizedPath(`/blog/${encodeURIComponent(slug)}`, language as Locale);
}

/** Site paths (our self-hosted images, links in content) made absolute for feeds, Open Graph and JSON-LD. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${publicUrl.replace(/\/$/, "")}${url}` : url;
}

/** A language's blog feeds: `/blog/rss.xml` in English, `/hi/blog/rss.xml` in Hindi (decision 0038). */
export function feedPaths(language: string = DEFAULT_LOCALE) {
  const locale = language as Locale;
  return { rss: localizedPath("/blog/rss.xml", locale), atom: localizedPath("/blog/atom.xml", locale) } as const;
}

/**
 * The feeds' <link rel="alternate">s of a blog page: its language's feeds, named after the company as the site
 * settings spell it (meta descriptors: `links` gets no data), in that language.
 */
export function feedLinks(companyName: string, pageLanguage: Locale = DEFAULT_LOCALE) {
  const paths = feedPaths(pageLanguage);
  const title = messagesFor(pageLanguage).blog.feedTitle(companyName);
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${title} (RSS)`, href: paths.rss },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${title} (Atom)`, href: paths.atom },
  ];
}

/** An author's page in a language (decision 0059). */
export function authorPath(slug: string, language: string = DEFAULT_LOCALE): string {
  return localizedPath(`/blog/author/${encodeURIComponent(slug)}`, language as Locale);
}
