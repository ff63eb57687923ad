import { localizedPath, type LanguageVersions } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import type { AppServices } from "~/modules/services";
import { blockTextsIn, parseBlocks } from "./blocks";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { findPageRow, findPageRowByPath, type PageRow } from "./pages.repository.server";
import type { PublicPage } from "./pages.schema";
import { findRoutePage, publishedVersionsOf } from "./public-pages.server";

/**
 * Which languages a route-owned page of blocks (the home, about, service and legal pages; decision 0056) is read in, one rule for the
 * Translations overview, hreflang, the sitemap and the language switcher (decision 0055). A language counts when a
 * translation is published there (a linked page, decision 0053), or, without one, when the published English page's
 * visible blocks carry texts in it ("in its blocks": /hi/about reads the about page's Hindi texts, decision 0054),
 * the blocks still in English read as marked fallback passages. A page whose blocks are English only is announced
 * in English only, though its route answers at /hi/... (its copy marked lang="en" under the Hindi frame).
 */

/** How the English page reads in `language` through its own blocks (decision 0055), or null when it does not. */
export function blockLanguageOf(row: Pick<PageRow, "blocks">, language: Locale): { translated: number; inEnglish: number } | null {
  const counted = blockTextsIn(parseBlocks(row.blocks), language);
  return counted.translated > 0 ? counted : null;
}

/** The route-owned page at `path` in each language it is read in, itself in English always (the loader's `languageVersions`). */
export async function routePageVersions(services: Pick<AppServices, "database">, path: string): Promise<LanguageVersions> {
  const englishOnly: LanguageVersions = { [DEFAULT_LOCALE]: localizedPath(path, DEFAULT_LOCALE) };
  if (!ROUTE_OWNED_PATHS.has(path)) return englishOnly;
  const english = await findPageRowByPath(services.database.db, path, DEFAULT_LOCALE);
  if (!english || english.status !== "published") return englishOnly;
  // Its published translations (a translation of a route-owned page keeps its path), then the languages its blocks read in.
  const versions = await publishedVersionsOf(services, english);
  for (const language of LOCALES) if (!versions[language] && blockLanguageOf(english, language)) versions[language] = localizedPath(path, language);
  return versions;
}

/** The route-owned pages' versions, by English path, for the sitemap's static entries. */
export async function listRoutePageVersions(services: Pick<AppServices, "database">): Promise<Map<string, LanguageVersions>> {
  const paths = [...ROUTE_OWNED_PATHS];
  return new Map(await Promise.all(paths.map(async (path) => [path, await routePageVersions(services, path)] as const)));
}

/** A route-owned page as its route shows it at a path in `language` (findRoutePage), with the languages it is read in. */
export async function findRoutePageWithVersions(services: Pick<AppServices, "database" | "env">, input: { path: string; language: Locale }): Promise<{ page: PublicPage; languageVersions: LanguageVersions } | null> {
  const [page, languageVersions] = await Promise.all([findRoutePage(services, input), routePageVersions(services, input.path)]);
  return page ? { page, languageVersions } : null;
}

/**
 * A service page (decision 0052): the stored page at /services/<slug>, with its slug and the languages it is read in
 * (decision 0055), for its route and the project pages that show it; null for a slug that names no service (only the ten services' paths are route-owned).
 */
export async function findServicePage(
  services: Pick<AppServices, "database" | "env">,
  input: { slug: string | undefined; language: Locale },
): Promise<{ slug: string; page: PublicPage; languageVersions: LanguageVersions } | null> {
  if (input.slug === undefined) return null;
  const found = await findRoutePageWithVersions(services, { path: `/services/${input.slug}`, language: input.language });
  return found ? { slug: input.slug, ...found } : null;
}

/**
 * Of the route-owned English pages `ids` (the overview's pages without a published translation), those read in
 * `language` through their blocks' texts, with how many of their visible blocks have texts in it and how many are
 * still in English (decision 0055).
 */
export async function findPagesReadInBlocks(services: Pick<AppServices, "database">, input: { ids: number[]; language: Locale }): Promise<Map<number, { translated: number; inEnglish: number }>> {
  const found = new Map<number, { translated: number; inEnglish: number }>();
  for (const id of input.ids) {
    const row = await findPageRow(services.database.db, id);
    if (!row || row.language !== DEFAULT_LOCALE || row.status !== "published" || !ROUTE_OWNED_PATHS.has(row.path)) continue;
    const counted = blockLanguageOf(row, input.language);
    if (counted) found.set(id, counted);
  }
  return found;
}
