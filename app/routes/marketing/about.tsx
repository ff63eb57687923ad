import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "About Us",
    description: "The story, mission and values of Vyoma Technologies, and the people who lead it.",
  });

export default function AboutPage() {
  return <PageHero title="About Us">We are a technology services company building software, AI and assistive hardware.</PageHero>;
}
