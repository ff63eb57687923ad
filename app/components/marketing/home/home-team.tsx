import { ButtonLink } from "~/components/ui/button-link";
import { Section, SectionHeading } from "~/components/ui/section";
import type { TeamMember } from "~/modules/content/collections";
import { TeamGrid, TeamMemberCard } from "../team-member-card";

export function HomeTeam({ members }: { members: TeamMember[] }) {
  return (
    <Section id="team" labelledBy="home-team-title" tone="muted">
      <SectionHeading
        id="home-team-title"
        eyebrow="Our people"
        title="Meet Our Team"
        intro="Engineers, designers and advisers who care about the details, and about the people who use what we build."
      />
      <TeamGrid>
        {members.map((member, index) => (
          <TeamMemberCard key={member.id} member={member} index={index} />
        ))}
      </TeamGrid>
      <div className="mt-12 text-center">
        <ButtonLink to="/team" variant="secondary">
          Meet the Whole Team
        </ButtonLink>
      </div>
    </Section>
  );
}
