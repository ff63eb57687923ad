import { GymCrmShowcase } from "~/components/marketing/home/gym-crm-showcase";
import { HomeContact } from "~/components/marketing/home/home-contact";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { HomeProjects } from "~/components/marketing/home/home-projects";
import { HomeServices } from "~/components/marketing/home/home-services";
import { HomeTeam } from "~/components/marketing/home/home-team";
import { NoCodeTeaser } from "~/components/marketing/home/no-code-teaser";
import { JsonLd } from "~/components/ui/json-ld";
import { site } from "~/content/site";
import { routeMeta } from "~/modules/seo/meta";
import { organizationJsonLd, websiteJsonLd } from "~/modules/seo/structured-data";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/home";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Home", description: site.description });

export function loader({ context }: Route.LoaderArgs) {
  return { organization: organizationJsonLd(context.env.PUBLIC_URL), website: websiteJsonLd(context.env.PUBLIC_URL) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <JsonLd data={loaderData.website} />
      <HomeHero />
      <HomeServices />
      <HomeProjects />
      <GymCrmShowcase />
      <NoCodeTeaser />
      <HomeTeam />
      <HomeContact />
    </>
  );
}
