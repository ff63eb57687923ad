import type { Locale } from "~/i18n/locales";

/**
 * What a visitor types into a search box, made safe for both databases: never handed to a query parser as is.
 * Shared by the server and the browser's suggestion box (so it asks only for what the server would search).
 */

export type SearchKind = "post" | "position" | "page";

/** How each kind is labelled in results and suggestions. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = { post: "Blog post", position: "Open position", page: "Page" };

/** A piece of a title or snippet; `mark` pieces matched the query. Rendered as text, so content cannot inject HTML. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  url: string;
  /** The language of the hit's text (a post's own; positions and pages are English), for `lang` where it differs from the page's. */
  language: Locale;
  title: TextPart[];
  snippet: TextPart[];
}

export interface SearchPage {
  query: string;
  page: number;
  hits: SearchHit[];
  hasNextPage: boolean;
  /** With no hits (or no query): where to go instead, the blog's categories and the open positions. */
  browse: BrowseSuggestions | null;
}

export interface BrowseSuggestions {
  categories: string[];
  /** The newest open positions, at most BROWSE_POSITIONS. */
  positions: Array<{ title: string; url: string }>;
  /** How many positions are open in all (the link to /careers says so when there are more than shown). */
  openPositions: number;
}

/** How many open positions the empty state lists before linking to the careers page for the rest. */
export const BROWSE_POSITIONS = 5;

/** Longer input is cut, not refused: a pasted paragraph still searches its first words. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Words beyond these are ignored: each one is another index lookup. */
export const SEARCH_MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Results per page, and how far paging may go (a deep page costs as much as all before it). */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE = 20;
export const SUGGESTION_LIMIT = 6;

export const searchMessages = {
  label: "Search the site",
  placeholder: "Search posts, jobs and pages",
  emptyQuery: "Type a word or two to search the blog, the open positions and our pages.",
  noResults: (query: string) => `No results for “${query}”.`,
  tooMany: "Too many searches from your address. Please wait a minute and try again.",
} as const;

/** The query as shown back to the visitor: cut to length, control characters (NUL included) dropped. */
export function normalizeSearchQuery(input: unknown): string {
  const text = typeof input === "string" ? input : "";
  return text
    .slice(0, SEARCH_QUERY_MAX_LENGTH * 4)
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH);
}

/**
 * The words to search for: runs of letters, marks and digits (any script), lower-cased and NFC-normalized. Quotes,
 * operators, `*`, `NEAR`, column filters and every other syntax of FTS5 or tsquery are separators here, so no input
 * can be a syntax error; each word is then matched as a prefix ("develop" finds "developer").
 */
export function searchWords(query: string): string[] {
  const words =
    normalizeSearchQuery(query)
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, SEARCH_MAX_WORDS);
}

/** `?page=` as a page number: anything else is the first page. */
export function parseSearchPage(input: unknown): number {
  const page = typeof input === "string" && /^\d{1,3}$/.test(input) ? Number(input) : 1;
  return Math.min(Math.max(page, 1), SEARCH_MAX_PAGE);
}
