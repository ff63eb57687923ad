import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { PageCache } from "../app/modules/cache/page-cache.server";
import { issueFormToken } from "../app/modules/security/spam.server";

/** better-auth's session cookie (prefix "vyoma", with __Secure- over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?vyoma\.session_(?:token|data)=/;
/** Headers that are per request or per connection, never replayed from the cache. */
const NOT_REPLAYED = new Set([
  "set-cookie",
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "x-request-id",
  "x-cache",
]);
export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function isSignedInRequest(req: IncomingMessage): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? "") || Boolean(req.headers.authorization);
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

let lastToken = { at: 0, token: "" };
/** A form token issued now. The token is a function of the millisecond, so requests within one share the HMAC. */
export function freshFormToken(secret: string): string {
  const now = Date.now();
  if (now !== lastToken.at) lastToken = { at: now, token: issueFormToken(secret, now) };
  return lastToken.token;
}

/**
 * Stores what the app renders for anonymous GET/HEAD requests in the page cache; the hits are served before
 * Express, by the lean path (server/cached-page.ts). Signed-in responses are marked private and never stored.
 * Mounted after compression (so it sees and stores the plain body; compression still encodes each answer) and
 * before the React Router handler. Each request gets a fresh form token (res.locals.formToken) that the root
 * loader renders, and that a hit writes into the cached body.
 */
export function pageCacheMiddleware(cache: PageCache, options: { secret: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const formToken = freshFormToken(options.secret);
    res.locals.formToken = formToken;
    if (req.method !== "GET" && req.method !== "HEAD") return next();

    if (isSignedInRequest(req)) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: unknown[]) {
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        // The JSON API's ETag is a post's version, for If-Match (issue 18); a page's would only be a hash.
        if (!req.path.startsWith("/api/")) this.removeHeader("ETag");
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as Response["writeHead"];
      return next();
    }

    const key = req.originalUrl;
    cache.stats.misses += 1;
    res.setHeader("X-Cache", "MISS");
    if (req.method === "HEAD") return next();

    // Hold the body until it is complete, so the answer carries its ETag; past the size limit, stream on.
    const generation = cache.currentGeneration;
    const originalWrite = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const originalEnd = res.end.bind(res) as (...args: unknown[]) => Response;
    let chunks: Buffer[] | null = [];
    let size = 0;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
    const giveUp = () => {
      const held = chunks!;
      chunks = null;
      for (const chunk of held) originalWrite(chunk);
    };

    res.write = function (chunk: unknown, ...rest: unknown[]) {
      if (chunks === null) return originalWrite(chunk, ...rest);
      if (chunk == null) return true;
      const buffer = toBuffer(chunk, rest[0]);
      chunks.push(buffer);
      size += buffer.length;
      if (size > cache.maxBodyBytes) giveUp();
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      callback?.();
      return true;
    } as Response["write"];

    res.end = function (this: Response, ...args: unknown[]) {
      if (chunks === null) return originalEnd(...args);
      const [chunk, encoding] = args;
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      chunks = null;
      if (isStorable(this)) {
        // A route's own public Cache-Control (feeds, the JSON API) stands; pages revalidate on every view.
        if (!this.getHeader("cache-control")) this.setHeader("Cache-Control", ANONYMOUS_CACHE_CONTROL);
        const headers: Array<[string, string]> = [];
        for (const [name, value] of Object.entries(this.getHeaders())) {
          if (value === undefined || NOT_REPLAYED.has(name)) continue;
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
        }
        const stored = cache.store(key, generation, {
          status: this.statusCode,
          headers,
          body,
          nonce: this.locals.cspNonce as string,
          formToken,
        });
        if (stored) {
          const fresh = cache.get(key);
          if (fresh) this.setHeader("ETag", fresh.etag);
        }
      }
      if (!this.headersSent) this.setHeader("Content-Length", String(body.length));
      return originalEnd(body);
    } as Response["end"];

    next();
  };
}

function isStorable(res: Response): boolean {
  if (res.statusCode !== 200 || res.headersSent) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return !/private|no-store|no-cache/i.test(cacheControl);
}
