import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * An in-process cache of finished anonymous responses (pages, React Router's .data, the public JSON API, feeds),
 * keyed by the normalized URL (cache-key.ts). An anonymous page is the same bytes for every visitor (decision
 * 0018), so an entry is exactly what goes on the wire: the headers, the body, its strong ETag, and the body's
 * brotli and gzip encodings, made once when it is stored. A hit writes stored headers and one buffer.
 *
 * Misses do not pile up: concurrent misses for a key share one render (fill); an invalidated entry is marked
 * stale, and while one request renders it afresh every other request for it is served the stale copy. The cache
 * is bounded in bytes (every encoding counted), least recently used going first.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const GZIP_OPTIONS = { level: 9 };
// Quality 6: the home page (120 KB) takes 3 ms and 18.6 KB, where quality 9 took 88-144 ms for 18.4 KB (1.4% less)
// and 11 about as long for 16.5 KB. Every miss pays it, and a visitor's URL can make a miss (2026-11-27).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
/** Smaller bodies are not worth an encoding (as the `compression` middleware's threshold). */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|ld\+json)|image\/svg\+xml)/i;
/** Statuses that are the same for every anonymous visitor and worth keeping (404: junk paths reuse one body). */
const STORABLE_STATUSES = new Set([200, 301, 308, 404, 410]);

export type Encoding = "br" | "gzip" | "identity";

/** What a render answered, with the headers a visitor must get with it (security headers included). */
export interface FinishedResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

interface Variant {
  /** Flat name/value list for writeHead, Content-Length and Content-Encoding included. */
  headers: string[];
  body: Buffer;
}

export interface CachedPage {
  status: number;
  etag: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** Headers of a 304: the entry's, without the body's length and encoding. */
  notModified: string[];
  size: number;
  storedAt: number;
  /** Invalidated (or past its TTL): served only while a fresh render is under way. */
  stale: boolean;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  stores: number;
  invalidations: number;
  evictions: number;
  entries: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Entries older than this are rendered again (a safety net for content changed by another instance). */
  ttlMs?: number;
  /** For pages that depend on no database row: rendered at start, never invalidated by content writes. */
  staticTtlMs?: number;
  /** The ceiling on the bytes of all entries (bodies in every encoding and headers). */
  maxBytes?: number;
  /** Paths of pages that depend on no database row (kept through invalidations). */
  staticPaths?: Iterable<string>;
  now?: () => number;
}

/**
 * What an invalidation covers: "content" marks every page built from content stale (posts, positions) and keeps the
 * static pages; "everything" marks those too, for a write to what every page shows (the footer's site settings) or
 * to what the static pages read (content collections, decision 0028).
 */
export type InvalidationScope = "content" | "everything";

/** What content writes see: one call that marks every page built from content stale. */
export interface PageCacheInvalidator {
  invalidate(reason?: string, scope?: InvalidationScope): void;
}

/** Told the reason and the cached paths that were marked stale (e.g. to purge a CDN, or NOTIFY other instances). */
type InvalidationListener = (reason: string, paths: string[], scope: InvalidationScope) => void;

/** The outcome of a fill: an entry to send, or "pass" when the render is not for the cache (the caller renders). */
export type FillResult = { entry: CachedPage } | { pass: true };

export class PageCache implements PageCacheInvalidator {
  readonly ttlMs: number;
  readonly staticTtlMs: number;
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly staticPaths: Set<string>;
  private readonly entries = new Map<string, CachedPage>();
  private readonly fills = new Map<string, Promise<FillResult>>();
  /** Keys whose render was not storable (redirect to sign in, no-store): sent straight on, until the next write. */
  private readonly passKeys = new Set<string>();
  private readonly listeners = new Set<InvalidationListener>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that started before one is stored stale. */
  private generation = 0;
  readonly stats: Omit<PageCacheStats, "entries" | "bytes"> = { hits: 0, misses: 0, stale: 0, stores: 0, invalidations: 0, evictions: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.staticTtlMs = options.staticTtlMs ?? 24 * 60 * 60_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.staticPaths = new Set(options.staticPaths ?? []);
    this.now = options.now ?? Date.now;
  }

