import { data } from "react-router";
import { LegalDocumentView } from "~/components/marketing/legal-document";
import { PageHero } from "~/components/ui/page-hero";
import { legalDocuments, withRetentionPeriods } from "~/content/legal";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locale";
import { routeMeta } from "~/modules/seo/meta";
import { untranslatedPageTitle } from "~/i18n/page-titles";
import { hydrateOnInteraction } from "~/route-handle";
import { findRoutePage } from "~/modules/pages/pages.server";
import type { Route } from "./+types/legal";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathWithoutLocale(new URL(request.url).pathname);
  const document = legalDocuments[path];
  if (!document) throw data(null, { status: 404 });
  // The terms and the cookies policy are pages staff edit (decision 0039); the privacy policy is still code.
  const stored = await findRoutePage(context, { path });
  const shown = stored ? { ...document, title: stored.title, description: stored.description } : document;
  return { document: withRetentionPeriods(shown, context.env), blocks: stored?.blocks ?? null };
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
  const { document } = loaderData;
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        <p>Last updated {document.lastUpdated}</p>
      </PageHero>
      <LegalDocumentView document={document} blocks={loaderData.blocks ?? undefined} />
    </>
  );
}
