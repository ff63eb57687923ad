import { formSchema, image, inputNames, list, longText, readEntry, richText, text, url, type Fields, type Locale, type ReadEntry } from "~/modules/content/content.schema";

/**
 * The block types a page is made of (decision 0039), declared once, as collections are (decision 0028): a name, a
 * label and fields of the content module's field types. From a definition come the block's validation
 * (`blockSchema`, derived from the fields as `formSchema` derives a collection's), its part of the page editor
 * (components/admin/content-form.tsx renders the fields) and its stored document (`storedEntryOf`). Each type has one
 * server-rendered renderer in components/pages/page-blocks.tsx, keyed by the same names (modules never import
 * components; the renderers' map is typed by `BlockType`, so a type without a renderer does not compile).
 * Payload's block registry is the model.
 */

export interface BlockDefinition<F extends Fields = Fields> {
  name: string;
  /** "Rich text": the editor's "Add block" choice and each block's heading. */
  label: string;
  /** What it is for, for the staff choosing one. */
  description: string;
  fields: F;
}

function defineBlock<const F extends Fields>(definition: BlockDefinition<F>): BlockDefinition<F> {
  return definition;
}

export const heroBlock = defineBlock({
  name: "hero",
  label: "Page heading",
  description: "The page's title (its one h1) with an optional short introduction under it.",
  fields: {
    heading: text("Heading", { required: true, maxLength: 150 }),
    intro: longText("Introduction", { maxLength: 600 }),
  },
});

export const richTextBlock = defineBlock({
  name: "richText",
  label: "Rich text",
  description: "Formatted text: paragraphs, h2-h4 headings, lists, links, quotes.",
  fields: {
    body: richText("Text", { required: true, hint: "Start headings at h2: the page heading is the h1." }),
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

/** Every block type, in the order the editor offers them. */
export const blockTypes = {
  hero: heroBlock,
  richText: richTextBlock,
  callToAction: callToActionBlock,
  faq: faqBlock,
  image: imageBlock,
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

/** A block as the renderer gets it: its fields in the page's language (images with their file, HTML sanitized). */
export type ReadBlock = { [T in BlockType]: { id: string; type: T; data: ReadEntry<(typeof blockTypes)[T]["fields"]> } }[BlockType];

/** A block's validation: one string per input (inputNames), derived from its fields as a collection's form is. */
export function blockSchema(type: BlockType) {
  return formSchema(blockTypes[type] as BlockDefinition);
}

/** Every input of a block's type as text: one the form left out (or sent as something else) counts as empty. */
export function blockValues(type: BlockType, raw: Record<string, unknown>): Record<string, string> {
  const names = Object.entries((blockTypes[type] as BlockDefinition).fields).flatMap(([key, field]) => inputNames(key, field));
  return Object.fromEntries(names.map((name) => [name, typeof raw[name] === "string" ? (raw[name] as string) : ""]));
}

/** One stored block read in `locale` (images still without their file: the server fills `src`). */
export function readBlock(block: StoredBlock, locale: Locale): ReadBlock {
  return { id: block.id, type: block.type, data: readEntry(blockTypes[block.type] as BlockDefinition, block.data, locale) } as ReadBlock;
}
