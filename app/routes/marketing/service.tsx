import { data } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { findService } from "~/content/services";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? routeMeta(args, { title: args.loaderData.service.title, description: args.loaderData.service.summary }) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageHero eyebrow="Services" title={service.title}>
      {service.summary}
    </PageHero>
  );
}
