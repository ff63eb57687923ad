import { CtaBand } from "~/components/marketing/cta-band";
import { ProjectsGallery } from "~/components/marketing/projects/projects-gallery";
import { PageHero } from "~/components/ui/page-hero";
import { projectCollection } from "~/modules/content/collections";
import { listEntries } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { localeOfPath } from "~/i18n/locale";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/projects";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: messagesOfPath(args.location.pathname).titles.projects,
    description: "Smart glasses for the visually impaired, real-time voice platforms and AR/VR experiences: projects designed and built by Vyoma Technologies.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { projects: await listEntries(context, projectCollection, localeOfPath(new URL(request.url).pathname)) };
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Projects" title="Our Projects">
        Products and platforms we have designed, built and shipped, for our clients and for ourselves.
      </PageHero>
      <ProjectsGallery projects={loaderData.projects} />
      <CtaBand
        id="start-project"
        title="Have a project in mind?"
        text="Tell us about the problem you want to solve. We will reply within one working day with ideas and next steps."
        actions={[{ label: "Start a Project", to: "/contact" }]}
      />
    </>
  );
}