  /** The entry for a key, fresh or stale (see `stale`); the most recently used goes last in line for eviction. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!entry.stale && this.now() - entry.storedAt > (this.staticPaths.has(key) ? this.staticTtlMs : this.ttlMs)) entry.stale = true;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Whether a render of this key is under way (a stale entry is then served as it is). */
  isFilling(key: string): boolean {
    return this.fills.has(key);
  }

  /** Whether this key's last render was not storable: the caller renders it itself, the cache is not involved. */
  passes(key: string): boolean {
    return this.passKeys.has(key);
  }

  /**
   * Renders a key once however many requests ask meanwhile (single flight), and stores the answer when it is the
   * same for every anonymous visitor. `render` answers undefined when it failed (the caller then serves a stale
   * copy or renders itself).
   */
  fill(key: string, render: () => Promise<FinishedResponse | undefined>): Promise<FillResult> {
    let pending = this.fills.get(key);
    if (pending) return pending;
    const generation = this.generation;
    this.stats.misses += 1;
    pending = render()
      .then(async (response) => {
        if (!response || !isStorable(response)) {
          if (response && response.status < 500 && this.passKeys.size < 10_000) this.passKeys.add(key);
          return { pass: true } as const;
        }
        const entry = await finishEntry(response, this.now());
        entry.stale = generation !== this.generation;
        this.put(key, entry);
        return { entry };
      })
      .catch(() => ({ pass: true }) as const)
      .finally(() => this.fills.delete(key));
    this.fills.set(key, pending);
    return pending;
  }

  private put(key: string, entry: CachedPage): void {
    if (entry.size > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.stats.stores += 1;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
      this.stats.evictions += 1;
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /**
   * Marks every page built from content stale (static pages stay fresh unless the scope is "everything") and tells
   * the listeners which paths were marked (a CDN purge hook, the NOTIFY to other instances). Each is rendered again
   * by the next request for it.
   */
  invalidate(reason = "content changed", scope: InvalidationScope = "content"): void {
    const paths = this.invalidateLocal(scope);
    for (const listener of this.listeners) {
      try {
        listener(reason, paths, scope);
      } catch {
        // A failing listener must not fail the write that invalidated.
      }
    }
  }

  /** As invalidate, here only: for an invalidation received from another instance. Answers the paths marked. */
  invalidateLocal(scope: InvalidationScope = "content"): string[] {
    this.generation += 1;
    this.stats.invalidations += 1;
    this.passKeys.clear();
    const paths: string[] = [];
    for (const [key, entry] of this.entries) {
      if (scope === "content" && this.staticPaths.has(key)) continue;
      entry.stale = true;
      paths.push(key);
    }
    return paths;
  }

  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.entries.size, bytes: this.bytes };
  }
}

function isStorable(response: FinishedResponse): boolean {
  if (!STORABLE_STATUSES.has(response.status)) return false;
  const header = (name: string) => response.headers.find(([key]) => key.toLowerCase() === name)?.[1];
  if (header("set-cookie") !== undefined) return false;
  return !/private|no-store|no-cache/i.test(header("cache-control") ?? "");
}

/** The entry for a finished response: strong ETag, and brotli and gzip made once, kept when they are smaller. */
async function finishEntry(response: FinishedResponse, now: number): Promise<CachedPage> {
  const { status, body } = response;
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  const encodable = body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE_TYPE.test(contentType);
  const common = response.headers.flat();
  if (encodable) common.push("Vary", "Accept-Encoding");
  common.push("ETag", etag);
  const variant = (bytes: Buffer, encoding?: Encoding): Variant => ({
    headers: [...common, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(bytes.length)],
    body: bytes,
  });
  const variants: CachedPage["variants"] = { identity: variant(body) };
  if (encodable) {
    const [br, gz] = await Promise.all([brotli(body, BROTLI_OPTIONS), gzip(body, GZIP_OPTIONS)]);
    if (br.length < body.length) variants.br = variant(br, "br");
    if (gz.length < body.length) variants.gzip = variant(gz, "gzip");
  }
  let size = 0;
  for (const { headers, body: bytes } of Object.values(variants)) size += bytes.length + headers.join("").length;
  return { status, etag, variants, notModified: common, size, storedAt: now, stale: false };
}
