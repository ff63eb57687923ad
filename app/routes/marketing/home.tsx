import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { JsonLd } from "~/components/ui/json-ld";
import { localeOfPath } from "~/i18n/locale";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import { readSiteSettings } from "~/modules/content/content.server";
import { findRoutePageWithVersions } from "~/modules/pages/route-page-languages.server";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { organizationJsonLd, websiteJsonLd } from "~/modules/seo/structured-data";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/home";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

/** A page's title is one text (English): another language's stays its catalogue's until the page has a translation (issue 35). */
export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const locale = localeOfPath(args.location.pathname);
  const { page, languageVersions } = args.loaderData;
  return routeMeta(args, { title: locale === DEFAULT_LOCALE ? page.title : messagesFor(locale).titles.home, description: page.description || settingsOf(args).description, languageVersions });
};

/** The home page staff edit (a page of blocks, decision 0054), seeded from app/content/home.ts; read in the reader's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, found] = await Promise.all([readSiteSettings(context), findRoutePageWithVersions(context, { path: "/", language: localeOfPath(new URL(request.url).pathname) })]);
  if (!found) throw data(null, { status: 404 });
  // languageVersions: the languages the page is read in (decision 0055), for hreflang and the switcher.
  return { organization: organizationJsonLd(context.env.PUBLIC_URL, settings), website: websiteJsonLd(context.env.PUBLIC_URL, settings), ...found };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <JsonLd data={loaderData.website} />
      <PageBlocks blocks={loaderData.page.blocks} />
    </>
  );
}
