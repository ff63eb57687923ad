import type { ReactNode } from "react";
import { AboutStory } from "~/components/marketing/about/about-story";
import { TeamGrid, TeamMemberCard } from "~/components/marketing/team-member-card";
import { useLocale } from "~/components/layout/use-locale";
import { EnglishFallback } from "~/components/ui/english-fallback";
import { CardGrid, IconCard } from "~/components/ui/icon-card";
import { StatList } from "~/components/ui/stat-list";
import type { ReadBlock } from "~/modules/pages/blocks";
import { SectionBand } from "./section-band";
import { SectionButton } from "./home-block-renderers";

/**
 * The renderers of the about page's blocks (modules/pages/company-blocks.ts, decision 0054): the components the page
 * was drawn with before it was stored. The collections' entries are English on every page (page-blocks.server.ts),
 * so on a page in another language they are marked lang="en", as they were.
 */
type Block<T extends ReadBlock["type"]> = { block: Extract<ReadBlock, { type: T }> };

function InEnglish({ children }: { children: ReactNode }) {
  return <EnglishFallback locale={useLocale().locale}>{children}</EnglishFallback>;
}

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
        <InEnglish>
          <CardGrid columns={3}>
            {block.data.values.map((value, index) => (
              <IconCard key={value.id} index={index} icon={value.icon} title={value.title} text={value.text} />
            ))}
          </CardGrid>
        </InEnglish>
      )}
    </SectionBand>
  ),
  companyFigures: ({ block }: Block<"companyFigures">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <InEnglish>
          <StatList stats={block.data.figures} inverted={block.data.background === "brand"} className="mt-12" />
        </InEnglish>
      )}
    </SectionBand>
  ),
  teamMembers: ({ block }: Block<"teamMembers">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <>
          <InEnglish>
          <TeamGrid>
            {block.data.members.map((member, index) => (
              <TeamMemberCard key={member.id} member={member} index={index} />
            ))}
          </TeamGrid>
          </InEnglish>
          <SectionButton label={block.data.buttonLabel} to={block.data.buttonLink} />
        </>
      )}
    </SectionBand>
  ),
};
