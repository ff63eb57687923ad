import { longText, select, text, url, type Fields } from "~/modules/content/content.schema";

/** A block type's declaration (decision 0039): the registry in blocks.ts lists them. */
export interface BlockDefinition<F extends Fields = Fields> {
  name: string;
  /** "Rich text": the editor's "Add block" choice and each block's heading. */
  label: string;
  /** What it is for, for the staff choosing one. */
  description: string;
  fields: F;
  /** Inputs that go in pairs: one typed needs the other (a second button's text and its link). */
  together?: ReadonlyArray<readonly [string, string]>;
}

export function defineBlock<const F extends Fields>(definition: BlockDefinition<F>): BlockDefinition<F> {
  return definition;
}

export const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const blockMessages = {
  anchorFormat: "Anchor: one word of lower-case letters, digits and hyphens, starting with a letter (e.g. pricing).",
  anchorTaken: (anchor: string) => `Anchor: another block of this page is already #${anchor}. Choose another one.`,
  together: (missing: string, typed: string) => `${missing} is required when ${typed} is filled in.`,
};

/**
 * The heading every marketing section has (the service pages' sections: components/ui/section.tsx), its band's
 * colour (white unless chosen, so neighbouring sections can alternate as the service pages do) and its anchor: the
 * section's id, so an address such as /services/custom-software#pricing keeps leading to it (decision 0052).
 */
export const SECTION_BACKGROUNDS = [
  { value: "muted", label: "Light grey" },
  { value: "brand", label: "Dark blue" },
] as const;
export const anchorField = text("Anchor", { maxLength: 40, localized: false, hint: "The section's name in the page's address, e.g. pricing for …#pricing. Optional." });
export const sectionFields = {
  eyebrow: text("Eyebrow", { maxLength: 60, hint: "A short label above the heading, e.g. How we work. Optional." }),
  heading: text("Heading", { required: true, maxLength: 150 }),
  intro: longText("Introduction", { maxLength: 600 }),
  background: select("Background", { options: SECTION_BACKGROUNDS, emptyLabel: "White" }),
  anchor: anchorField,
};

/** A main button and an optional quieter second one, each to a page of this site or another site. */
export const actionFields = {
  buttonLabel: text("Button text", { required: true, maxLength: 60 }),
  buttonLink: url("Button link", { required: true, allowPath: true }),
  secondButtonLabel: text("Second button text", { maxLength: 60, hint: "Optional: a quieter second button." }),
  secondButtonLink: url("Second button link", { allowPath: true }),
};
export const actionPairs = [["secondButtonLabel", "secondButtonLink"]] as const;
