import type { AppServices } from "~/modules/services";
import { listBlogSitemapEntries } from "~/modules/blog/blog-queries.server";
import { listAuthorSitemapEntries } from "~/modules/blog/authors.server";
import { listNewsletterSitemapEntries } from "~/modules/newsletter/newsletter-log.server";
import { listCareersSitemapEntries } from "~/modules/careers/careers.server";
import { listPageSitemapEntries } from "~/modules/pages/public-pages.server";
import { listRoutePageVersions } from "~/modules/pages/route-page-languages.server";
import { listLegalLastUpdated } from "~/modules/pages/page-content-changed.server";
import type { SitemapEntry } from "./sitemap-entry";
import { staticPageEntries } from "./static-pages";
import { languagesOf, localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";

export type { SitemapEntry } from "./sitemap-entry";

export type SitemapContext = Pick<AppServices, "database" | "clock" | "env">;

/** Lists some of the site's public URLs; areas with database-backed pages read from the context. */
export type SitemapSource = (context: SitemapContext) => SitemapEntry[] | Promise<SitemapEntry[]>;

/** Database-backed areas list their pages as path + lastmod; adapted here to the sitemap's entries. */
function fromArea(list: (services: SitemapContext) => Promise<Array<{ path: string; lastmod?: string; languageVersions?: SitemapEntry["languageVersions"] }>>): SitemapSource {
  return async (context) =>
    (await list(context)).map(({ path, lastmod, languageVersions }) => ({ path, ...(lastmod ? { lastModified: lastmod.slice(0, 10) } : {}), ...(languageVersions ? { languageVersions } : {}) }));
}

/**
 * Every area that has public pages contributes one source; duplicates are dropped, so an area may repeat a
 * static path safely (careers lists /careers with the newest position's date).
 */
/**
 * The static pages; the route-owned pages of blocks among them (home, about, the service pages) are listed in the
 * languages they are read in (decision 0055), each version an entry naming the others, as a translated post's are.
 * The legal pages are dated the day their "Last updated" line shows.
 */
async function staticPagesInTheirLanguages(context: SitemapContext): Promise<SitemapEntry[]> {
  const [versions, legalDays] = await Promise.all([listRoutePageVersions(context), listLegalLastUpdated(context)]);
  const dated = (entry: SitemapEntry): SitemapEntry => {
    const day = legalDays.get(entry.path);
    return day ? { ...entry, lastModified: day } : entry;
  };
  return staticPageEntries().flatMap((page) => {
    const entry = dated(page);
    const languages = versions.get(entry.path);
    return languages ? Object.values(languages).map((path) => dated({ ...entry, path, languageVersions: languages })) : [entry];
  });
}

export const sitemapSources: SitemapSource[] = [
  staticPagesInTheirLanguages,
  fromArea(listBlogSitemapEntries),
  fromArea(listAuthorSitemapEntries),
  fromArea(listCareersSitemapEntries),
  fromArea(listPageSitemapEntries),
  fromArea(listNewsletterSitemapEntries),
];

export async function collectSitemapEntries(context: SitemapContext, sources: SitemapSource[] = sitemapSources): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source(context)));
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) {
    const known = byPath.get(entry.path);
    // Keep the latest lastModified when two sources name the same page.
    if (!known || (entry.lastModified && (!known.lastModified || entry.lastModified > known.lastModified))) {
      byPath.set(entry.path, entry);
    }
  }
  return [...byPath.values()];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);
}

/**
 * The sitemaps.org XML document for the entries, with absolute URLs under publicUrl. A page that exists in more
 * than one language is listed in each, every one naming all of them and `x-default` (English) in `xhtml:link`, as
 * the page's own hreflang links do; a page in English only is listed as before, unannounced in other languages.
 */
export function renderSitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const base = publicUrl.replace(/\/$/, "");
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`;
    // A translated document lists itself (each of its versions is an entry of its own), naming all of them.
    const versions = entry.languageVersions;
    if (versions) {
      const languages = LOCALES.filter((locale) => versions[locale] !== undefined);
      const english = versions[DEFAULT_LOCALE];
      if (languages.length < 2 || english === undefined) return [`  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod}</url>`];
      const links = [...languages.map((locale) => link(locale, versions[locale]!)), link("x-default", english)].join("");
      return [`  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod}${links}</url>`];
    }
    const languages = languagesOf(entry.path);
    if (languages.length < 2) return [`  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod}</url>`];
    const links = [...languages.map((locale) => link(locale, localizedPath(entry.path, locale))), link("x-default", entry.path)].join("");
    return languages.map((locale) => `  <url><loc>${escapeXml(base + localizedPath(entry.path, locale))}</loc>${lastmod}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled; private areas are not; the sitemap is announced. */
export function renderRobotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /blog/create",
    "Disallow: /blog/edit/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
