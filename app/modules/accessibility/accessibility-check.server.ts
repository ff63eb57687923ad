import { parseDocument } from "htmlparser2";
import { isTag, isText, type AnyNode, type Element } from "domhandler";
import type { Locale } from "~/i18n/locales";
import { RULE_SEVERITY, type AccessibilityFinding, type AccessibilityRule, type H1Place } from "./accessibility.schema";

/**
 * The publish check (issue 34, decision 0032): what in a post's HTML would hurt a screen-reader or keyboard user.
 * Pure: the stored, sanitized HTML in, findings out, in document order. Parsed with htmlparser2 (what sanitize-html
 * parses with), never a browser DOM on the server.
 */

/** The page's own h1 is the title; the body's headings start at h2. */
const TITLE_LEVEL = 1;
/** Link texts that say nothing out of context (screen readers list links on their own). */
const VAGUE_LINK_TEXTS = new Set(["click here", "here", "click", "read more", "more", "link", "this link", "learn more", "this"]);
const BARE_URL = /^(?:(?:https?:\/\/|www\.)\S+|mailto:\S+)$/i;
/**
 * The scripts a document in each language is written in, unmarked: a passage in any other is "in another script
 * without its language". Hindi writing about technology carries Latin names and terms (AI, React, Pune's office
 * address) in most sentences, so Latin is the Hindi document's too; a whole English passage in a Hindi post is not
 * caught (decision 0038).
 */
const DOCUMENT_SCRIPTS: Record<Locale, readonly string[]> = { en: ["Latin"], hi: ["Devanagari", "Latin"] };

/** Runs of letters in none of `scripts` (digits and punctuation, Common, do not count), spaces and punctuation inside a run kept. */
function otherScriptRun(scripts: readonly string[]): RegExp {
  const letter = `(?:(?!${scripts.map((script) => `\\p{Script=${script}}`).join("|")})\\p{L}[\\p{M}]*)+`;
  return new RegExp(`${letter}(?:[\\s\\p{P}]+${letter})*`, "gu");
}
const OTHER_SCRIPT_RUN: Record<Locale, RegExp> = { en: otherScriptRun(DOCUMENT_SCRIPTS.en), hi: otherScriptRun(DOCUMENT_SCRIPTS.hi) };
/** Named in the message when the passage is in one of these; otherwise "a script other than Latin". */
const SCRIPT_NAMES = [
  "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
  "Arabic", "Hebrew", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Thai",
] as const;
const EXCERPT_LENGTH = 80;

/**
 * `language`: the document's, the `lang` of the page the HTML is shown in (a Hindi post's page is `lang="hi"`).
 * `h1`: where the document's h1 is (a post's is its title, outside the HTML).
 */
export function checkAccessibility(html: string, language: Locale, h1: H1Place = "title"): AccessibilityFinding[] {
  const findings: AccessibilityFinding[] = [];
  const add = (rule: AccessibilityRule, message: string, excerpt: string) =>
    findings.push({ rule, severity: RULE_SEVERITY[rule], message, excerpt: shorten(excerpt) });
  let headingLevel = TITLE_LEVEL;
  let h1Seen = h1 === "title";

  const visit = (node: AnyNode, lang: string | null) => {
    if (isText(node)) {
      if (!lang) checkScript(node.data, language, add);
      return;
    }
    if (!isTag(node)) return;
    const ownLang = node.attribs.lang?.trim() || lang;
    const tag = node.name.toLowerCase();
    if (tag === "img") checkImage(node, add);
    else if (tag === "a" && node.attribs.href !== undefined) checkLink(node, add);
    else if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag[1]);
      const text = textOf(node).trim();
      if (!text) add("heading-empty", `An empty ${tag}: screen readers announce a heading with nothing in it. Write its text or remove it.`, `<${tag}></${tag}>`);
      if (level === 1 && h1Seen) add("heading-h1", h1 === "title" ? "An h1 in the text: the post's title is the page's h1. Use h2 for sections." : "A second h1: a page has one. Use h2 for sections.", text);
      else if (level === 1) h1Seen = true;
      else if (level > headingLevel + 1) {
        add("heading-order", `The heading level skips from h${headingLevel} to h${level}: screen-reader users navigate by level. Use h${headingLevel + 1}.`, text || `<${tag}>`);
      }
      headingLevel = level;
    } else if (tag === "table" && !hasDescendant(node, (child) => child.name === "th")) {
      add("table-headers", "A table without header cells (th): screen readers cannot say which column or row a cell belongs to.", textOf(node));
    }
    for (const child of node.children) visit(child, ownLang);
  };
  for (const node of parseDocument(html).children) visit(node, null);
  // Shown first: it is about the whole page.
  if (!h1Seen) findings.unshift({ rule: "heading-h1-missing", severity: RULE_SEVERITY["heading-h1-missing"], message: "The page has no h1: screen-reader users jump to it to learn what the page is. Start the page with a heading block.", excerpt: "" });
  return findings;
}

