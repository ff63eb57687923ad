import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Our Team",
    description: "Meet the people behind Vyoma Technologies.",
  });

export default function TeamPage() {
  return <PageHero title="Our Team">The people who design, build and support what we ship.</PageHero>;
}
