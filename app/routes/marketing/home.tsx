import { GymCrmShowcase } from "~/components/marketing/home/gym-crm-showcase";
import { HomeContact } from "~/components/marketing/home/home-contact";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { HomeProjects } from "~/components/marketing/home/home-projects";
import { HomeServices } from "~/components/marketing/home/home-services";
import { HomeTeam } from "~/components/marketing/home/home-team";
import { NoCodeTeaser } from "~/components/marketing/home/no-code-teaser";
import { JsonLd } from "~/components/ui/json-ld";
import { companyFigureCollection, featuredProjectCollection } from "~/modules/content/collections";
import { listEntries, listTeamMembers, readSiteSettings } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { organizationJsonLd, websiteJsonLd } from "~/modules/seo/structured-data";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { EnglishFallback } from "~/components/ui/english-fallback";
import { localeOfPath } from "~/i18n/locale";
import { useLocation } from "react-router";
import type { Route } from "./+types/home";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: messagesOfPath(args.location.pathname).titles.home, description: settingsOf(args).description });

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, team, figures, projects] = await Promise.all([
    readSiteSettings(context),
    listTeamMembers(context),
    listEntries(context, companyFigureCollection),
    listEntries(context, featuredProjectCollection),
  ]);
  return { organization: organizationJsonLd(context.env.PUBLIC_URL, settings), website: websiteJsonLd(context.env.PUBLIC_URL, settings), team, figures, projects };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <JsonLd data={loaderData.website} />
      <HomeHero figures={loaderData.figures} />
      {/* Not translated yet: the hero and the contact section are (issue 35's first step). */}
      <EnglishFallback locale={locale}>
        <HomeServices />
        <HomeProjects projects={loaderData.projects} />
        <GymCrmShowcase />
        <NoCodeTeaser />
        <HomeTeam members={loaderData.team} />
      </EnglishFallback>
      <HomeContact />
    </>
  );
}