type Add = (rule: AccessibilityRule, message: string, excerpt: string) => void;

function checkImage(img: Element, add: Add) {
  const alt = img.attribs.alt;
  // alt="" is how a decorative image is marked (the image dialog's "Decorative" box): screen readers skip it.
  if (alt === "") return;
  if (alt === undefined || !alt.trim()) {
    add("image-alt", "An image without alt text: describe it for readers who cannot see it, or mark it decorative (alt=\"\").", imageName(img));
  }
}

function checkLink(link: Element, add: Add) {
  const text = accessibleName(link).replace(/\s+/g, " ").trim();
  const href = link.attribs.href ?? "";
  if (!text) {
    add("link-empty", "A link with no text: screen readers read its address or nothing. Give it text that says where it goes.", href || "<a></a>");
    return;
  }
  const plain = text.toLowerCase().replace(/[.!?:…»›→]+$/u, "").trim();
  if (VAGUE_LINK_TEXTS.has(plain)) {
    add("link-text", `The link text "${text}" says nothing on its own (screen readers list links out of context). Say where it goes.`, `${text} → ${href}`);
  } else if (BARE_URL.test(text)) {
    add("link-text", "An address as link text is read out character by character. Name the page it goes to instead.", text);
  }
}

/** The document's language as the findings name it (the admin is in English). */
const LANGUAGE_IN_ENGLISH: Record<Locale, string> = { en: "English", hi: "Hindi" };

function checkScript(text: string, language: Locale, add: Add) {
  for (const [run] of text.matchAll(OTHER_SCRIPT_RUN[language])) {
    const script = SCRIPT_NAMES.find((name) => new RegExp(`\\p{Script=${name}}`, "u").test(run));
    const example = language === "hi" ? "ta" : "hi";
    add(
      "language",
      `Text in ${script ?? `a script other than ${DOCUMENT_SCRIPTS[language].join(" or ")}`} without its language marked: screen readers read it with ${LANGUAGE_IN_ENGLISH[language]} rules. Put it in an element with a lang attribute, e.g. <span lang="${example}">.`,
      run,
    );
  }
}

/** The text a screen reader announces for a link: its text, its images' alt, else its title. */
function accessibleName(node: Element): string {
  const inner = node.children.map((child) => (isText(child) ? child.data : isTag(child) ? (child.name === "img" ? ` ${child.attribs.alt ?? ""} ` : accessibleName(child)) : "")).join("");
  return inner.trim() ? inner : (node.attribs.title ?? "");
}

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  return isTag(node) ? node.children.map(textOf).join("") : "";
}

function hasDescendant(node: Element, test: (element: Element) => boolean): boolean {
  return node.children.some((child) => isTag(child) && (test(child) || hasDescendant(child, test)));
}

function imageName(img: Element): string {
  const src = img.attribs.src ?? "";
  return src ? `<img src="${src}">` : "<img>";
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
