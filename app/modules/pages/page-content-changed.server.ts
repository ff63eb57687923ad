import { isDeepStrictEqual } from "node:util";
import { LEGAL_LAST_UPDATED_ISO, legalDocuments } from "~/content/legal";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import type { AppServices } from "~/modules/services";
import { utcToZonedDateTime } from "~/modules/time-zone";
import { ROUTE_OWNED_PATHS } from "./pages.schema";
import { findPageRowByPath, type PageRow } from "./pages.repository.server";

/**
 * When what visitors read on a page (its title and blocks) last changed as published (migration 0048): a save that
 * leaves the page published sets it to now if the page was not published before or shows something else now; a
 * draft or scheduled save, and a published save that changes nothing shown (its description, its schedule), keep it.
 */
export function contentChangedAt(previous: PageRow | undefined, next: { status: string; title: string; blocks: string }, now: string): string | null {
  if (next.status !== "published") return previous?.content_changed_at ?? null;
  if (!previous || previous.status !== "published" || previous.content_changed_at === null) return now;
  // Compared as data: a stored block's keys may be in another order than a save writes them.
  const same = previous.title === next.title && isDeepStrictEqual(JSON.parse(previous.blocks), JSON.parse(next.blocks));
  return same ? previous.content_changed_at : now;
}

/**
 * The day a legal page was last updated, the one reading its "Last updated" line and the sitemap's `lastmod` share:
 * the day its stored text last changed as published (above), in the site's time zone; the SPEC's date for a page
 * with none (the privacy policy, still code; a stored page not changed since the seed).
 */
export function legalLastUpdatedDay(contentChangedAt: string | null | undefined, timeZone: string): string {
  return contentChangedAt ? utcToZonedDateTime(contentChangedAt, timeZone).slice(0, 10) : LEGAL_LAST_UPDATED_ISO;
}

/** Each legal page's address (in English; /hi reads the same page, decision 0053) and the day it was last updated. */
export async function listLegalLastUpdated(services: Pick<AppServices, "database" | "env">): Promise<Map<string, string>> {
  const paths = Object.values(legalDocuments).map((document) => document.path);
  const changedAt = await Promise.all(
    paths.map(async (path) => {
      if (!ROUTE_OWNED_PATHS.has(path)) return null;
      const row = await findPageRowByPath(services.database.db, path, DEFAULT_LOCALE);
      return row?.status === "published" ? row.content_changed_at : null;
    }),
  );
  return new Map(paths.map((path, index) => [path, legalLastUpdatedDay(changedAt[index], services.env.SITE_TIMEZONE)]));
}
