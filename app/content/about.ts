import type { IconName } from "~/content/icon-names";
import type { Statistic } from "~/content/call-to-action";

/** The company figures of SPEC section 9, shown on the home and about pages. */
export const companyStats: Statistic[] = [
  { value: "2+", label: "Years of Experience" },
  { value: "50+", label: "Projects Delivered" },
  { value: "20+", label: "Team Members" },
  { value: "15+", label: "Awards Won" },
];

export const aboutStory = {
  title: "Our story",
  paragraphs: [
    "Vyoma Technologies began in 2023 in Pune with three engineers and a simple belief: good technology should make everyday life easier, not more complicated. Our first client was a local gym drowning in paper registers. The software we built for them became the Gym CRM that now runs hundreds of gyms across India.",
    "Since then we have grown into a team of more than twenty designers, engineers and researchers. We build websites, mobile apps, cloud platforms and AI systems for clients in India and abroad, and we develop our own products where we see a need nobody is meeting, like Drishti smart glasses for visually impaired people.",
    "Vyoma means sky in Sanskrit. We chose the name because we think the limit is set by the problem, not the technology, and we like problems that matter.",
  ],
};

export const aboutMission = {
  title: "Our mission",
  text: "To build dependable, accessible technology that helps businesses grow and helps people live more independently, delivered with honesty about cost, time and what technology can really do.",
};

export interface CompanyValue {
  icon: IconName;
  title: "Innovation" | "Collaboration" | "Excellence";
  text: string;
}

export const companyValues: CompanyValue[] = [
  {
    icon: "lightbulb",
    title: "Innovation",
    text: "We look for the simplest idea that solves the real problem, and we are not afraid to build something new when nothing else fits.",
  },
  {
    icon: "handshake",
    title: "Collaboration",
    text: "We work as one team with our clients: shared boards, weekly demos and straight answers, from the first call to long after launch.",
  },
  {
    icon: "award",
    title: "Excellence",
    text: "We test, review and measure everything we ship, and we hold ourselves to the standards we would want as customers.",
  },
];
