import { diffArrays, diffWordsWithSpace } from "diff";
import sanitizeHtml from "sanitize-html";
import type { DiffPart, FieldDiff } from "./word-diff";

export type { DiffPart, FieldDiff };

/** A word-level diff from `before` to `after` (the `diff` package), as plain parts the UI renders. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value }));
}

const FIELDS = [
  ["title", "Title"],
  ["excerpt", "Excerpt"],
  ["category", "Category"],
  ["image", "Image URL"],
  ["tags", "Tags"],
  ["content", "Content"],
] as const;

/** The words of HTML content as a reader sees them, a line per block: a diff of prose, not of markup. */
export function readableText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div|figcaption|tr)>|<br\s*\/?>/gi, "$&\n");
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").trim();
}

/** What each formatting tag is called for people, in the order changes are named; the key tells apart variants. */
const FORMATS: Record<string, { name: string; key?: (attributes: string) => string }> = {
  h2: { name: "heading" }, h3: { name: "heading" }, h4: { name: "heading" }, h5: { name: "heading" }, h6: { name: "heading" },
  strong: { name: "bold" }, b: { name: "bold" }, em: { name: "italic" }, i: { name: "italic" }, u: { name: "underline" },
  s: { name: "strikethrough" }, del: { name: "strikethrough" }, mark: { name: "highlight" }, small: { name: "small print" },
  sub: { name: "subscript" }, sup: { name: "superscript" },
  a: { name: "link", key: (attributes) => attribute(attributes, "href") },
  code: { name: "code" }, pre: { name: "code block" }, blockquote: { name: "quote" },
  ul: { name: "bulleted list" }, ol: { name: "numbered list" }, figcaption: { name: "caption" },
};
const FORMAT_ORDER = [...new Set([...Object.values(FORMATS).map((format) => format.name), "image", "divider"])];
const VOID_TAGS = new Set(["img", "br", "hr", "wbr", "input", "source"]);

function attribute(attributes: string, name: string): string {
  return decodeEntities(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes)?.slice(1).find((value) => value !== undefined) ?? "");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
}

/** Tags inside a word ("<b>Tues</b>day" is one word); every other tag ends the word before it. */
const INLINE_TAGS = new Set(["strong", "b", "em", "i", "u", "s", "del", "mark", "small", "sub", "sup", "a", "code", "span"]);

interface FormattedText {
  /** Each word, with the formatting around each of its characters ("name" or "name key": a link with its address). */
  words: Array<{ text: string; formats: string[][] }>;
  /** The things that are not words, in order: images (address and alt text) and dividers. */
  objects: Array<{ name: "image" | "divider"; key: string }>;
}

/** Post HTML (sanitized, so a known and well-formed tag set) read as words and the formatting of each character. */
function formattedText(html: string): FormattedText {
  const open: Array<{ tag: string; format: string | null }> = [];
  const result: FormattedText = { words: [], objects: [] };
  let word = { text: "", formats: [] as string[][] };
  const endWord = () => {
    if (word.text) result.words.push(word);
    word = { text: "", formats: [] };
  };
  for (const [, closing, rawTag, attributes, text] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>|([^<]+)/gi)) {
    if (text !== undefined) {
      const formats = open.flatMap((entry) => (entry.format ? [entry.format] : []));
      for (const character of decodeEntities(text)) {
        if (/\s/.test(character)) endWord();
        else {
          word.text += character;
          word.formats.push(formats);
        }
      }
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (!INLINE_TAGS.has(tag)) endWord();
    if (tag === "img") result.objects.push({ name: "image", key: `${attribute(attributes!, "src")} ${attribute(attributes!, "alt")}` });
    else if (tag === "hr") result.objects.push({ name: "divider", key: "" });
    if (VOID_TAGS.has(tag) || attributes!.trimEnd().endsWith("/")) continue;
    if (closing) {
      const at = open.map((entry) => entry.tag).lastIndexOf(tag);
      if (at >= 0) open.splice(at);
      continue;
    }
    const format = FORMATS[tag];
    open.push({ tag, format: format ? `${format.name}${/^h[1-6]$/.test(tag) ? ` ${tag}` : ""}${format.key ? ` ${format.key(attributes!)}` : ""}` : null });
  }
  endWord();
  return result;
}

/**
 * The kinds of formatting that differ between two versions of content, named for people ("heading", "bold"):
 * compared on the words both versions share (a word that was added or removed is the text diff's business), and
 * on images and dividers. Markup that differs with nothing a reader sees is said to be so.
 */
