import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import compressible from "compressible";
import Negotiator from "negotiator";
import type { Logger } from "pino";
import { filledLength, fillTemplate, gzipTemplate, writeTemplate, type CachedPage, type PageCache } from "../app/modules/cache/page-cache.server";
import { etagMatches, freshFormToken, isSignedInRequest } from "./page-cache";
import { logWhenFinished, requestIdFor } from "./request-log";
import { contentSecurityPolicy, createNonce, staticSecurityHeaders, type SecurityHeaderOptions } from "./security-headers";

/** The `compression` middleware's negotiation and settings, which the Express path uses for everything else. */
const SUPPORTED_ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED_ENCODINGS = ["br", "gzip"];
const COMPRESSION_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
type Encoding = "br" | "gzip" | "deflate";
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

function compress(body: Buffer, encoding: Encoding, done: (error: Error | null, result: Buffer) => void): void {
  if (encoding === "br") zlib.brotliCompress(body, BROTLI_OPTIONS, done);
  else if (encoding === "gzip") zlib.gzip(body, done);
  else zlib.deflate(body, done);
}

/** What a hit on one entry sends that does not change per request, worked out on the entry's first hit. */
interface PreparedEntry {
  /** Flat name/value list: security headers, the route's headers, ETag, X-Cache, Vary. */
  headers: string[];
  /** Whether `compression` would encode this entry's body for a client that accepts it. */
  compressible: boolean;
  /** Encoded bodies of an entry without per-request slots (the JSON API, feeds), made once per encoding. */
  encoded: Map<Encoding, Buffer>;
}

export interface CachedPageOptions {
  cache: PageCache;
  logger: Logger;
  security: SecurityHeaderOptions;
  /** Signs the form token written into each hit. */
  secret: string;
}

/**
 * The lean path for page cache hits, in front of Express (a plain node:http listener calls it first). A hit is an
 * anonymous GET/HEAD whose URL is in the cache; it gets everything the Express chain gives it (request id and log
 * line, security headers with a fresh CSP nonce, a fresh form token, ETag/304, compression negotiated as the
 * `compression` middleware does) in one writeHead and one end, and no middleware runs. Returns false for any other
 * request, which Express then handles (and, on a miss, the page cache middleware stores). Only URLs that went
 * through the whole Express chain to the React Router handler are ever stored, so nothing before that handler
 * (health check, static files) can be shadowed by a hit. See docs/decisions/0007-page-cache.md.
 */
