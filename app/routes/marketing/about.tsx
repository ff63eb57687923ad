import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { localeOfPath } from "~/i18n/locale";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import { findRoutePage } from "~/modules/pages/pages.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/about";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

/** The about page staff edit (a page of blocks, decision 0054), seeded from app/content/about.ts; read in the reader's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await findRoutePage(context, { path: "/about", language: localeOfPath(new URL(request.url).pathname) });
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A page's title is one text (English): another language's title stays its catalogue's until the page has a translation of its own (issue 35). */
export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const locale = localeOfPath(args.location.pathname);
  return routeMeta(args, { title: locale === DEFAULT_LOCALE ? args.loaderData.title : messagesFor(locale).titles.about, description: args.loaderData.description });
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.blocks} />;
}
