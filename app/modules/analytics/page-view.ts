import { isbot } from "isbot";
import { rememberAnswers } from "~/modules/remembered-answers";

/**
 * What one public page view says about itself, read from the request alone (decision 0033). No address or user
 * agent leaves this file: the user agent only decides the device class, and Accept-Language only the language.
 */
export interface PageView {
  path: string;
  /** The referring site's host, "" for none or this site. */
  referrer: string;
  /** The referring page (host and path, no query: a query may carry someone's data), for the broken-link report. */
  referrerPage: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
  language: string;
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

export const MAX_PATH_LENGTH = 200;
const MAX_REFERRER_LENGTH = 100;
const MAX_REFERRER_PAGE_LENGTH = 200;
const MAX_UTM_LENGTH = 60;

/** Paths that are not pages a visitor reads: the API, the admin and the editor, files, the health check. */
const NOT_PAGES = ["/api/", "/admin/", "/assets/", "/media/", "/blog/create", "/blog/edit/"];
const NOT_PAGES_EXACT = new Set(["/admin", "/api", "/healthz"]);

/** A page a visitor reads: not the API, the admin, a file (anything with a dot in its last segment: feeds, robots.txt, favicon). */
export function isCountedPath(pathname: string): boolean {
  if (NOT_PAGES_EXACT.has(pathname)) return false;
  for (const prefix of NOT_PAGES) if (pathname.startsWith(prefix)) return false;
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/** A browser fetching a page in advance (the visitor may never see it): Chrome's Sec-Purpose, Firefox's and Safari's Purpose. */
export function isPrefetch(headers: { [name: string]: string | string[] | undefined }): boolean {
  const purpose = headers["sec-purpose"] ?? headers["purpose"] ?? headers["x-purpose"] ?? headers["x-moz"];
  return typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose);
}

/**
 * isbot's answer per User-Agent string, remembered: its patterns cost about 5-15 µs a request, on the hot path of a
 * cached page (decision 0033, "Cost on a cached hit"), and a site sees the same few browsers' strings all day.
 */
const isBotAgent = rememberAnswers(isbot, { limit: 1_000, maxKeyLength: 512 });

/** A request as the counting rules see it: the server's own (server/page-views.ts) or a line of nginx's log (cache-log-import.server.ts). */
export interface CountableRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  userAgent: string | undefined;
  headers: { [name: string]: string | string[] | undefined };
  /** A session cookie or an Authorization header came with it (staff and other signed-in people). */
  signedIn: boolean;
}

/**
 * Whether a request may be a counted page view, before its answer is known (decision 0033): GET only (not HEAD),
 * a page (not the API, the admin, a file), nobody signed in, no prefetch, and not a bot (no user agent is a bot).
 */
export function isCountedRequest(request: CountableRequest): boolean {
  if (request.method !== "GET") return false;
  const queryAt = request.url.indexOf("?");
  if (!isCountedPath(queryAt === -1 ? request.url : request.url.slice(0, queryAt))) return false;
  return Boolean(request.userAgent) && !request.signedIn && !isPrefetch(request.headers) && !isBotAgent(request.userAgent!);
}

/** What an answer's status makes of a counted request: 2xx and 304 are views, 404 is a broken link, the rest nothing. */
export function countedAs(status: number): "view" | "not-found" | null {
  if ((status >= 200 && status < 300) || status === 304) return "view";
  return status === 404 ? "not-found" : null;
}

export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The visitor's first language as its primary subtag ("hi-IN,en;q=0.8" -> "hi"); "" when none is usable. */
export function languageOf(acceptLanguage: string | undefined): string {
  const first = acceptLanguage?.split(/[,;]/, 1)[0]?.trim().toLowerCase().split("-", 1)[0] ?? "";
  return /^[a-z]{2,3}$/.test(first) ? first : "";
}

/** The page view of a request for `url` (path and query) on `siteHost`, with its headers. */
export function pageViewOf(url: string, headers: { [name: string]: string | string[] | undefined }, siteHost: string): PageView {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 || !url.includes("utm_", queryAt) ? undefined : new URLSearchParams(url.slice(queryAt + 1));
  const referer = typeof headers.referer === "string" ? headers.referer : "";
  const { host, page } = referrerOf(referer);
  const ours = host === "" || host === siteHost || host === headers.host;
  return {
    path: normalizedPath(pathname),
    referrer: ours ? "" : host.slice(0, MAX_REFERRER_LENGTH),
    referrerPage: page.slice(0, MAX_REFERRER_PAGE_LENGTH),
    utmSource: utm(query, "utm_source"),
    utmMedium: utm(query, "utm_medium"),
    utmCampaign: utm(query, "utm_campaign"),
    device: deviceClassOf(typeof headers["user-agent"] === "string" ? headers["user-agent"] : ""),
    language: languageOf(typeof headers["accept-language"] === "string" ? headers["accept-language"] : undefined),
  };
}

/** "/blog/" and "/blog" are one page; the path as the browser sent it (percent-encoded), cut to the column's size. */
function normalizedPath(pathname: string): string {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return trimmed.slice(0, MAX_PATH_LENGTH);
}

function referrerOf(referer: string): { host: string; page: string } {
  if (!referer) return { host: "", page: "" };
  try {
    const parsed = new URL(referer);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { host: "", page: "" };
    const host = parsed.host.toLowerCase();
    return { host, page: `${host}${parsed.pathname}` };
  } catch {
    return { host: "", page: "" };
  }
}

function utm(query: URLSearchParams | undefined, name: string): string {
  return (query?.get(name) ?? "").trim().toLowerCase().slice(0, MAX_UTM_LENGTH);
}