export function createCachedPageHandler({ cache, logger, security, secret }: CachedPageOptions) {
  const securityHeaders = staticSecurityHeaders(security);
  const prepared = new WeakMap<CachedPage, PreparedEntry>();

  function prepare(entry: CachedPage): PreparedEntry {
    let ready = prepared.get(entry);
    if (ready) return ready;
    const byName = new Map<string, [string, string]>();
    // The route's stored headers (lower-cased by Node) win; a name keeps the casing it was first written in.
    for (const [name, value] of [...securityHeaders, ...entry.headers]) {
      const key = name.toLowerCase();
      byName.set(key, [byName.get(key)?.[0] ?? name, value]);
    }
    const contentType = byName.get("content-type")?.[1];
    const cacheControl = byName.get("cache-control")?.[1];
    // The `compression` middleware's filter: a compressible type, and no `no-transform`. It then adds Vary.
    const encodable = contentType !== undefined && Boolean(compressible(contentType)) && !(cacheControl && NO_TRANSFORM.test(cacheControl));
    // The route's own Vary (e.g. Cookie) stands; compression adds Accept-Encoding to it, as on the miss.
    if (encodable) byName.set("vary", ["Vary", withAcceptEncoding(byName.get("vary")?.[1])]);
    const headers = [...byName.values()].flat();
    headers.push("ETag", entry.etag, "X-Cache", "HIT");
    ready = { headers, compressible: encodable, encoded: new Map() };
    prepared.set(entry, ready);
    return ready;
  }

  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (isSignedInRequest(req)) return false;
    const url = req.url ?? "/";
    const entry = cache.get(url);
    if (!entry) return false;
    cache.stats.hits += 1;

    const requestId = requestIdFor(req);
    if (logger.isLevelEnabled("info")) logWhenFinished(logger, req, res, requestId, url);
    const ready = prepare(entry);

    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      // The browser keeps its copy, whose scripts carry that copy's nonce: a new CSP header would block them.
      res.writeHead(304, [...ready.headers, "X-Request-Id", requestId]);
      res.end();
      return true;
    }

    const nonce = createNonce();
    const values = { nonce, formToken: freshFormToken(secret) };
    const headers = [...ready.headers, "X-Request-Id", requestId, "Content-Security-Policy", contentSecurityPolicy(nonce, security)];
    const length = filledLength(entry, values);
    const hasSlots = entry.slots.length > 0;
    const encoding = req.method === "GET" && ready.compressible && length >= COMPRESSION_THRESHOLD ? negotiate(req, hasSlots) : undefined;

    if (!encoding) {
      headers.push("Content-Length", String(length));
      res.writeHead(entry.status, headers);
      const whole = req.method === "GET" ? cache.acquireBody(entry, values) : undefined;
      if (whole) {
        // Back to the entry once the socket has taken every byte; a response cut short may still be writing it.
        res.once("close", () => cache.releaseBody(entry, whole, res.writableFinished));
        res.end(whole);
        return true;
      }
      if (req.method === "GET") {
        // Corked, so the head and every chunk of the body leave in one writev (end() uncorks).
        res.cork();
        writeTemplate(entry, values, (chunk) => res.write(chunk));
      }
      res.end();
      return true;
    }

    // The body's constant parts were compressed once; this request's values are added uncompressed.
    const gzipped = encoding === "gzip" && hasSlots ? gzipTemplate(entry, values) : undefined;
    if (gzipped) {
      headers.push("Content-Encoding", "gzip", "Content-Length", String(gzipped.length));
      res.writeHead(entry.status, headers);
      res.end(gzipped);
      return true;
    }

    const send = (body: Buffer) => {
      headers.push("Content-Encoding", encoding, "Content-Length", String(body.length));
      res.writeHead(entry.status, headers);
      res.end(body);
    };
    const stored = ready.encoded.get(encoding);
    if (stored) {
      send(stored);
      return true;
    }
    const plain = fillTemplate(entry, values);
    // Off the main thread (zlib's one-shot calls run in the libuv pool); a body without slots is encoded once.
    compress(plain, encoding, (error, body) => {
      if (error) {
        logger.warn({ err: error, requestId, encoding }, "page cache hit sent uncompressed");
        headers.push("Content-Length", String(plain.length));
        res.writeHead(entry.status, headers);
        res.end(plain);
        return;
      }
      if (entry.slots.length === 0) ready.encoded.set(encoding, body);
      send(body);
    });
    return true;
  };
}

/**
 * The encoding for this client. A body with per-request slots goes out as gzip whenever the client accepts it
 * (gzipTemplate: a twentieth of the CPU of brotli on the filled body, about 10% larger); otherwise as the
 * `compression` middleware would choose.
 */
function negotiate(req: IncomingMessage, hasSlots: boolean): Encoding | undefined {
  // As `compression` (enforceEncoding "identity"): no Accept-Encoding header means no encoding.
  if (!req.headers["accept-encoding"]) return undefined;
  const negotiator = new Negotiator(req);
  if (hasSlots && negotiator.encodings(SUPPORTED_ENCODINGS).includes("gzip")) return "gzip";
  const method = negotiator.encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS);
  return method === "br" || method === "gzip" || method === "deflate" ? method : undefined;
}

/** A Vary value with Accept-Encoding added, as the `vary` package (used by `compression`) adds it. */
function withAcceptEncoding(vary: string | undefined): string {
  if (!vary) return "Accept-Encoding";
  const names = vary.split(",").map((name) => name.trim().toLowerCase());
  return names.includes("*") || names.includes("accept-encoding") ? vary : `${vary}, Accept-Encoding`;
}