export function formattingChanges(before: string, after: string): string[] {
  const [from, to] = [formattedText(before), formattedText(after)];
  const changed = new Set<string>();
  const nameOf = (format: string) => FORMAT_ORDER.find((name) => format === name || format.startsWith(`${name} `)) ?? format;
  let [fromAt, toAt] = [0, 0];
  for (const change of diffArrays(from.words.map((word) => word.text), to.words.map((word) => word.text))) {
    if (!change.added && !change.removed)
      for (let n = 0; n < change.count; n += 1) {
        const [a, b] = [from.words[fromAt + n]!.formats, to.words[toAt + n]!.formats];
        a.forEach((formats, at) => {
          for (const format of formats) if (!b[at]!.includes(format)) changed.add(nameOf(format));
          for (const format of b[at]!) if (!formats.includes(format)) changed.add(nameOf(format));
        });
      }
    if (!change.added) fromAt += change.count;
    if (!change.removed) toAt += change.count;
  }
  for (const name of ["image", "divider"] as const) {
    const keys = (text: FormattedText) => text.objects.filter((object) => object.name === name).map((object) => object.key).join("\n");
    if (keys(from) !== keys(to)) changed.add(name);
  }
  return FORMAT_ORDER.filter((name) => changed.has(name));
}

/** Said when the HTML differs but neither the words nor any formatting a reader sees. */
export const INVISIBLE_MARKUP = "markup only, nothing a reader sees";

/** One field of a document as text to compare (a document type's adapter lists them, decision 0043). */
export interface FieldText {
  /** Matches the field across versions: a column's name, or a page block's id (so a moved block is the same block). */
  key: string;
  label: string;
  text: string;
  /** HTML content: compared as readable text, its formatting changes named beside it. */
  html?: boolean;
  /** Where it stands among the document's movable parts (a page's blocks), 1-based; a change is said. */
  position?: number;
  /** A state beside the text (a block "hidden from visitors"); a change is said. */
  state?: string;
}

function textDiff(key: string, label: string, before: string, after: string, html: boolean | undefined): FieldDiff {
  if (!html) return { field: key, label, parts: wordDiff(before, after) };
  const [from, to] = [readableText(before), readableText(after)];
  const formatting = formattingChanges(before, after);
  return { field: key, label, parts: wordDiff(from, to), formatting: from === to && formatting.length === 0 ? [INVISIBLE_MARKUP] : formatting };
}

/**
 * The fields that differ between two versions of a document, matched by key, each with its word diff, in the
 * newer version's order and then the fields it no longer has. A field only one side has is added or removed; a
 * field that moved or changed state says so in `notes`, with its text diffed only if the text changed too.
 */
export function diffFields(before: FieldText[], after: FieldText[]): FieldDiff[] {
  const earlier = new Map(before.map((field) => [field.key, field]));
  const diffs: FieldDiff[] = [];
  for (const field of after) {
    const old = earlier.get(field.key);
    if (!old) {
      diffs.push({ ...textDiff(field.key, field.label, "", field.text, field.html), notes: ["added"] });
      continue;
    }
    const notes: string[] = [];
    if (old.position !== undefined && field.position !== undefined && old.position !== field.position) notes.push(`moved from position ${old.position} to ${field.position}`);
    if ((old.state ?? "") !== (field.state ?? "")) notes.push(field.state ? `now ${field.state}` : `no longer ${old.state}`);
    if (old.text === field.text && notes.length === 0) continue;
    const diff = old.text === field.text ? { field: field.key, label: field.label, parts: [] } : textDiff(field.key, field.label, old.text, field.text, field.html);
    diffs.push(notes.length ? { ...diff, notes } : diff);
  }
  const kept = new Set(after.map((field) => field.key));
  for (const field of before) if (!kept.has(field.key)) diffs.push({ ...textDiff(field.key, field.label, field.text, "", field.html), notes: ["removed"] });
  return diffs;
}

/**
 * The fields that differ between two versions of a post's text, each with its word diff. Content is compared as
 * readable text, never as tags: formatting changes are named beside it ("heading", "bold"), so none goes unseen.
 */
export function diffPostFields(before: Record<(typeof FIELDS)[number][0], string>, after: Record<(typeof FIELDS)[number][0], string>): FieldDiff[] {
  const fieldsOf = (post: typeof before): FieldText[] => FIELDS.map(([key, label]) => ({ key, label, text: post[key], html: key === "content" }));
  return diffFields(fieldsOf(before), fieldsOf(after));
}
