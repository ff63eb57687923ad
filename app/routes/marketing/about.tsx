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
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/about";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

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
  return (
    <>
      <PageHero eyebrow="About" title="About Us">
        We are a technology company from Pune building software, AI and assistive hardware that make work and life easier.
      </PageHero>
      <AboutStory />
      <Section id="values" labelledBy="values-title" tone="muted">
        <SectionHeading id="values-title" eyebrow="What guides us" title="Our values" />
        <CardGrid columns={3}>
          {loaderData.values.map((value, index) => (
            <IconCard key={value.id} index={index} icon={value.icon} title={value.title} text={value.text} />
          ))}
        </CardGrid>
      </Section>
      <Section id="figures" labelledBy="figures-title" tone="brand">
        <SectionHeading id="figures-title" title="Vyoma in numbers" inverted />
        <StatList stats={loaderData.figures} inverted className="mt-12" />
      </Section>
      <Section id="leadership" labelledBy="leadership-title">
        <SectionHeading
          id="leadership-title"
          eyebrow="Leadership"
          title="The people who lead Vyoma"
          intro="Seven people who set our direction, keep us honest and build the products we are proud of."
        />
        <TeamGrid>
          {loaderData.team.map((member, index) => (
            <TeamMemberCard key={member.id} member={member} index={index} />
          ))}
        </TeamGrid>
      </Section>
      <CtaBand
        id="careers"
        title="Join our team"
        text="We are growing and always looking for people who care about craft and about the people who use what we build."
        actions={[{ label: "View Careers", to: "/careers" }]}
      />
    </>
  );
}
