import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { readField, type Field, type ListField } from "~/modules/content/content.schema";
import { blockTypes, isShown, parseBlocks, type BlockDefinition, type StoredBlock } from "./blocks";
import { findPageRowByPath } from "./pages.repository.server";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { STORED_LEGAL_PATHS } from "./legal-pages-seed";
import { fillRetentionPeriods, type RetentionPeriods } from "~/content/legal";
import { localizedPath } from "~/i18n/locale";
import { LOCALES, localeOrDefault, type Locale } from "~/i18n/locales";

/** The pages of blocks site search lists: the service pages, the about page and the legal pages. */
export const SEARCHED_PAGE_PATHS: readonly string[] = [...ROUTE_OWNED_PATHS].filter((path) => path.startsWith("/services/") || path === "/about" || (STORED_LEGAL_PATHS as readonly string[]).includes(path));

/**
 * What site search indexes of a page of blocks (decision 0054): the words its visible blocks show, in English, taken
 * from the block types' fields (texts, lines, rich text without its tags, the text parts of lists), so a new block
 * type is searchable without a change here. Choices, links and anchors are not words a visitor reads.
 */
export function pageSearchText(blocks: StoredBlock[]): string {
  return blocks
    .filter((block) => !block.hidden)
    .flatMap((block) => Object.entries((blockTypes[block.type] as BlockDefinition).fields).map(([key, field]) => fieldText(field, block.data[key])))
    .filter(Boolean)
    .join(" ");
}

function fieldText(field: Field, value: unknown): string {
  if (field.kind === "list") {
    const rows = readField(field, value, "en") as Array<Record<string, string>>;
    const textParts = Object.entries((field as ListField).of).filter(([, part]) => (part.kind === "text" || part.kind === "longText") && part.localized).map(([name]) => name);
    return rows.flatMap((row) => textParts.map((name) => row[name] ?? "")).filter(Boolean).join(" ");
  }
  if (field.kind === "lines") return (readField(field, value, "en") as string[]).join(" ");
  if (field.kind === "richText") return (readField(field, value, "en") as string).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  if ((field.kind === "text" || field.kind === "longText") && field.localized) return readField(field, value, "en") as string;
  return "";
}

/**
 * The published pages at `paths` (the route-owned ones search lists), with their searchable text: the English page,
 * and each published translation at its own address (`/hi/services/...`, decision 0055), whose texts are its own
 * language's (a translation's row holds them in each field's base entry, decision 0053). As visitors read them: the
 * retention settings filled in, a section on visitor statistics only while visits are counted (decision 0063).
 */
export async function readPagesForSearch(db: Kysely<DB>, paths: readonly string[], config: RetentionPeriods): Promise<Array<{ path: string; language: Locale; title: string; description: string; text: string }>> {
  const rows = await Promise.all(paths.flatMap((path) => LOCALES.map((language) => findPageRowByPath(db, path, language))));
  return rows.flatMap((row) => {
    if (!row || row.status !== "published") return [];
    const language = localeOrDefault(row.language);
    const blocks = parseBlocks(row.blocks).filter((block) => isShown(block, config));
    return [{ path: localizedPath(row.path, language), language, title: row.title, description: row.description, text: fillRetentionPeriods(pageSearchText(blocks), config) }];
  });
}
