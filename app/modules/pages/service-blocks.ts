import { heroIllustrations } from "~/content/illustrations";
import { lines, longText, select, text } from "~/modules/content/content.schema";
import { actionFields, actionPairs, anchorField, defineBlock } from "./block-fields";

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

