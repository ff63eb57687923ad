import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Our Projects",
    description: "Smart glasses, voice chat, AR/VR and the Brahmastra no-code platform: what we have built.",
  });

export default function ProjectsPage() {
  return <PageHero title="Our Projects">Products and platforms we have designed, built and shipped.</PageHero>;
}
