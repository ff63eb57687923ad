import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Our Services",
    description: "Custom software, web and mobile development, AI integration, cloud, data analytics, AR/VR and smart glasses.",
  });

export default function ServicesPage() {
  return <PageHero title="Our Services">From a first prototype to software that runs your business.</PageHero>;
}
