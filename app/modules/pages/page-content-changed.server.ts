import { isDeepStrictEqual } from "node:util";
import { LEGAL_LAST_UPDATED_ISO, legalDocuments } from "~/content/legal";
import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
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
 * with none.
 */
export function legalLastUpdatedDay(contentChangedAt: string | null | undefined, timeZone: string): string {
  return contentChangedAt ? utcToZonedDateTime(contentChangedAt, timeZone).slice(0, 10) : LEGAL_LAST_UPDATED_ISO;
}

/**
 * The day each legal page was last updated, by address: the English page at its path, and a published translation at
 * its language's address (decision 0056), which shows its own "Last updated". An address not listed reads as the
 * English page (an untranslated /hi page shows the English document).
 */
export async function listLegalLastUpdated(services: Pick<AppServices, "database" | "env">): Promise<Map<string, string>> {
  const addresses = Object.values(legalDocuments).flatMap((document) => LOCALES.map((language) => ({ path: document.path, language })));
  const days = await Promise.all(
    addresses.map(async ({ path, language }) => {
      const row = ROUTE_OWNED_PATHS.has(path) ? await findPageRowByPath(services.database.db, path, language) : undefined;
      const published = row?.status === "published" ? row.content_changed_at : null;
      // The English page is always dated (the SPEC's day without a stored change); a translation only once published.
      if (language !== DEFAULT_LOCALE && !published) return null;
      return [localizedPath(path, language), legalLastUpdatedDay(published, services.env.SITE_TIMEZONE)] as const;
    }),
  );
  return new Map(days.filter((day) => day !== null));
}
