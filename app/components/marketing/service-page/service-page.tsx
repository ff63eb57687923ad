import { Section, SectionHeading, type SectionTone } from "~/components/ui/section";
import type { ServicePageContent, ServiceSection } from "~/content/service-pages/service-page";
import { CtaBand } from "../cta-band";
import { PricingBlock } from "./pricing-block";
import { CardsBlock, ChecklistBlock, StatsBlock, StepsBlock, TechnologiesBlock } from "./section-blocks";
import { ServiceHero } from "./service-hero";
import { RelatedBlock, StoriesBlock, TestimonialsBlock } from "./story-blocks";

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "cards":
      return <CardsBlock section={section} />;
    case "checklist":
      return <ChecklistBlock section={section} />;
    case "steps":
      return <StepsBlock section={section} />;
    case "technologies":
      return <TechnologiesBlock section={section} />;
    case "stats":
      return <StatsBlock section={section} />;
    case "testimonials":
      return <TestimonialsBlock section={section} />;
    case "stories":
      return <StoriesBlock section={section} />;
    case "pricing":
      return <PricingBlock section={section} />;
    case "related":
      return <RelatedBlock section={section} />;
  }
}

/** Bands alternate white and grey so neighbouring sections stay distinct; figures get the brand band. */
function toneOf(section: ServiceSection, index: number): SectionTone {
  if (section.kind === "stats") return "brand";
  return index % 2 === 0 ? "white" : "muted";
}

/** A whole service page from its content: hero, sections in order, closing call to action. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  return (
    <div data-service={page.slug}>
      <ServiceHero hero={page.hero} />
      {page.sections.map((section, index) => {
        const tone = toneOf(section, index);
        const headingId = `${section.id}-title`;
        return (
          <Section key={section.id} id={section.id} labelledBy={headingId} tone={tone}>
            <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} inverted={tone === "brand"} />
            <SectionBody section={section} />
          </Section>
        );
      })}
      <CtaBand {...page.closing} />
    </div>
  );
}
