import { CtaBand } from "~/components/marketing/cta-band";
import { ProjectsGallery } from "~/components/marketing/projects/projects-gallery";
import { PageHero } from "~/components/ui/page-hero";
import { routeMeta } from "~/modules/seo/meta";
import { staticPage } from "~/route-handle";
import type { Route } from "./+types/projects";

/** No forms here: anonymous visitors get no React (see app/route-handle.ts). */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Our Projects",
    description: "Smart glasses for the visually impaired, real-time voice platforms and AR/VR experiences: projects designed and built by Vyoma Technologies.",
  });

export default function ProjectsPage() {
  return (
    <>
      <PageHero eyebrow="Projects" title="Our Projects">
        Products and platforms we have designed, built and shipped, for our clients and for ourselves.
      </PageHero>
      <ProjectsGallery />
      <CtaBand
        id="start-project"
        title="Have a project in mind?"
        text="Tell us about the problem you want to solve. We will reply within one working day with ideas and next steps."
        actions={[{ label: "Start a Project", to: "/contact" }]}
      />
    </>
  );
}
