import type { AppServices } from "~/modules/services";
import type { Locale } from "~/modules/content/content.schema";
import { localizedPath, type LanguageVersions } from "~/i18n/locale";
import { DEFAULT_LOCALE, localeOrDefault } from "~/i18n/locales";
import { listGroupRows } from "~/modules/translations/translation-groups.repository.server";
import { parseBlocks } from "./blocks";
import { readVisibleBlocks } from "./page-blocks.server";
import { ROUTE_OWNED_PATHS, type PublicPage } from "./pages.schema";
import { findPageRowByOldPath, findPageRowByPath, listPublishedPagePaths, type PageRow } from "./pages.repository.server";

/**
 * Pages of blocks as visitors read them (decision 0039): a published page by its path (or where it moved), the page a
 * route shows at a path it owns, each page's addresses in the languages it is published in, and the sitemap's list.
 * Drafts are nobody's public page.
 */

/**
 * `readIn`: the language the blocks are read in. A page's own by default; for the default language's page that a
 * route shows at another language's address (no translation published there), that language: each text in it where
 * the block has one, else the page's (decision 0054).
 */
async function publicPageOf(services: Pick<AppServices, "database" | "env">, row: PageRow, readIn = localeOrDefault(row.language)): Promise<PublicPage> {
  const language = localeOrDefault(row.language);
  const blocks = await readVisibleBlocks(services, parseBlocks(row.blocks), readIn, language);
  return { id: row.id, path: row.path, language, title: row.title, description: row.description, updatedAt: row.updated_at, contentChangedAt: row.content_changed_at, blocks };
}

/**
 * The published page at `path`, where a moved page went (`moved`), or nothing. Drafts are nobody's public page. With
 * the page, its address in each language it is published in (hreflang, the switcher; decision 0053).
 */
export async function findPublicPage(
  services: Pick<AppServices, "database" | "env">,
  input: { path: string; language: Locale },
): Promise<{ page: PublicPage; languageVersions: LanguageVersions } | { movedTo: string } | null> {
  const db = services.database.db;
  const row = await findPageRowByPath(db, input.path, input.language);
  if (!row) {
    const moved = await findPageRowByOldPath(db, input.path, input.language);
    return moved && moved.status === "published" ? { movedTo: moved.path } : null;
  }
  if (row.status !== "published") return null;
  return { page: await publicPageOf(services, row), languageVersions: await publishedVersionsOf(services, row) };
}

/** Where visitors read a page: its path under its language's prefix. */
function addressOf(row: Pick<PageRow, "path" | "language">): string {
  return localizedPath(row.path, localeOrDefault(row.language));
}

/** A page's address in each language its group has a published page in, itself always (0038's languageVersions). */
export async function publishedVersionsOf(services: Pick<AppServices, "database">, row: PageRow): Promise<LanguageVersions> {
  const group = row.translation_group === null ? [] : await listGroupRows(services.database.db, "pages", row.translation_group);
  const versions: LanguageVersions = {};
  for (const other of group) if (other.status === "published") versions[localeOrDefault(other.language)] = addressOf(other);
  versions[localeOrDefault(row.language)] = addressOf(row);
  return versions;
}

/**
 * The stored page a route shows at a path it owns (the terms, a service page), null when there is none: in
 * `language` where a translation is published there (decision 0053), otherwise the default language's page, as
 * every /hi route-owned page read before translations: its blocks read in
 * `language` (their texts in it where they have one, else the default language's; decision 0054).
 */
export async function findRoutePage(services: Pick<AppServices, "database" | "env">, input: { path: string; language?: Locale }): Promise<PublicPage | null> {
  if (!ROUTE_OWNED_PATHS.has(input.path)) return null;
  const db = services.database.db;
  const translated = input.language && input.language !== DEFAULT_LOCALE ? await findPageRowByPath(db, input.path, input.language) : undefined;
  if (translated?.status === "published") return publicPageOf(services, translated);
  const row = await findPageRowByPath(db, input.path, DEFAULT_LOCALE);
  return row && row.status === "published" ? publicPageOf(services, row, input.language ?? DEFAULT_LOCALE) : null;
}

/** The published pages' addresses (in their language), last changes and published translations, for the sitemap. */
export async function listPageSitemapEntries(services: Pick<AppServices, "database">): Promise<Array<{ path: string; lastmod: string; languageVersions?: LanguageVersions }>> {
  // Route-owned pages are listed by their route (the static pages; the legal ones dated by listLegalLastUpdated).
  const rows = (await listPublishedPagePaths(services.database.db)).filter((row) => !ROUTE_OWNED_PATHS.has(row.path));
  const groups = new Map<number, LanguageVersions>();
  for (const row of rows) {
    if (row.translation_group === null) continue;
    const versions = groups.get(row.translation_group) ?? {};
    versions[localeOrDefault(row.language)] = addressOf(row);
    groups.set(row.translation_group, versions);
  }
  return rows.map((row) => {
    const versions = row.translation_group === null ? undefined : groups.get(row.translation_group);
    return { path: addressOf(row), lastmod: row.updated_at, ...(versions && Object.keys(versions).length > 1 ? { languageVersions: versions } : {}) };
  });
}

