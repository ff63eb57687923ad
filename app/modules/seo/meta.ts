import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { SiteSettings } from "~/modules/content/collections";
import { siteSettingsSeed } from "~/modules/content/site-settings-seed";
import { languagesOf, localizedPath, pathWithoutLocale } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import type { LanguageVersions } from "~/i18n/locale";

export interface PageMetaInput {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/about". */
  path?: string;
  /** PUBLIC_URL, from the root loader. */
  publicUrl?: string;
  type?: "website" | "article";
  image?: string;
  noIndex?: boolean;
  /** The company's name and description from the site settings (the starting ones when not given). */
  company?: { name: string; description: string };
  /** A document's pages in its languages (a translated post), instead of the languages its route exists in. */
  languageVersions?: LanguageVersions;
}

/** Every page's title carries the company suffix (SPEC section 2), the home page's too. */
export function documentTitle(title: string, companyName: string = site.name): string {
  return `${title} | ${companyName}`;
}

/** What a route's meta function receives, reduced to what pageMeta reads. */
export interface MetaSource {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

/** The site settings the root loader read, for a meta function (the starting ones where it did not run). */
export function settingsOf(source: MetaSource): SiteSettings {
  const root = source.matches.find((match) => match?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as { settings?: SiteSettings } | undefined;
  return rootData?.settings ?? siteSettingsSeed;
}

/** Builds a page's tags from its meta function's arguments: the canonical path and PUBLIC_URL come from the route. */
export function routeMeta(source: MetaSource, input: Omit<PageMetaInput, "publicUrl" | "path"> & { path?: string }) {
  const root = source.matches.find((match) => match?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as { publicUrl?: string } | undefined;
  return pageMeta({ ...input, path: input.path ?? source.location.pathname, publicUrl: rootData?.publicUrl, company: settingsOf(source) });
}

/** The title with the company suffix, description, canonical link and share tags of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const company = input.company ?? site;
  const title = documentTitle(input.title, company.name);
  const description = input.description ?? company.description;
  const base = input.publicUrl ?? "";
  const url = input.path !== undefined ? `${base}${input.path}` : undefined;
  const image = input.image ?? `${base}/og-default.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (url) {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }, ...languageAlternates(base, input.path ?? "/", input.languageVersions));
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * `<link rel="alternate" hreflang>` for each language the page exists in, itself included, and `x-default` (the
 * English page), with absolute URLs. A page in one language only gets none: an untranslated page is not announced.
 */
export function languageAlternates(base: string, path: string, versions: LanguageVersions = pageVersions(path)): MetaDescriptor[] {
  const languages = LOCALES.filter((locale) => versions[locale] !== undefined);
  const fallback = versions[DEFAULT_LOCALE];
  if (languages.length < 2 || fallback === undefined) return [];
  return [
    ...languages.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: `${base}${versions[locale]}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${base}${fallback}` },
  ];
}

/** A route's page in each language its route is registered in (decision 0035). */
export function pageVersions(path: string): LanguageVersions {
  const english = pathWithoutLocale(path);
  return Object.fromEntries(languagesOf(path).map((locale) => [locale, localizedPath(english, locale)]));
}
