import { lines, longText, text, url } from "~/modules/content/content.schema";
import { anchorField, defineBlock, sectionFields } from "./block-fields";

/**
 * The block types the about page is made of besides the marketing sections (decision 0054), each drawn by the
 * component that drew the page before it was stored (components/marketing/about, components/ui). The values, the
 * figures and the team are content collections, edited in one place and shown wherever a block asks for them.
 */

export const storyBlock = defineBlock({
  name: "story",
  label: "Story with a highlight",
  description: "A section of paragraphs beside a highlighted statement in a dark card (the about page's story and mission).",
  fields: {
    eyebrow: text("Eyebrow", { maxLength: 60, hint: "A short label above the heading, e.g. Who we are. Optional." }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    paragraphs: lines("Paragraphs", { required: true, maxItems: 8, maxLength: 1200, hint: "One paragraph per line." }),
    highlightHeading: text("Highlight heading", { required: true, maxLength: 80 }),
    highlightText: longText("Highlight text", { required: true, maxLength: 600 }),
    anchor: anchorField,
  },
});

export const companyValuesBlock = defineBlock({
  name: "companyValues",
  label: "Company values",
  description: "A section with the company's values as cards (edited under Content, Company values).",
  fields: { ...sectionFields },
});

export const companyFiguresBlock = defineBlock({
  name: "companyFigures",
  label: "Company figures",
  description: "A section with the company's figures, e.g. 50+ Projects Delivered (edited under Content, Company figures).",
  fields: { ...sectionFields },
});

/** A button under the section, e.g. to the whole team's page. */
export const optionalButton = {
  buttonLabel: text("Button text", { maxLength: 60, hint: "Optional: a button under the section." }),
  buttonLink: url("Button link", { allowPath: true }),
};
export const optionalButtonPair = [["buttonLabel", "buttonLink"]] as const;

export const teamMembersBlock = defineBlock({
  name: "teamMembers",
  label: "Team members",
  description: "A section with the team's cards: photo, name, role, bio and social links (edited under Content, Team members).",
  fields: { ...sectionFields, ...optionalButton },
  together: optionalButtonPair,
});
