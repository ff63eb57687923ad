import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { readField, readsInEnglishOnly, type Field, type ListField } from "~/modules/content/content.schema";
import { blockTypes, isShown, parseBlocks, type BlockDefinition, type StoredBlock } from "./blocks";
import { findPageRowByPath, type PageRow } from "./pages.repository.server";
import { blockLanguageOf } from "./route-page-languages.server";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { STORED_LEGAL_PATHS } from "./legal-pages-seed";
import { fillRetentionPeriods, type RetentionPeriods } from "~/content/legal";
import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES, localeOrDefault, type Locale } from "~/i18n/locales";
import { untranslatedPageTitle } from "~/i18n/page-titles";

/** The pages of blocks site search lists: the service pages, the about page and the legal pages. */
export const SEARCHED_PAGE_PATHS: readonly string[] = [...ROUTE_OWNED_PATHS].filter((path) => path.startsWith("/services/") || path === "/about" || (STORED_LEGAL_PATHS as readonly string[]).includes(path));

/**
 * What site search indexes of a page of blocks (decision 0054): the words its visible blocks show in `language`,
 * taken from the block types' fields (texts, lines, rich text without its tags, the text parts of lists), so a new
 * block type is searchable without a change here. Choices, links and anchors are not words a visitor reads. In
 * another language only the blocks that read in it: one still in English is found on the English page, so a Hindi
 * page's hit never shows English words unmarked.
 */
export function pageSearchText(blocks: StoredBlock[], language: Locale = DEFAULT_LOCALE): string {
  return blocks
    .filter((block) => !block.hidden && !readsInEnglishOnly((blockTypes[block.type] as BlockDefinition).fields, block.data, language))
    .flatMap((block) => Object.entries((blockTypes[block.type] as BlockDefinition).fields).map(([key, field]) => fieldText(field, block.data[key], language)))
    .filter(Boolean)
    .join(" ");
}

function fieldText(field: Field, value: unknown, language: Locale): string {
  if (field.kind === "list") {
    const rows = readField(field, value, language) as Array<Record<string, string>>;
    const textParts = Object.entries((field as ListField).of).filter(([, part]) => (part.kind === "text" || part.kind === "longText") && part.localized).map(([name]) => name);
    return rows.flatMap((row) => textParts.map((name) => row[name] ?? "")).filter(Boolean).join(" ");
  }
  if (field.kind === "lines") return (readField(field, value, language) as string[]).join(" ");
  if (field.kind === "richText") return (readField(field, value, language) as string).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  if ((field.kind === "text" || field.kind === "longText") && field.localized) return readField(field, value, language) as string;
  return "";
}

/**
 * The published pages at `paths` (the route-owned ones search lists), with their searchable text, in each language
 * they are read in (one rule with hreflang: route-page-languages.server.ts): the English page; each published
 * translation at its own address (`/hi/services/...`, decision 0055), whose texts are its own language's (a
 * translation's row holds them in each field's base entry, decision 0053); and, where a language has no translation
 * but the English page's blocks carry texts in it (/hi/about, decision 0054), the English page read in that language
 * at its address, titled as its route titles it. As visitors read them: the retention settings filled in, a section on
 * visitor statistics only while visits are counted (decision 0063).
 */
export async function readPagesForSearch(db: Kysely<DB>, paths: readonly string[], config: RetentionPeriods): Promise<Array<{ path: string; language: Locale; title: string; description: string; text: string }>> {
  const found = await Promise.all(paths.map(async (path) => ({ path, rows: await Promise.all(LOCALES.map((language) => findPageRowByPath(db, path, language))) })));
  return found.flatMap(({ path, rows }) => {
    const english = rows[LOCALES.indexOf(DEFAULT_LOCALE)];
    return LOCALES.flatMap((language, index) => {
      const own = rows[index];
      // A translation is read as its route shows it: its own texts are its blocks' base (default-language) entries.
      if (own?.status === "published") return [searchedPage(own, { at: localeOrDefault(own.language), readIn: DEFAULT_LOCALE, title: own.title, description: own.description }, config)];
      if (language === DEFAULT_LOCALE || english?.status !== "published" || !blockLanguageOf(english, language)) return [];
      // Its description is the English page's: none, so a hit never shows it unmarked.
      return [searchedPage(english, { at: language, readIn: language, title: untranslatedPageTitle(language, english.title, path), description: "" }, config)];
    });
  });
}

function searchedPage(row: PageRow, page: { at: Locale; readIn: Locale; title: string; description: string }, config: RetentionPeriods) {
  const blocks = parseBlocks(row.blocks).filter((block) => isShown(block, config));
  return { path: localizedPath(row.path, page.at), language: page.at, title: page.title, description: page.description, text: fillRetentionPeriods(pageSearchText(blocks, page.readIn), config) };
}
