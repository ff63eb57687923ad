import { CtaBand } from "~/components/marketing/cta-band";
import { TeamGrid, TeamMemberCard } from "~/components/marketing/team-member-card";
import { useLocale } from "~/components/layout/use-locale";
import { PageHero } from "~/components/ui/page-hero";
import { listTeamMembers } from "~/modules/content/content.server";
import { hrefIn } from "~/components/layout/site-link";
import { messagesOfPath } from "~/i18n/messages";
import { LOCALES } from "~/i18n/locales";
import { localeOfPath } from "~/i18n/locale";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/team";

/**
 * A reading page: React loads when a form is first used (see app/route-handle.ts). Its own words come from the
 * catalogues in both languages; the people are read in the page's language, and a card not yet translated is
 * drawn in English, marked so.
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname);
  return routeMeta(args, { title: t.titles.team, description: t.team.description });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { team: await listTeamMembers(context, localeOfPath(new URL(request.url).pathname)) };
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  return (
    <>
      <PageHero eyebrow={t.team.eyebrow} title={t.titles.team}>
        {t.team.intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <span id="team-members-label" hidden>
          {t.team.membersLabel}
        </span>
        <TeamGrid labelledBy="team-members-label">
          {loaderData.team.map((member, index) => (
            <TeamMemberCard key={member.id} member={member} index={index} headingLevel={2} />
          ))}
        </TeamGrid>
      </div>
      <CtaBand
        id="join"
        title={t.team.joinTitle}
        text={t.team.joinText}
        actions={[
          { label: t.team.seeOpenPositions, to: hrefIn("/careers", locale) },
          { label: t.team.contactUs, to: hrefIn("/contact", locale), variant: "secondary" },
        ]}
      />
    </>
  );
}
