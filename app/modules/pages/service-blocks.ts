import { heroIllustrations } from "~/content/illustrations";
import { TESTIMONIAL_TOPICS } from "~/modules/content/collections";
import { lines, list, longText, select, text } from "~/modules/content/content.schema";
import { actionFields, actionPairs, anchorField, defineBlock, sectionFields } from "./block-fields";

/**
 * The block types a service page is made of besides the marketing sections of blocks.ts (decision 0052), each drawn
 * by the service pages' own component (components/marketing/service-page, components/marketing/cta-band.tsx).
 */

export const HERO_ILLUSTRATION_OPTIONS = Object.entries(heroIllustrations).map(([value, { label }]) => ({ value, label }));

export const serviceHeroBlock = defineBlock({
  name: "serviceHero",
  label: "Service heading",
  description: "A service page's top band: the page's h1 with a label above it, an introduction, buttons, key facts and an illustration.",
  fields: {
    badge: text("Badge", { maxLength: 40, hint: "A prominent label above everything, e.g. COMING SOON. Optional." }),
    eyebrow: text("Eyebrow", { maxLength: 80, hint: "A short label above the heading, e.g. Custom Software · Gym CRM. Optional." }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    intro: longText("Introduction", { required: true, maxLength: 600 }),
    ...actionFields,
    highlights: lines("Key facts", { maxItems: 6, maxLength: 80, hint: "One per line, shown under the buttons. Optional." }),
    illustration: select("Illustration", { options: HERO_ILLUSTRATION_OPTIONS, emptyLabel: "None" }),
  },
  together: actionPairs,
});

export const closingBlock = defineBlock({
  name: "closing",
  label: "Closing call to action",
  description: "The dark band at the foot of a service page: a heading, a sentence or two and one or two buttons.",
  fields: {
    heading: text("Heading", { required: true, maxLength: 150 }),
    text: longText("Text", { required: true, maxLength: 600 }),
    ...actionFields,
    anchor: anchorField,
  },
  together: actionPairs,
});

/** A figure shown large with what it counts (the service pages' StatList). */
const figureParts = { value: text("Figure", { required: true, maxLength: 12 }), label: text("What it counts", { required: true, maxLength: 80 }) };

export const checklistBlock = defineBlock({
  name: "checklist",
  label: "Checklist",
  description: "A section with a list of ticked points, optionally with figures beside it.",
  fields: {
    ...sectionFields,
    items: lines("Points", { required: true, maxItems: 12, maxLength: 200, hint: "One per line." }),
    figures: list("Figures beside the list", { maxItems: 4, of: figureParts, hint: "Optional, e.g. 6 hrs / of admin saved per week." }),
  },
});

export const figuresBlock = defineBlock({
  name: "figures",
  label: "Figures",
  description: "A section of large numbers, each with what it counts (e.g. 500+ Active Gyms).",
  fields: {
    ...sectionFields,
    figures: list("Figures", { required: true, maxItems: 6, of: figureParts }),
  },
});

export const storiesBlock = defineBlock({
  name: "stories",
  label: "Success stories",
  description: "A section of client results: each a sector, a title, a summary and up to two figures.",
  fields: {
    ...sectionFields,
    stories: list("Stories", {
      required: true,
      maxItems: 6,
      of: {
        sector: text("Sector", { required: true, maxLength: 60 }),
        title: text("Story title", { required: true, maxLength: 120 }),
        summary: longText("Summary", { required: true, maxLength: 400 }),
        firstValue: text("First figure", { maxLength: 12 }),
        firstLabel: text("What the first figure counts", { maxLength: 80 }),
        secondValue: text("Second figure", { maxLength: 12 }),
        secondLabel: text("What the second figure counts", { maxLength: 80 }),
      },
    }),
  },
});

/** The service pages a related link can lead to: a service, so no link can point nowhere. */
export const relatedServicesBlock = defineBlock({
  name: "relatedServices",
  label: "Related services",
  description: "A section of links to service pages, each with a title and a sentence; the page the visitor is on is marked.",
  fields: {
    ...sectionFields,
    links: list("Links", {
      required: true,
      maxItems: 6,
      of: {
        service: select("Service", { required: true, options: TESTIMONIAL_TOPICS, emptyLabel: "Choose a service" }),
        label: text("Link title", { required: true, maxLength: 60 }),
        text: longText("Link text", { required: true, maxLength: 300 }),
      },
    }),
  },
});
