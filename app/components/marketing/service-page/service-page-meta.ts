import type { PublicPage } from "~/modules/pages/pages.schema";
import { localeOfPath, localizedPath, type LanguageVersions } from "~/i18n/locale";
import { untranslatedPageTitle } from "~/i18n/page-titles";
import { routeMeta, type MetaSource } from "~/modules/seo/meta";

/**
 * The meta tags of a service page, for its own route and for the project pages that show it: the canonical URL is
 * always the service's, in the language of the page being read.
 */
export function servicePageMeta(source: MetaSource, { slug, page, languageVersions }: { slug: string; page: Pick<PublicPage, "title" | "description" | "language">; languageVersions: LanguageVersions }) {
  const locale = localeOfPath(source.location.pathname);
  const servicePath = `/services/${slug}`;
  return routeMeta(source, {
    // A translated page (decision 0053) has its own title; the English one is named as the navigation names it.
    title: page.language === locale ? page.title : untranslatedPageTitle(locale, page.title, servicePath),
    description: page.description,
    path: localizedPath(servicePath, locale),
    // The languages the service page is read in (decision 0055), for the project pages that show it too.
    languageVersions,
  });
}
