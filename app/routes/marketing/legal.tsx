import { data } from "react-router";
import { LegalDocumentView } from "~/components/marketing/legal-document";
import { PageHero } from "~/components/ui/page-hero";
import { legalDocuments, withRetentionPeriods } from "~/content/legal";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import { formatLegalDay } from "~/i18n/messages";
import { routeMeta } from "~/modules/seo/meta";
import { untranslatedPageTitle } from "~/i18n/page-titles";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { useLocale } from "~/components/layout/use-locale";
import { findRoutePageWithVersions } from "~/modules/pages/route-page-languages.server";
import { legalLastUpdatedDay } from "~/modules/pages/page-content-changed.server";
import type { Route } from "./+types/legal";

/**
 * A reading page: React loads when a form is first used (see app/route-handle.ts). Its frame (eyebrow, "Last
 * updated", the documents' list, the contact section) is in the page's language; the document marks its own.
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const path = pathWithoutLocale(pathname);
  const document = legalDocuments[path];
  if (!document) throw data(null, { status: 404 });
  const language = localeOfPath(pathname);
  // The legal pages are pages staff edit (decisions 0039, 0063) and translate (decision 0056): the published page in
  // the reader's language, else the English one. The code's document is their seed, and the frame's fallback.
  const found = await findRoutePageWithVersions(context, { path, language });
  const stored = found?.page;
  const shown = stored ? { ...document, title: stored.title, description: stored.description } : document;
  // "Last updated": the day the shown page's text last changed as published, as the sitemap dates it.
  const day = legalLastUpdatedDay(stored?.contentChangedAt, context.env.SITE_TIMEZONE);
  return {
    document: withRetentionPeriods(shown, context.env),
    documentLanguage: stored?.language ?? DEFAULT_LOCALE,
    blocks: stored?.blocks ?? null,
    // The languages the page is read in (decision 0055), for hreflang and the switcher.
    languageVersions: found?.languageVersions,
    lastUpdated: { day, text: formatLegalDay(language, day) },
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { document, documentLanguage, languageVersions } = args.loaderData;
  const locale = localeOfPath(args.location.pathname);
  return routeMeta(args, {
    title: documentLanguage === locale ? document.title : untranslatedPageTitle(locale, document.title, document.path),
    description: document.description,
    languageVersions,
  });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document, documentLanguage, lastUpdated } = loaderData;
  const { locale, t } = useLocale();
  return (
    <>
      {/* The heading: the document's title in its language, else the name the page's language gives it (as <title>). */}
      <PageHero eyebrow={t.legal.eyebrow} title={documentLanguage === locale ? document.title : untranslatedPageTitle(locale, document.title, document.path)}>
        <p>
          {`${t.legal.lastUpdated} `}<time dateTime={lastUpdated.day}>{lastUpdated.text}</time>
        </p>
      </PageHero>
      <LegalDocumentView document={document} documentLanguage={documentLanguage} blocks={loaderData.blocks ?? undefined} />
    </>
  );
}
