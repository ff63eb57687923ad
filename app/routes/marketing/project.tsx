import { data } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { findService, projectServiceSlugs } from "~/content/services";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/project";

/** Project pages show the matching service page; the canonical URL stays the service's. */
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(projectServiceSlugs[params.project]);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? routeMeta(args, {
        title: args.loaderData.service.title,
        description: args.loaderData.service.summary,
        path: `/services/${args.loaderData.service.slug}`,
      })
    : [];

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageHero eyebrow="Projects" title={service.title}>
      {service.summary}
    </PageHero>
  );
}
