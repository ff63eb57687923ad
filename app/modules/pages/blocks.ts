import type { PricingPlan } from "~/content/pricing";
import type { Technology, Testimonial } from "~/content/service-pages/service-page";
import { technologyMarks } from "~/content/technology-marks";
import { ICON_OPTIONS, TESTIMONIAL_TOPICS } from "~/modules/content/collections";
import { DEFAULT_LOCALE, formSchema, hasTextIn, image, inputNames, list, longText, readEntry, readsInEnglishOnly, richText, select, storedTexts, text, url, type Locale, type ReadEntry } from "~/modules/content/content.schema";
import { heroIllustrations } from "~/content/illustrations";
import { ANCHOR, blockMessages, defineBlock, sectionFields, type BlockDefinition } from "./block-fields";
import { checklistBlock, closingBlock, figuresBlock, relatedServicesBlock, serviceHeroBlock, storiesBlock } from "./service-blocks";
import { companyFiguresBlock, companyValuesBlock, storyBlock, teamMembersBlock } from "./company-blocks";
import { comingSoonBlock, contactSectionBlock, featuredProjectsBlock, homeHeroBlock, productShowcaseBlock, serviceCardsBlock } from "./home-blocks";
import type { CompanyFigure, IconCardEntry, ProjectCard, TeamMember } from "~/modules/content/collections";

export { SECTION_BACKGROUNDS, type BlockDefinition } from "./block-fields";

/**
 * The block types a page is made of (decision 0039), declared once, as collections are (decision 0028): a name, a
 * label and fields of the content module's field types. From a definition come the block's validation
 * (`blockSchema`, derived from the fields as `formSchema` derives a collection's), its part of the page editor
 * (components/admin/content-form.tsx renders the fields) and its stored document (`storedEntryOf`). Each type has one
 * server-rendered renderer in components/pages/page-blocks.tsx, keyed by the same names (modules never import
 * components; the renderers' map is typed by `BlockType`, so a type without a renderer does not compile).
 * Payload's block registry is the model.
 */

export const heroBlock = defineBlock({
  name: "hero",
  label: "Page heading",
  description: "The page's title (its one h1) with an optional label above it and a short introduction under it.",
  fields: {
    eyebrow: text("Eyebrow", { maxLength: 60, hint: "A short label above the heading, e.g. About. Optional." }),
    heading: text("Heading", { required: true, maxLength: 150 }),
    intro: longText("Introduction", { maxLength: 600 }),
  },
});

export const richTextBlock = defineBlock({
  name: "richText",
  label: "Rich text",
  description: "Formatted text: paragraphs, h2-h4 headings, lists, links, quotes.",
  fields: {
    body: richText("Text", {
      required: true,
      hint: "Start headings at h2: the page heading is the h1. A retention setting's name in braces, such as {APPLICATION_RETENTION_DAYS}, shows its configured number of days.",
    }),
  },
});

/**
 * Rich text that describes something the configuration switches (decision 0063): the privacy policy's section on
 * visitor statistics is shown only while the site counts visits, so the page never describes counting that is off.
 */
export const analyticsSectionBlock = defineBlock({
  name: "analyticsSection",
  label: "Rich text, shown while visits are counted",
  description: "Formatted text visitors see only while the site counts visits (ANALYTICS=on), such as the privacy policy's section on visitor statistics.",
  fields: {
    body: richText("Text", { required: true, hint: "Start headings at h2. Hidden from visitors while visits are not counted." }),
  },
});

export const callToActionBlock = defineBlock({
  name: "callToAction",
  label: "Call to action",
  description: "A short heading and text with one button to a page of this site or another site.",
  fields: {
    heading: text("Heading", { required: true, maxLength: 150 }),
    text: longText("Text", { maxLength: 600 }),
    buttonLabel: text("Button text", { required: true, maxLength: 60 }),
    buttonLink: url("Button link", { required: true, allowPath: true }),
  },
});

export const faqBlock = defineBlock({
  name: "faq",
  label: "Questions and answers",
  description: "A heading and a list of questions, each with its answer.",
  fields: {
    heading: text("Heading", { maxLength: 150 }),
    items: list("Questions", {
      maxItems: 20,
      required: true,
      of: { question: text("Question", { required: true, maxLength: 300 }), answer: longText("Answer", { required: true, maxLength: 2000 }) },
    }),
  },
});

export const imageBlock = defineBlock({
  name: "image",
  label: "Image with caption",
  description: "An image from the media library with its alt text and an optional caption.",
  fields: {
    image: image("Image", { required: true, allowDecorative: true }),
    caption: text("Caption", { maxLength: 300 }),
  },
});

export const featureGridBlock = defineBlock({
  name: "featureGrid",
  label: "Feature grid",
  description: "A section of cards, each an icon, a title and a sentence or two.",
  fields: {
    ...sectionFields,
    columns: select("Cards per row on wide screens", { options: [{ value: "4", label: "4" }], emptyLabel: "3" }),
    cards: list("Cards", {
      maxItems: 12,
      required: true,
      of: { icon: select("Icon", { required: true, options: ICON_OPTIONS, emptyLabel: "Choose an icon" }), title: text("Card title", { required: true, maxLength: 80 }), text: longText("Card text", { required: true, maxLength: 400 }) },
    }),
  },
});

