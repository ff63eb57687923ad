import { CtaBand } from "~/components/marketing/cta-band";
import { TeamGrid, TeamMemberCard } from "~/components/marketing/team-member-card";
import { PageHero } from "~/components/ui/page-hero";
import { listTeamMembers } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/team";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: messagesOfPath(args.location.pathname).titles.team,
    description: "Meet the seven people who lead Vyoma Technologies: our director, CFO, head advisor and the engineers and designers behind our products.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { team: await listTeamMembers(context) };
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Team" title="Our Team">
        The people who design, build and support everything we ship.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <TeamGrid label="Team members">
          {loaderData.team.map((member, index) => (
            <TeamMemberCard key={member.id} member={member} index={index} headingLevel={2} />
          ))}
        </TeamGrid>
      </div>
      <CtaBand
        id="join"
        title="Want to work with us?"
        text="We are always glad to meet curious engineers, designers and researchers."
        actions={[
          { label: "See Open Positions", to: "/careers" },
          { label: "Contact Us", to: "/contact", variant: "secondary" },
        ]}
      />
    </>
  );
}
