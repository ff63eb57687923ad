import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { localeOfPath } from "~/i18n/locale";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import { findRoutePageWithVersions } from "~/modules/pages/route-page-languages.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/about";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

/** The about page staff edit (a page of blocks, decision 0054), seeded from app/content/about.ts; read in the reader's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await findRoutePageWithVersions(context, { path: "/about", language: localeOfPath(new URL(request.url).pathname) });
  if (!found) throw data(null, { status: 404 });
  // languageVersions: the languages the page is read in (decision 0055), for hreflang and the switcher.
  return { ...found.page, languageVersions: found.languageVersions };
}

/** A page's title is one text (English): another language's title stays its catalogue's until the page has a translation of its own (issue 35). */
export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const locale = localeOfPath(args.location.pathname);
  const { title, description, language, languageVersions } = args.loaderData;
  // The description is the page's own where it is written in the page's language (English, or a translation).
  return routeMeta(args, { title: locale === DEFAULT_LOCALE ? title : messagesFor(locale).titles.about, description: language === locale ? description : messagesFor(locale).descriptions.about, languageVersions });
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.blocks} />;
}
