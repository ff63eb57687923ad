import { AboutStory } from "~/components/marketing/about/about-story";
import { CtaBand } from "~/components/marketing/cta-band";
import { TeamGrid, TeamMemberCard } from "~/components/marketing/team-member-card";
import { CardGrid, IconCard } from "~/components/ui/icon-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat-list";
import { companyFigureCollection, companyValueCollection } from "~/modules/content/collections";
import { listEntries, listIconCards, listTeamMembers } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { EnglishFallback } from "~/components/ui/english-fallback";
import { aboutPage } from "~/content/about";
import { localeOfPath } from "~/i18n/locale";
import { hrefIn } from "~/components/layout/site-link";
import { useLocation } from "react-router";
import type { Route } from "./+types/about";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: messagesOfPath(args.location.pathname).titles.about,
    description: "The story, mission and values of Vyoma Technologies, a Pune technology company, and the seven people who lead it.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [team, figures, values] = await Promise.all([listTeamMembers(context), listEntries(context, companyFigureCollection), listIconCards(context, companyValueCollection)]);
  return { team, figures, values };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const locale = localeOfPath(useLocation().pathname);
  const copy = aboutPage[locale];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </PageHero>
      <AboutStory />
      <Section id="values" labelledBy="values-title" tone="muted">
        <SectionHeading id="values-title" eyebrow={copy.values.eyebrow} title={copy.values.title} />
        <EnglishFallback locale={locale}>
          <CardGrid columns={3}>
            {loaderData.values.map((value, index) => (
              <IconCard key={value.id} index={index} icon={value.icon} title={value.title} text={value.text} />
            ))}
          </CardGrid>
        </EnglishFallback>
      </Section>
      <Section id="figures" labelledBy="figures-title" tone="brand">
        <SectionHeading id="figures-title" title={copy.figuresTitle} inverted />
        <EnglishFallback locale={locale}>
          <StatList stats={loaderData.figures} inverted className="mt-12" />
        </EnglishFallback>
      </Section>
      <Section id="leadership" labelledBy="leadership-title">
        <SectionHeading
          id="leadership-title"
          eyebrow={copy.leadership.eyebrow}
          title={copy.leadership.title}
          intro={copy.leadership.intro}
        />
        <EnglishFallback locale={locale}>
          <TeamGrid>
            {loaderData.team.map((member, index) => (
              <TeamMemberCard key={member.id} member={member} index={index} />
            ))}
          </TeamGrid>
        </EnglishFallback>
      </Section>
      <CtaBand
        id="careers"
        title={copy.careers.title}
        text={copy.careers.text}
        actions={[{ label: copy.careers.action, to: hrefIn("/careers", locale) }]}
      />
    </>
  );
}