export const processStepsBlock = defineBlock({
  name: "processSteps",
  label: "Process steps",
  description: "A section of numbered steps, each a title and a sentence or two.",
  fields: {
    ...sectionFields,
    steps: list("Steps", {
      maxItems: 8,
      required: true,
      of: { title: text("Step title", { required: true, maxLength: 80 }), text: longText("Step text", { required: true, maxLength: 400 }) },
    }),
  },
});

/** The marks the site can draw (simple-icons, content/technology-marks.ts); a technology without one gets its initials. */
export const TECHNOLOGY_MARK_OPTIONS = Object.keys(technologyMarks).map((name) => ({ value: name, label: name.replace(/([a-z])([A-Z])/g, "$1 $2") }));

export const technologyListBlock = defineBlock({
  name: "technologyList",
  label: "Technology list",
  description: "A section of technologies, each its name under its logo.",
  fields: {
    ...sectionFields,
    items: list("Technologies", {
      maxItems: 24,
      required: true,
      of: {
        name: text("Technology", { required: true, maxLength: 60 }),
        mark: select("Logo", { options: TECHNOLOGY_MARK_OPTIONS, emptyLabel: "None: the name's initials" }),
      },
    }),
  },
});

export const pricingTableBlock = defineBlock({
  name: "pricingTable",
  label: "Pricing table",
  description: "A section with the pricing plans (edited under Content, Pricing plans) and promises under them.",
  fields: {
    ...sectionFields,
    badges: list("Promises", {
      maxItems: 8,
      of: { icon: select("Icon", { required: true, options: ICON_OPTIONS, emptyLabel: "Choose an icon" }), label: text("Promise", { required: true, maxLength: 60 }) },
      hint: "Short promises under the plans, e.g. 7-day free trial. Optional.",
    }),
  },
});

export const testimonialsBlock = defineBlock({
  name: "testimonials",
  label: "Testimonials",
  description: "A section with the testimonials about one service (edited under Content, Testimonials).",
  fields: {
    ...sectionFields,
    topic: select("Testimonials about", { required: true, options: TESTIMONIAL_TOPICS, emptyLabel: "Choose a service" }),
  },
});

/** Every block type, in the order the editor offers them. */
export const blockTypes = {
  hero: heroBlock,
  serviceHero: serviceHeroBlock,
  homeHero: homeHeroBlock,
  richText: richTextBlock,
  analyticsSection: analyticsSectionBlock,
  callToAction: callToActionBlock,
  faq: faqBlock,
  image: imageBlock,
  featureGrid: featureGridBlock,
  processSteps: processStepsBlock,
  technologyList: technologyListBlock,
  pricingTable: pricingTableBlock,
  testimonials: testimonialsBlock,
  checklist: checklistBlock,
  figures: figuresBlock,
  stories: storiesBlock,
  relatedServices: relatedServicesBlock,
  story: storyBlock,
  companyValues: companyValuesBlock,
  companyFigures: companyFiguresBlock,
  teamMembers: teamMembersBlock,
  serviceCards: serviceCardsBlock,
  featuredProjects: featuredProjectsBlock,
  productShowcase: productShowcaseBlock,
  comingSoon: comingSoonBlock,
  contactSection: contactSectionBlock,
  closing: closingBlock,
};
export type BlockType = keyof typeof blockTypes;
export const BLOCK_TYPES = Object.keys(blockTypes) as BlockType[];

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === "string" && Object.hasOwn(blockTypes, value);
}

/** A block as stored in pages.blocks: its stable id, its type, whether visitors see it, and its fields' document. */
export interface StoredBlock {
  id: string;
  type: BlockType;
  hidden: boolean;
  data: Record<string, unknown>;
}

/** Whether visitors see a block: not hidden, and a section on visitor statistics only while visits are counted (decision 0063). */
export function isShown(block: StoredBlock, config: { ANALYTICS: boolean }): boolean {
  return !block.hidden && (block.type !== "analyticsSection" || config.ANALYTICS);
}

/** The blocks of a stored page (pages.blocks), leaving out anything that is not a block of a known type. */
export function parseBlocks(json: string): StoredBlock[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((block): block is StoredBlock => typeof block === "object" && block !== null && isBlockType(block.type) && typeof block.id === "string");
  } catch {
    return [];
  }
}

/**
 * What a block's renderer gets beyond its own fields: what it shows from elsewhere, filled on the server
 * (`readVisibleBlocks` in page-blocks.server.ts: the collections) or from the fields
 * (a technology's mark).
 */
