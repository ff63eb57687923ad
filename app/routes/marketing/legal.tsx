import { data } from "react-router";
import { LegalDocumentView } from "~/components/marketing/legal-document";
import { PageHero } from "~/components/ui/page-hero";
import { legalDocuments, withRetentionPeriods } from "~/content/legal";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locale";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { formatLegalDay } from "~/i18n/messages";
import { routeMeta } from "~/modules/seo/meta";
import { untranslatedPageTitle } from "~/i18n/page-titles";
import { hydrateOnInteraction } from "~/route-handle";
import { findRoutePage } from "~/modules/pages/pages.server";
import { legalLastUpdatedDay } from "~/modules/pages/page-content-changed.server";
import type { Route } from "./+types/legal";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const path = pathWithoutLocale(pathname);
  const document = legalDocuments[path];
  if (!document) throw data(null, { status: 404 });
  // The terms and the cookies policy are pages staff edit (decision 0039); the privacy policy is still code.
  const stored = await findRoutePage(context, { path });
  const shown = stored ? { ...document, title: stored.title, description: stored.description } : document;
  // "Last updated": the day the stored page's text last changed as published, as the sitemap dates it.
  const day = legalLastUpdatedDay(stored?.contentChangedAt, context.env.SITE_TIMEZONE);
  const language = localeOfPath(pathname);
  return { document: withRetentionPeriods(shown, context.env), blocks: stored?.blocks ?? null, lastUpdated: { day, text: formatLegalDay(language, day), language } };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? routeMeta(args, {
        title: untranslatedPageTitle(
          localeOfPath(args.location.pathname),
          args.loaderData.document.title,
          args.loaderData.document.path,
        ),
        description: args.loaderData.document.description,
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document, lastUpdated } = loaderData;
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        {/* Hindi dates on /hi: the rest of the legal layout is English (decision 0053), so the date says its language. */}
        <p>Last updated <time dateTime={lastUpdated.day} lang={lastUpdated.language === DEFAULT_LOCALE ? undefined : lastUpdated.language}>{lastUpdated.text}</time></p>
      </PageHero>
      <LegalDocumentView document={document} blocks={loaderData.blocks ?? undefined} />
    </>
  );
}
