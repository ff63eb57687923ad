import { CtaBand } from "~/components/marketing/cta-band";
import { ProjectsGallery } from "~/components/marketing/projects/projects-gallery";
import { hrefIn } from "~/components/layout/site-link";
import { useLocale } from "~/components/layout/use-locale";
import { PageHero } from "~/components/ui/page-hero";
import { projectCollection } from "~/modules/content/collections";
import { listEntries } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { LOCALES } from "~/i18n/locales";
import { localeOfPath } from "~/i18n/locale";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/projects";

/**
 * A reading page: React loads when a form is first used (see app/route-handle.ts). Its own words come from the
 * catalogues in both languages; the cards are read in the page's language, and one not yet translated is drawn
 * in English, marked so.
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname);
  return routeMeta(args, { title: t.titles.projects, description: t.projectsPage.description });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { projects: await listEntries(context, projectCollection, localeOfPath(new URL(request.url).pathname)) };
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const words = t.projectsPage;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={t.titles.projects}>
        {words.intro}
      </PageHero>
      <ProjectsGallery projects={loaderData.projects} />
      <CtaBand id="start-project" title={words.ctaTitle} text={words.ctaText} actions={[{ label: words.ctaButton, to: hrefIn("/contact", locale) }]} />
    </>
  );
}
