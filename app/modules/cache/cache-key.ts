import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import { postListQuerySchema } from "~/modules/blog/blog.schema";

/** The newsletter's links answer from the token in their URL, in every language: never in a cache. */
const TOKEN_PAGES = ["/newsletter/confirm", "/newsletter/unsubscribe"] as const;

/**
 * The page cache's key for a request URL: the path, and only the query parameters the route reads. Any other
 * parameter (utm_*, fbclid, gclid, a bench's ?bench=N) cannot make a new entry or bypass the cache: every
 * variant of a page is one entry. Undefined: the URL is never cached (a route whose answer depends on free text).
 *
 * A route that starts reading a query parameter must name it here, or every visitor sees the page rendered
 * without it. React Router's data requests (`/blog.data?_routes=...`) follow their page's rules.
 */
const QUERY_READ_BY: Record<string, readonly string[] | "never cached"> = {
  "/blog": ["category", "page"],
  "/hi/blog": ["category", "page"],
  // Whatever the API's query schema reads (category, limit, page, cursor): one list, so a new parameter can't be missed.
  "/api/blogs": Object.keys(postListQuerySchema.shape),
  "/login": ["redirectTo"],
  ...Object.fromEntries(LOCALES.flatMap((locale) => TOKEN_PAGES.map((path) => [localizedPath(path, locale), "never cached" as const]))),
  // Its answer depends on the token in the URL, which must never sit in a cache either.
  "/reset-password": "never cached",
  "/invitation": "never cached",
  "/account/email": "never cached",
  "/login/two-factor": "never cached",
  // Site search and its suggestions: one answer per query, not worth a cache entry each.
  ...Object.fromEntries(LOCALES.map((locale) => [localizedPath("/search", locale), "never cached" as const])),
  "/api/search/suggestions": "never cached",
};
/** Position pages, in every language, read `?applied` (the thank-you note after applying without JavaScript). */
const POSITION_PAGE = new RegExp(`^(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}`).join("|")})?/careers/[^/]+$`);
const DATA_SUFFIX = ".data";

export function pageCacheKey(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  // The common case, a path without a query, costs no parsing at all.
  if (queryAt === -1 && !pathname.endsWith(DATA_SUFFIX)) return QUERY_READ_BY[pathname] === "never cached" ? undefined : pathname;
  const isData = pathname.endsWith(DATA_SUFFIX);
  const page = isData ? pathname.slice(0, -DATA_SUFFIX.length) || "/" : pathname;
  const rule = QUERY_READ_BY[page === "/_root" ? "/" : page] ?? (POSITION_PAGE.test(page) ? ["applied"] : []);
  if (rule === "never cached") return undefined;
  const names = isData ? [...rule, "_routes"] : rule;
  if (queryAt === -1 || names.length === 0) return pathname;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of query.getAll(name)) kept.append(name, value);
  kept.sort();
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
