import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import Negotiator from "negotiator";
import type { Logger } from "pino";
import { pageCacheKey } from "../app/modules/cache/cache-key";
import type { CachedPage, Encoding, FinishedResponse, PageCache } from "../app/modules/cache/page-cache.server";
import { rememberAnswers } from "../app/modules/remembered-answers";
import { logWhenFinished, requestIdFor } from "./request-log";

/** better-auth's session cookie (prefix "vyoma", with __Secure- over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?vyoma\.session_(?:token|data)=/;
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** Per connection or per request: never stored with an entry. */
const NOT_STORED = new Set(["content-length", "transfer-encoding", "connection", "date", "keep-alive", "x-request-id"]);

export function isSignedInRequest(req: IncomingMessage): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? "") || Boolean(req.headers.authorization);
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/** Signed-in answers are never stored, by us or by any proxy or CDN on the way. */
export function privateWhenSignedIn() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isSignedInRequest(req)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      // The JSON API's ETag is a post's version, for If-Match (issue 18); a page's would only be a hash.
      if (!req.path.startsWith("/api/")) this.removeHeader("ETag");
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

export interface PageCacheHandlerOptions {
  cache: PageCache;
  logger: Logger;
  /** Renders a key (a normalized URL) as an anonymous visitor gets it: the React Router handler, no cookies. */
  render: (key: string) => Promise<globalThis.Response>;
  /** The headers every answer carries that the render does not set (security headers, the default CSP). */
  baseHeaders: Array<[string, string]>;
  /** Cache-Control of an anonymous answer whose route set none. */
  cacheControl: string;
  /** Paths Express answers before React Router (static files, /healthz): never rendered here. */
  servedBeforeRouter: (pathname: string) => boolean;
}

/**
 * Every anonymous GET/HEAD of a React Router URL, in front of Express (a plain node:http listener calls this
 * first): a hit sends the entry's stored headers and one buffer; a miss renders the URL once for everyone asking
 * (single flight), stores it and sends it the same way. So this is the only place the headers of a cached answer
 * are put together (renderedAnswer) and written (sendEntry), hit or miss. `next` hands a request to Express:
 * signed-in visitors, other methods, static files, and URLs whose render is not for the cache.
 * See docs/decisions/0018-finished-response-cache.md.
 */
export function createPageCacheHandler(options: PageCacheHandlerOptions) {
  const { cache, logger } = options;

  async function renderedAnswer(key: string): Promise<FinishedResponse | undefined> {
    try {
      const response = await options.render(key);
      const headers: Array<[string, string]> = [];
      const names = new Set<string>();
      for (const [name, value] of response.headers) {
        if (NOT_STORED.has(name)) continue;
        headers.push([name, value]);
        names.add(name);
      }
      for (const [name, value] of options.baseHeaders) if (!names.has(name.toLowerCase())) headers.push([name, value]);
      if (!names.has("cache-control")) headers.push(["Cache-Control", options.cacheControl]);
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      logger.error({ err: error, key }, "page cache render failed");
      return undefined;
    }
  }

  /** Renders pages into the cache one after another (at start: the pages that depend on no database row). */
  async function prerender(keys: Iterable<string>): Promise<void> {
    for (const key of keys) await cache.fill(key, () => renderedAnswer(key));
  }

  function servePage(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if ((req.method !== "GET" && req.method !== "HEAD") || isSignedInRequest(req)) return next();
    const url = req.url ?? "/";
    const key = pageCacheKey(url);
    if (key === undefined || cache.passes(key)) return next();
    const entry = cache.get(key);
    if (entry && !entry.stale) {
      cache.stats.hits += 1;
      return sendEntry(req, res, entry, "HIT", logger);
    }
    if (entry && cache.isFilling(key)) {
      cache.stats.stale += 1;
      return sendEntry(req, res, entry, "STALE", logger);
    }
    const queryAt = url.indexOf("?");
    // Only misses ask: static files and /healthz are never stored, so a hit cannot shadow them.
    if (options.servedBeforeRouter(queryAt === -1 ? url : url.slice(0, queryAt))) return next();
    cache.fill(key, () => renderedAnswer(key)).then(
      (result) => {
        if ("entry" in result) return sendEntry(req, res, result.entry, "MISS", logger);
        // The render failed (threw, or a 5xx such as the database being down): a stale copy is better than an
        // error page. An answer that is deliberately not for a cache (no-store) goes to Express like the next ones.
        if (entry && !cache.passes(key)) return sendEntry(req, res, entry, "STALE", logger);
        next();
      },
      () => next(),
    );
  }

  return { servePage, prerender };
}

function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CachedPage, state: "HIT" | "MISS" | "STALE", logger: Logger): void {
  const requestId = requestIdFor(req);
  logWhenFinished(logger, req, res, requestId, req.url ?? "/");
  const perRequest = ["X-Request-Id", requestId, "X-Cache", state];
  if (etagMatches(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, entry.notModified.concat(perRequest));
    return void res.end();
  }
  const variant = entry.variants[preferredEncoding(req.headers["accept-encoding"], entry)] ?? entry.variants.identity;
  res.writeHead(entry.status, variant.headers.concat(perRequest));
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** The client's encodings ranked among br, gzip and none, per Accept-Encoding (decided once per distinct header). */
const rankedEncodings = rememberAnswers((header) => new Negotiator({ headers: { "accept-encoding": header } }).encodings(["br", "gzip", "identity"]) as Encoding[], { limit: 200 });
function preferredEncoding(header: string | undefined, entry: CachedPage): Encoding {
  if (!header || !entry.variants.gzip) return "identity";
  return rankedEncodings(header).find((encoding) => encoding === "identity" || entry.variants[encoding]) ?? "identity";
}
