import type { IconName } from "~/content/icon-names";
import type { CallToAction, Statistic } from "~/content/call-to-action";
import type { PricingPlan } from "~/content/pricing";
import type { TechnologyMark } from "~/content/technology-marks";
import type { Locale } from "~/i18n/locales";

/**
 * The shape of every service page's copy. A page is a hero, then sections in order, then a closing call to
 * action; the components in components/marketing/service-page render each kind.
 */
export interface ServicePageContent {
  slug: string;
  /** The document title and the description search engines show. */
  metaTitle: string;
  metaDescription: string;
  hero: ServiceHero;
  sections: ServiceSection[];
  closing: ClosingCallToAction;
}

export interface ServiceHero {
  eyebrow: string;
  title: string;
  intro: string;
  actions: CallToAction[];
  /** A prominent label above the title, e.g. COMING SOON. */
  badge?: string;
  /** Short facts shown as chips under the actions. */
  highlights?: string[];
  /** A decorative illustration beside the text (self-hosted SVG). */
  image?: { src: string; width: number; height: number };
}

export interface ClosingCallToAction {
  title: string;
  text: string;
  actions: CallToAction[];
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface ProcessStep {
  title: string;
  text: string;
}

export interface Technology {
  name: string;
  /** Absent when the icon set has no mark for it: a placeholder is drawn instead. */
  mark?: TechnologyMark;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** The language its quote and role read in, where stored (an English fallback on a Hindi page is marked). */
  language?: Locale;
  /** Its texts still in English though it reads in `language` (decision 0061). */
  englishFields?: string[];
}

export interface SuccessStory {
  title: string;
  sector: string;
  summary: string;
  metrics: Statistic[];
}

export interface RelatedLink {
  label: string;
  to: string;
  text: string;
}

interface SectionBase {
  /** Anchor id, unique on the page. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

export type ServiceSection =
  | (SectionBase & { kind: "cards"; cards: IconCard[]; columns?: 3 | 4 })
  | (SectionBase & { kind: "checklist"; items: string[]; aside?: Statistic[] })
  | (SectionBase & { kind: "steps"; steps: ProcessStep[] })
  | (SectionBase & { kind: "technologies"; technologies: Technology[] })
  | (SectionBase & { kind: "stats"; stats: Statistic[] })
  | (SectionBase & { kind: "testimonials"; testimonials: Testimonial[] })
  | (SectionBase & { kind: "stories"; stories: SuccessStory[] })
  | (SectionBase & { kind: "pricing"; plans: PricingPlan[]; badges: Array<{ icon: IconName; label: string }> })
  | (SectionBase & { kind: "related"; links: RelatedLink[] });