export interface BlockSources {
  serviceHero: { image?: { src: string; width: number; height: number } };
  technologyList: { technologies: Technology[] };
  pricingTable: { plans: PricingPlan[] };
  testimonials: { testimonials: Testimonial[] };
  companyValues: { values: IconCardEntry[] };
  companyFigures: { figures: CompanyFigure[] };
  teamMembers: { members: TeamMember[] };
  homeHero: { figures: CompanyFigure[] };
  featuredProjects: { projects: ProjectCard[] };
  productShowcase: { image?: { src: string; width: number; height: number } };
  comingSoon: { image?: { src: string; width: number; height: number } };
}
type SourcesOf<T extends BlockType> = T extends keyof BlockSources ? BlockSources[T] : unknown;

/** A block as the renderer gets it: its fields in the page's language (images with their file, HTML sanitized). */
export type ReadBlock = {
  [T in BlockType]: {
    id: string;
    type: T;
    data: ReadEntry<(typeof blockTypes)[T]["fields"]> & SourcesOf<T>;
    /** On a page in another language, a block none of whose texts is translated: its English is marked lang="en". */
    inEnglish?: boolean;
  };
}[BlockType];

/** A block's validation: one string per input (inputNames), derived from its fields as a collection's form is. */
export function blockSchema(type: BlockType) {
  const definition = blockTypes[type] as BlockDefinition;
  return formSchema(definition).superRefine((values, context) => {
    // An anchor becomes an id in the page's address (#pricing): one word of lower-case letters, digits and hyphens.
    if (values.anchor && !ANCHOR.test(values.anchor)) context.addIssue({ code: "custom", path: ["anchor"], message: blockMessages.anchorFormat });
    for (const [first, second] of definition.together ?? []) {
      const label = (key: string) => (definition.fields[key] as { label: string }).label;
      if (values[first] && !values[second]) context.addIssue({ code: "custom", path: [second], message: blockMessages.together(label(second), label(first)) });
      if (values[second] && !values[first]) context.addIssue({ code: "custom", path: [first], message: blockMessages.together(label(first), label(second)) });
    }
  });
}

/** The blocks that hold the page's h1: the publish check reads the page after them, as a post's body after its title. */
export const PAGE_HEADING_BLOCKS: ReadonlySet<BlockType> = new Set(["hero", "serviceHero", "homeHero"]);

/** Every input of a block's type as text: one the form left out (or sent as something else) counts as empty. */
export function blockValues(type: BlockType, raw: Record<string, unknown>): Record<string, string> {
  const names = Object.entries((blockTypes[type] as BlockDefinition).fields).flatMap(([key, field]) => inputNames(key, field));
  return Object.fromEntries(names.map((name) => [name, typeof raw[name] === "string" ? (raw[name] as string) : ""]));
}

/**
 * One stored block read in `locale`. Still to fill on the server: images' files (`src`), and what a block shows
 * from a collection (empty here): the plans, testimonials, values, figures or team members. `writtenIn` is the
 * language of the block's base texts, its page's (a translation's row holds its own language there, decision 0053):
 * only a default-language block read in another language can be an English fallback.
 */
export function readBlock(block: StoredBlock, locale: Locale, writtenIn: Locale = DEFAULT_LOCALE): ReadBlock {
  const data: Record<string, unknown> = readEntry(blockTypes[block.type] as BlockDefinition, block.data, locale);
  if (block.type === "technologyList") {
    const rows = data.items as Array<{ name: string; mark: string }>;
    data.technologies = rows.map((row) => ({ name: row.name, mark: Object.hasOwn(technologyMarks, row.mark) ? technologyMarks[row.mark as keyof typeof technologyMarks] : undefined }));
  }
  if (block.type === "serviceHero" || block.type === "productShowcase" || block.type === "comingSoon") {
    const illustration = heroIllustrations[data.illustration as string];
    data.image = illustration ? { src: data.illustration, width: illustration.width, height: illustration.height } : undefined;
  }
  if (block.type === "pricingTable") data.plans = [];
  if (block.type === "testimonials") data.testimonials = [];
  if (block.type === "companyValues") data.values = [];
  if (block.type === "companyFigures") data.figures = [];
  if (block.type === "teamMembers") data.members = [];
  if (block.type === "homeHero") data.figures = [];
  if (block.type === "featuredProjects") data.projects = [];
  return { id: block.id, type: block.type, data, inEnglish: (writtenIn === DEFAULT_LOCALE && readsInEnglishOnly((blockTypes[block.type] as BlockDefinition).fields, block.data, locale)) || undefined } as ReadBlock;
}


/**
 * How a page's visible blocks read in `locale` through their own texts (decision 0055): how many of them have a
 * text in it (`translated`), and how many have English texts and none in it (`inEnglish`, drawn marked lang="en").
 */
export function blockTextsIn(blocks: StoredBlock[], locale: Locale): { translated: number; inEnglish: number } {
  let translated = 0;
  let inEnglish = 0;
  for (const block of blocks) {
    if (block.hidden) continue;
    const definition = blockTypes[block.type] as BlockDefinition;
    if (locale !== DEFAULT_LOCALE && hasTextIn(storedTexts(definition.fields, block.data), locale)) translated += 1;
    if (readsInEnglishOnly(definition.fields, block.data, locale)) inEnglish += 1;
  }
  return { translated, inEnglish };
}
