import { data } from "react-router";
import { ServicePage } from "~/components/marketing/service-page/service-page";
import { servicePageMeta } from "~/components/marketing/service-page/service-page-meta";
import { projectServiceSlugs } from "~/content/services";
import { findServicePage } from "~/content/service-pages";
import { withEditablePricing } from "~/modules/content/content.server";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/project";

/** Project pages show the matching service page; the canonical URL stays the service's. */

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = findServicePage(projectServiceSlugs[params.project]);
  if (!page) throw data(null, { status: 404 });
  return { page: await withEditablePricing(context, page) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? servicePageMeta(args, args.loaderData.page) : []);

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} />;
}
