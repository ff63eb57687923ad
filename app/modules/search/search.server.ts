import { recordGoal } from "~/modules/analytics/goals.server";
import crypto from "node:crypto";
import { listPublicPostCategories } from "~/modules/blog/blog-queries.server";
import { postPath } from "~/modules/blog/post-urls";
import { positionPath } from "~/modules/careers/position-path";
import { DEFAULT_LOCALE, type Locale, localeOrDefault } from "~/i18n/locales";
import { localeOfPath } from "~/i18n/locale";
import { countPositions, listPositions } from "~/modules/careers/careers.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { deletePageDocuments, listPageDigests, searchDocuments, upsertPageDocument, type SearchRow } from "./search.repository.server";
import {
  BROWSE_POSITIONS,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  normalizeSearchQuery,
  searchMessages,
  searchWords,
  type BrowseSuggestions,
  type SearchHit,
  type SearchPage,
  type TextPart,
} from "./search.schema";
import { sitePages, type EditableSiteContent } from "./site-pages";

/**
 * Site search (decision 0014): the /search page and the suggestions box call these. Posts, open positions and the
 * marketing pages, ranked title first, each with a snippet whose matches are marked.
 */
type Services = Pick<AppServices, "database" | "clock" | "env">;

/**
 * Where to go when nothing was asked or found: the blog's categories and the newest few open positions with how
 * many are open (the careers page lists them all; hundreds of links here would only make the page slow and long).
 */
async function browseSuggestions(services: Services, language: Locale): Promise<BrowseSuggestions> {
  const [categories, positions, openPositions] = await Promise.all([
    listPublicPostCategories(services, language),
    listPositions(services, { limit: BROWSE_POSITIONS }),
    countPositions(services),
  ]);
  return {
    categories,
    positions: positions.map((position) => ({ title: position.title, url: positionPath(position.slug, position.language) })),
    openPositions,
  };
}

/** Counted per address for the page and the suggestions together; typing a word asks a few times. */
export function searchRateRule(services: Pick<AppServices, "env">): RateLimitRule {
  return { name: "search", limit: services.env.SEARCH_RATE_PER_MINUTE, windowSeconds: 60 };
}

const START = "\u0001";
const STOP = "\u0002";

/** Splits text marked with \u0001 ... \u0002 into parts; stray marker characters from content are dropped. */
export function markedParts(marked: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [index, piece] of marked.split(new RegExp(`${START}|${STOP}`)).entries()) {
    const text = piece.replace(/[\u0001\u0002]/g, "");
    if (text) parts.push({ text, mark: index % 2 === 1 });
  }
  return parts;
}

const hasMark = (text: string | null) => !!text && text.includes(START);

function urlOf(row: SearchRow): string {
  if (row.kind === "post") return postPath(row.location, row.language ?? undefined);
  if (row.kind === "position") return positionPath(row.location, row.language ?? undefined);
  return row.location;
}

function toHit(row: SearchRow): SearchHit {
  // The excerpt's match reads best; else the body's; else the excerpt as it is (the title matched).
  const snippet = hasMark(row.excerptSnippet) ? row.excerptSnippet : hasMark(row.bodySnippet) ? row.bodySnippet : row.excerpt;
  // A page is indexed at its address, which names its language (/hi/services/..., decision 0055).
  const language = row.kind === "page" ? localeOfPath(row.location) : localeOrDefault(row.language);
  return { kind: row.kind, url: urlOf(row), language, title: markedParts(row.title), snippet: markedParts(snippet ?? "") };
}

async function limitSearches(services: Services, clientIp: string): Promise<Result<undefined, "rate-limited">> {
  const limit = await consumeRateLimit(services, { rule: searchRateRule(services), key: clientIp });
  return limit.limited ? fail("rate-limited", searchMessages.tooMany, { retryAfterSeconds: limit.retryAfterSeconds }) : succeed();
}

/**
 * `language` is the search page's: its hits come first (a Hindi reader looking for "Vyoma" reads the Hindi post
 * before the English one), every other language's after them, so nothing is hidden; the page marks their `lang`.
 */
export async function searchSite(
  services: Services,
  input: { query: string; page: number; clientIp: string; language?: Locale },
): Promise<Result<SearchPage, "rate-limited">> {
  const language = input.language ?? DEFAULT_LOCALE;
  const query = normalizeSearchQuery(input.query);
  const words = searchWords(query);
  if (words.length === 0) return succeed({ query, page: 1, hits: [], hasNextPage: false, browse: await browseSuggestions(services, language) });
  const allowed = await limitSearches(services, input.clientIp);
  if (!allowed.ok) return allowed;
  // One row more than a page tells whether there is a next page, without counting every match.
  const rows = await searchDocuments(services.database, {
    words,
    now: services.clock.now().toISOString(),
    limit: SEARCH_PAGE_SIZE + 1,
    offset: (input.page - 1) * SEARCH_PAGE_SIZE,
    language,
  });
  const hits = rows.slice(0, SEARCH_PAGE_SIZE).map(toHit);
  const browse = hits.length === 0 ? await browseSuggestions(services, language) : null;
  // What visitors looked for and did not find (the first page only: a later page without hits is not a failed search).
  if (rows.length === 0 && input.page === 1) await recordGoal(services, { name: "search-no-result", subject: query });
  return succeed({ query, page: input.page, hits, hasNextPage: rows.length > SEARCH_PAGE_SIZE, browse });
}

export async function suggestSearches(services: Services, input: { query: string; clientIp: string; language?: Locale }): Promise<Result<SearchHit[], "rate-limited">> {
  const words = searchWords(input.query);
  if (words.length === 0) return succeed([]);
  const allowed = await limitSearches(services, input.clientIp);
  if (!allowed.ok) return allowed;
  const rows = await searchDocuments(services.database, { words, now: services.clock.now().toISOString(), limit: SUGGESTION_LIMIT, offset: 0, language: input.language ?? DEFAULT_LOCALE });
  return succeed(rows.map(toHit));
}

/**
 * Brings the marketing pages' index up to date with app/content and what staff edit (`content`, read by
 * content.server.ts's `syncSearchCopy`, at start and after every content write): a page is rewritten only when its
 * text changed (a digest), and pages no longer in the content are removed. Several instances may run it at once:
 * each write is an idempotent upsert.
 */
export async function syncSitePages(services: Pick<AppServices, "database" | "env">, content: EditableSiteContent): Promise<{ written: number; removed: number }> {
  const { db } = services.database;
  const pages = sitePages(content).map((page) => ({
    ...page,
    digest: crypto
      .createHash("sha256")
      .update(JSON.stringify([page.title, page.excerpt, page.body]))
      .digest("hex"),
  }));
  const stored = new Map((await listPageDigests(db)).map((row) => [row.path, row.digest]));
  const changed = pages.filter((page) => stored.get(page.path) !== page.digest);
  const gone = [...stored.keys()].filter((path) => !pages.some((page) => page.path === path));
  await db.transaction().execute(async (trx) => {
    for (const page of changed) await upsertPageDocument(trx, page);
    await deletePageDocuments(trx, gone);
  });
  return { written: changed.length, removed: gone.length };
}
