import { data } from "react-router";
import { StoredServicePage } from "~/components/marketing/service-page/stored-service-page";
import { servicePageMeta } from "~/components/marketing/service-page/service-page-meta";
import { projectServiceSlugs } from "~/content/services";
import { findServicePage } from "~/modules/pages/route-page-languages.server";
import { localeOfPath } from "~/i18n/locale";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/project";

/** Project pages show the matching service page (the stored page of blocks); the canonical URL stays the service's. */

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await findServicePage(context, { slug: projectServiceSlugs[params.project], language: localeOfPath(new URL(request.url).pathname) });
  if (!found) throw data(null, { status: 404 });
  // The shell marks the copy lang="en" on a /hi page unless the page says it is written in the reader's language.
  return { ...found, contentLanguage: found.page.language };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? servicePageMeta(args, args.loaderData) : []);

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return <StoredServicePage slug={loaderData.slug} blocks={loaderData.page.blocks} />;
}
