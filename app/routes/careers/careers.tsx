import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Careers",
    description: "Open positions at Vyoma Technologies. Join a team that builds software, AI and assistive hardware.",
  });

export default function CareersPage() {
  return <PageHero title="Careers">Join a small team that ships software, AI and assistive hardware.</PageHero>;
}
