import { AboutStory } from "~/components/marketing/about/about-story";
import { TeamGrid, TeamMemberCard } from "~/components/marketing/team-member-card";
import { CardGrid, IconCard } from "~/components/ui/icon-card";
import { StatList } from "~/components/ui/stat-list";
import type { ReadBlock } from "~/modules/pages/blocks";
import { SectionBand } from "./section-band";
import { SectionButton } from "./home-block-renderers";

/**
 * The renderers of the about page's blocks (modules/pages/company-blocks.ts, decision 0054): the components the page
 * was drawn with before it was stored. The collections' entries are read in the page's language
 * (page-blocks.server.ts); each card not yet translated is marked lang="en" on its own (decision 0061).
 */
type Block<T extends ReadBlock["type"]> = { block: Extract<ReadBlock, { type: T }> };

export const companyBlockRenderers = {
  story: ({ block }: Block<"story">) => (
    <AboutStory
      id={block.data.anchor || `section-${block.id}`}
      eyebrow={block.data.eyebrow || undefined}
      title={block.data.heading}
      paragraphs={block.data.paragraphs}
      highlight={{ title: block.data.highlightHeading, text: block.data.highlightText }}
    />
  ),
  companyValues: ({ block }: Block<"companyValues">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <CardGrid columns={3}>
          {block.data.values.map((value, index) => (
            <IconCard key={value.id} index={index} icon={value.icon} title={value.title} text={value.text} language={value.language} englishFields={value.englishFields} />
          ))}
        </CardGrid>
      )}
    </SectionBand>
  ),
  companyFigures: ({ block }: Block<"companyFigures">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <StatList stats={block.data.figures} inverted={block.data.background === "brand"} className="mt-12" />
      )}
    </SectionBand>
  ),
  teamMembers: ({ block }: Block<"teamMembers">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <>
          <TeamGrid>
            {block.data.members.map((member, index) => (
              <TeamMemberCard key={member.id} member={member} index={index} />
            ))}
          </TeamGrid>
          <SectionButton label={block.data.buttonLabel} to={block.data.buttonLink} />
        </>
      )}
    </SectionBand>
  ),
};
