import type { ReactNode } from "react";
import { Section, SectionHeading, type SectionTone } from "~/components/ui/section";

/** The blocks that are a marketing section: the band and heading the service pages' sections have. */
export interface SectionData {
  eyebrow: string;
  heading: string;
  intro: string;
  background: string;
  anchor: string;
}

/**
 * A section block in the service pages' own band and heading (ServicePage's markup), with the service pages' own
 * section body inside (components/marketing/service-page), so a page of blocks reads and looks as they do.
 */
export function SectionBand({ id, data, children }: { id: string; data: SectionData; children: (section: { id: string; title: string }) => ReactNode }) {
  const tone: SectionTone = data.background === "muted" || data.background === "brand" ? data.background : "white";
  const sectionId = data.anchor || `section-${id}`;
  const headingId = `${sectionId}-title`;
  return (
    <Section id={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} eyebrow={data.eyebrow || undefined} title={data.heading} intro={data.intro || undefined} inverted={tone === "brand"} />
      {children({ id: sectionId, title: data.heading })}
    </Section>
  );
}
