import type { AppServices } from "~/modules/services";
import { storedEntryOf, type FormValues, type Locale } from "~/modules/content/content.schema";
import { blockSchema, blockTypes, blockValues, type BlockDefinition, type ReadBlock, type StoredBlock } from "./blocks";
import { readVisibleBlocks } from "./page-blocks.server";
import type { PageFormState } from "./page-form";

/** A page as the editor's form holds it, unsaved, rendered as visitors would get it. */
export interface PagePreview {
  blocks: ReadBlock[];
  /** Blocks left out because a field needs attention (their position on the page and label), as saving would refuse them. */
  notShown: string[];
}

/**
 * The preview of unsaved changes (decision 0044): every block checked by its type's schema as a save checks it,
 * the valid ones read exactly as the public page reads its stored blocks (readVisibleBlocks); nothing is written.
 */
export async function previewPage(services: Pick<AppServices, "database" | "env">, input: { form: PageFormState; language: Locale }): Promise<PagePreview> {
  const stored: StoredBlock[] = [];
  const notShown: string[] = [];
  input.form.blocks.forEach((block, index) => {
    const parsed = blockSchema(block.type).safeParse(blockValues(block.type, block.values));
    const definition = blockTypes[block.type] as BlockDefinition;
    if (!parsed.success) {
      if (!block.hidden) notShown.push(`${index + 1}. ${definition.label}`);
      return;
    }
    stored.push({ id: block.id, type: block.type, hidden: block.hidden, data: storedEntryOf(definition, parsed.data as FormValues, null) });
  });
  // The form's texts are in the page's language (a translation's are its own, decision 0053).
  return { blocks: await readVisibleBlocks(services, stored, input.language, input.language), notShown };
}
