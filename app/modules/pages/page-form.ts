import { formValuesOf, inputNames, type FormValues } from "~/modules/content/content.schema";
import { BLOCK_TYPES, blockTypes, isBlockType, type BlockDefinition, type BlockType, type StoredBlock } from "./blocks";
import { MAX_BLOCKS } from "./pages.schema";

/**
 * The page editor's form as data, shared by the editor and its action (decision 0039). The form names each block's
 * inputs `block.<id>.<input>` and lists the blocks' ids in their order as repeated `block` inputs, so the page
 * travels whole with every button: adding, moving, hiding or removing a block answers the same form with the
 * change made and nothing saved, and nothing typed is lost (it works without JavaScript too).
 */

export interface BlockFormState {
  id: string;
  type: BlockType;
  hidden: boolean;
  values: FormValues;
}
export interface PageFormState {
  path: string;
  title: string;
  description: string;
  blocks: BlockFormState[];
}

const BLOCK_ID = /^[a-z0-9]{6,24}$/;

/** A new block's stable id: random, so two editors adding blocks never collide. */
export function newBlockId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 12);
}

/** Whether two forms hold the same blocks in the same order, each shown or hidden alike (what the blocks' texts aside). */
export function sameArrangement(a: PageFormState, b: PageFormState): boolean {
  const arrangement = (form: PageFormState) => form.blocks.map((block) => `${block.id}:${block.type}:${block.hidden}`).join(",");
  return arrangement(a) === arrangement(b);
}

/** Where a block's input lives in the form. */
export function blockInputName(blockId: string, input: string): string {
  return `block.${blockId}.${input}`;
}

function inputsOf(type: BlockType): string[] {
  return Object.entries((blockTypes[type] as BlockDefinition).fields).flatMap(([key, field]) => inputNames(key, field));
}

/** The page as the form sent it: blocks with an unknown type or a malformed id are left out (nothing names them). */
export function pageFormFrom(read: (name: string) => string, readAll: (name: string) => string[]): PageFormState {
  const ids = [...new Set(readAll("block"))].filter((id) => BLOCK_ID.test(id)).slice(0, MAX_BLOCKS + 1);
  const blocks = ids.flatMap((id): BlockFormState[] => {
    const type = read(blockInputName(id, "type"));
    if (!isBlockType(type)) return [];
    const values = Object.fromEntries(inputsOf(type).map((input) => [input, read(blockInputName(id, input))]));
    return [{ id, type, hidden: read(blockInputName(id, "hidden")) === "on", values }];
  });
  return { path: read("path"), title: read("title"), description: read("description"), blocks };
}

/** The page as a posted form (FormData) holds it: the editor's action and its preview read it the same way. */
export function pageFormOfData(formData: FormData): PageFormState {
  const read = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return pageFormFrom(read, (name) => formData.getAll(name).filter((value): value is string => typeof value === "string"));
}

/** The form's state from a stored page. */
export function pageFormOf(page: { path: string; title: string; description: string; blocks: StoredBlock[] }): PageFormState {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    blocks: page.blocks.map((block) => ({ id: block.id, type: block.type, hidden: block.hidden, values: formValuesOf(blockTypes[block.type] as BlockDefinition, block.data) })),
  };
}

/** A button of the block list: `add:<type>`, or `<verb>:<block id>`. */
export type BlockCommand = { verb: "add"; type: BlockType } | { verb: "up" | "down" | "hide" | "show" | "remove" | "confirm-remove" | "keep"; id: string };

export function parseBlockCommand(value: string): BlockCommand | null {
  const [verb, argument = ""] = value.split(":", 2);
  if (verb === "add") return isBlockType(argument) ? { verb, type: argument } : null;
  if (verb === "up" || verb === "down" || verb === "hide" || verb === "show" || verb === "remove" || verb === "confirm-remove" || verb === "keep") return BLOCK_ID.test(argument) ? { verb, id: argument } : null;
  return null;
}

/**
 * The form after one button. "remove" only asks (the answer names the block to confirm); "confirm-remove" removes.
 * `focus` is the block the editor should put the keyboard back on (the moved one, the new one, the next one).
 */
export function applyBlockCommand(state: PageFormState, command: BlockCommand): { state: PageFormState; focus: string | null; confirmRemove: string | null; message: string } {
  const blocks = [...state.blocks];
  const label = (block: BlockFormState) => blockTypes[block.type].label;
  if (command.verb === "add") {
    if (blocks.length >= MAX_BLOCKS) return { state, focus: null, confirmRemove: null, message: `A page may have at most ${MAX_BLOCKS} blocks.` };
    const id = newBlockId();
    const values = formValuesOf(blockTypes[command.type] as BlockDefinition, null);
    blocks.push({ id, type: command.type, hidden: false, values });
    return { state: { ...state, blocks }, focus: id, confirmRemove: null, message: `${blockTypes[command.type].label} block added at the end. Not saved yet.` };
  }
  const index = blocks.findIndex((block) => block.id === command.id);
  const block = blocks[index];
  if (!block) return { state, focus: null, confirmRemove: null, message: "That block is no longer on the page." };
  switch (command.verb) {
    case "up":
    case "down": {
      const to = command.verb === "up" ? index - 1 : index + 1;
      if (to < 0 || to >= blocks.length) return { state, focus: block.id, confirmRemove: null, message: `${label(block)} is already ${command.verb === "up" ? "first" : "last"}.` };
      blocks.splice(index, 1);
      blocks.splice(to, 0, block);
      return { state: { ...state, blocks }, focus: block.id, confirmRemove: null, message: `${label(block)} moved to position ${to + 1} of ${blocks.length}. Not saved yet.` };
    }
    case "hide":
    case "show":
      blocks[index] = { ...block, hidden: command.verb === "hide" };
      return { state: { ...state, blocks }, focus: block.id, confirmRemove: null, message: `${label(block)} ${command.verb === "hide" ? "hidden from visitors" : "shown to visitors"}. Not saved yet.` };
    case "remove":
      return { state, focus: block.id, confirmRemove: block.id, message: "" };
    case "keep":
      return { state, focus: block.id, confirmRemove: null, message: `${label(block)} kept.` };
    case "confirm-remove": {
      blocks.splice(index, 1);
      const next = blocks[Math.min(index, blocks.length - 1)];
      return { state: { ...state, blocks }, focus: next?.id ?? null, confirmRemove: null, message: `${label(block)} removed. Not saved yet.` };
    }
  }
}

export { BLOCK_TYPES };
