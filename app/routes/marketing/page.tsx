import { data, redirect } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { localeOfPath, localizedPath, pathWithoutLocale } from "~/i18n/locale";
import { findPublicPage } from "~/modules/pages/public-pages.server";
import { routeMeta } from "~/modules/seo/meta";
import { LOCALES } from "~/i18n/locales";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/page";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). Each page is written in its path's language. */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

/**
 * Every path no other route claims (decision 0039): a published page of blocks at that path, a 301 to where a
 * moved page went, or a real 404 rendered by the root error boundary.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const language = localeOfPath(pathname);
  const found = await findPublicPage(context, { path: pathWithoutLocale(pathname), language });
  if (!found) throw data(null, { status: 404 });
  if ("movedTo" in found) throw redirect(localizedPath(found.movedTo, language), 301);
  // Its published translations (decision 0053): hreflang, the switcher and the sitemap name exactly these.
  return { page: found.page, languageVersions: found.languageVersions };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? routeMeta(args, { title: args.loaderData.page.title, description: args.loaderData.page.description || undefined, languageVersions: args.loaderData.languageVersions }) : [];

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} />;
}
