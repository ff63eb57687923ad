import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

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

export const feedPaths = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;

/**
 * The feeds' <link rel="alternate">s, named after the company as the site settings spell it (meta descriptors: `links`
 * gets no data). The feeds carry the English posts: on a page in another language they say so (`lang`, `hrefLang`).
 */
export function feedLinks(companyName: string, pageLanguage: string = DEFAULT_LOCALE) {
  const english = pageLanguage === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE, hrefLang: DEFAULT_LOCALE };
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${companyName} Blog (RSS)`, href: feedPaths.rss, ...english },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${companyName} Blog (Atom)`, href: feedPaths.atom, ...english },
  ];
}
