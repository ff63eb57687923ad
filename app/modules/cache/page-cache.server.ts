import crypto from "node:crypto";
import { deflatePiece, gzipMember, storedPiece, type DeflatedPiece } from "./gzip-member.server";

/**
 * An in-process cache of rendered anonymous responses (HTML, the JSON API, React Router's .data), keyed by URL.
 * The body is stored as a template: the per-request values a page carries (the CSP nonce and the signed form
 * token) are cut out and filled in afresh on every hit, so each visitor still gets a unique nonce and a form token
 * that says when *this* visitor received the page. See docs/decisions/0007-page-cache.md.
 */
type Slot = "nonce" | "formToken";
type SlotValues = Record<Slot, string>;
/** A stretch of the body made afresh for each request: small parts with the slots between them. */
type FilledRun = Array<Buffer | Slot>;
/** Parts this large are written as they are stored (by reference); smaller ones are copied with their slots. */
const LARGE_PART_BYTES = 2048;

export interface CachedPage {
  status: number;
  /** Response headers to replay (never Set-Cookie, never the CSP, which is per request). */
  headers: Array<[string, string]>;
  /** The body split at the per-request values: parts[0] slot[0] parts[1] slot[1] ... parts[n]. */
  parts: Buffer[];
  slots: Slot[];
  /** The byte length of each slot's value in the stored render (body size = parts + slots). */
  slotLengths: Record<Slot, number>;
  /** The body as a hit writes it: large parts by reference, the rest in runs filled per request. */
  segments: Array<Buffer | FilledRun>;
  /** Where each slot starts in a body whose values have the stored lengths (the usual case: fixed-size values). */
  slotOffsets: number[];
  /** Whole bodies sent by earlier hits and free again (see PageCache.acquireBody). */
  spareBodies: Buffer[];
  /** Set once the entry has left the cache: its bodies are not kept any longer. */
  removed: boolean;
  /** The parts deflated for gzip hits, made on the first one; null when this entry cannot use them (gzipTemplate). */
  gzipParts?: DeflatedPiece[] | null;
  etag: string;
  storedAt: number;
  size: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stores: number;
  invalidations: number;
  entries: number;
}

export interface PageCacheOptions {
  /** Entries older than this are rendered again (a safety net for content changed by another instance). */
  ttlMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** Memory for whole bodies kept for reuse by hits, across all entries (in flight or spare). */
  maxPooledBytes?: number;
  now?: () => number;
}

/** What content writes see: one call that drops every cached page. */
export interface PageCacheInvalidator {
  invalidate(reason?: string): void;
}

type InvalidationListener = (reason: string) => void;

export class PageCache implements PageCacheInvalidator {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  readonly maxBodyBytes: number;
  private readonly maxPooledBytes: number;
  /** Bytes of the whole bodies handed out by acquireBody and not yet dropped. */
  private pooledBytes = 0;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedPage>();
  private readonly listeners = new Set<InvalidationListener>();
  /** Bumped by every invalidation: a render that started before one must not be stored after it. */
  private generation = 0;
  readonly stats: Omit<PageCacheStats, "entries"> = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
    this.maxPooledBytes = options.maxPooledBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.remove(key);
      return undefined;
    }
    // Least recently used goes first: re-insert on each hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a rendered body, cutting out the request's nonce and form token. False when it was not stored. */
  store(
    key: string,
    generation: number,
    response: { status: number; headers: Array<[string, string]>; body: Buffer; nonce?: string; formToken?: string },
  ): boolean {
    if (generation !== this.generation || response.body.length > this.maxBodyBytes) return false;
    const { parts, slots } = splitTemplate(response.body, [
      ["nonce", response.nonce],
      ["formToken", response.formToken],
    ]);
    const etag = `W/"${crypto.createHash("sha1").update(response.body.length ? parts.join("\u0000") : "").update(String(response.status)).digest("base64url").slice(0, 27)}"`;
    this.remove(key);
    const slotLengths = { nonce: Buffer.byteLength(response.nonce ?? ""), formToken: Buffer.byteLength(response.formToken ?? "") };
    const segments = segmentTemplate(parts, slots);
    const slotOffsets: number[] = [];
    let offset = 0;
    slots.forEach((slot, index) => {
      offset += parts[index]!.length;
      slotOffsets.push(offset);
      offset += slotLengths[slot];
    });
    this.entries.set(key, {
      status: response.status,
      headers: response.headers,
      parts,
      slots,
      slotLengths,
      segments,
      slotOffsets,
      spareBodies: [],
      removed: false,
      etag,
      storedAt: this.now(),
      size: response.body.length,
    });
    while (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value!);
    this.stats.stores += 1;
    return true;
  }

  /** Drops every cached page here and tells the listeners (e.g. a PostgreSQL NOTIFY to the other instances). */
  invalidate(reason = "content changed"): void {
    this.invalidateLocal();
    for (const listener of this.listeners) {
      try {
        listener(reason);
      } catch {
        // A failing broadcaster must not fail the write that invalidated.
      }
    }
  }

  /** Drops every cached page here only: for an invalidation received from another instance. */
  invalidateLocal(): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    for (const key of [...this.entries.keys()]) this.remove(key);
  }

  /**
   * A whole body for one hit, this request's values written over the slots: a spare one from an earlier hit,
   * else a new one while the pool's byte budget allows. One buffer per response is much cheaper to send than the
   * template's many chunks (one writev of dozens of pieces), and reusing it spares the garbage collector a large
   * allocation per hit. Undefined when the budget is spent or a value's length differs from the stored one; the
   * caller then writes the template (writeTemplate). Give each body back with releaseBody once the response is
   * over: reusable only when the socket has taken all of it ('finish'), never while a write may still read it.
   * An entry without slots needs none of this: its one part is sent as stored.
   */
  acquireBody(entry: CachedPage, values: SlotValues): Buffer | undefined {
    if (entry.slots.length === 0 || entry.removed) return undefined;
    const encoded = encodeValues(values);
    if (!valuesFit(entry, encoded)) return undefined;
    let body = entry.spareBodies.pop();
    if (!body) {
      if (this.pooledBytes + entry.size > this.maxPooledBytes) return undefined;
      this.pooledBytes += entry.size;
      return fillTemplate(entry, values, Buffer.allocUnsafeSlow(entry.size));
    }
    entry.slots.forEach((slot, index) => body!.set(encoded[slot], entry.slotOffsets[index]!));
    return body;
  }

  releaseBody(entry: CachedPage, body: Buffer, reusable: boolean): void {
    if (reusable && !entry.removed) entry.spareBodies.push(body);
    else this.pooledBytes -= body.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.removed = true;
    this.pooledBytes -= entry.spareBodies.length * entry.size;
    entry.spareBodies = [];
  }

  /**
   * The hook for other instances: a listener is called on each local invalidate(). On PostgreSQL,
   * cache-broadcast.server.ts publishes here with NOTIFY and calls invalidateLocal() on what it hears (LISTEN).
   */
  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.entries.size };
  }
}

/** The byte length of a cached body once this request's values are in its slots. */
export function filledLength(entry: CachedPage, values: SlotValues): number {
  let length = entry.size;
  for (const slot of entry.slots) length += Buffer.byteLength(values[slot]) - entry.slotLengths[slot];
  return length;
}

/**
 * Renders a cached body with this request's values in the slots: one copy of each part, into `into` when given
 * (it must have the filled length).
 */
export function fillTemplate(entry: CachedPage, values: SlotValues, into?: Buffer): Buffer {
  if (entry.slots.length === 0 && !into) return entry.parts[0] ?? Buffer.alloc(0);
  const run: FilledRun = [];
  entry.parts.forEach((part, index) => run.push(part, ...(entry.slots[index] ? [entry.slots[index]!] : [])));
  return fillRun(run, encodeValues(values), into);
}

/**
 * Writes a cached body with this request's values in the slots, as a few chunks: the large constant parts go out
 * as stored (no copy per request), each run of small parts and slots as one fresh buffer. The caller corks.
 */
export function writeTemplate(entry: CachedPage, values: SlotValues, write: (chunk: Buffer) => void): void {
  const encoded = encodeValues(values);
  for (const segment of entry.segments) write(Buffer.isBuffer(segment) ? segment : fillRun(segment, encoded));
}

/** Deflate's window: the farthest back a piece can refer, and so the most of the page worth giving as context. */
const WINDOW_BYTES = 32 * 1024;

/**
 * The body gzipped with this request's values in the slots, as one buffer; undefined when this entry cannot be
 * served so (a value of another length, or a NUL byte in the page), and the caller compresses the filled body.
 *
 * Every constant part was deflated once, on the entry's first gzip hit, with the page before it as a preset
 * dictionary: so a part still refers back to earlier text as if the page were compressed whole. In that
 * dictionary each slot's bytes are zeros, which never occur in the page, so no back-reference can land on a slot;
 * and slot values keep their length, so every distance still points at the same constant bytes in this answer.
 * Per request only the slot values are added, as stored blocks, and the CRC-32 is computed: no compression at all.
 */
export function gzipTemplate(entry: CachedPage, values: SlotValues): Buffer | undefined {
  if (entry.gzipParts === undefined) entry.gzipParts = deflateParts(entry);
  if (!entry.gzipParts) return undefined;
  const encoded = encodeValues(values);
  if (!valuesFit(entry, encoded)) return undefined;
  const pieces: DeflatedPiece[] = [];
  entry.gzipParts.forEach((part, index) => {
    pieces.push(part);
    const slot = entry.slots[index];
    if (slot) pieces.push(storedPiece(encoded[slot]));
  });
  return Buffer.concat(gzipMember(pieces));
}

function deflateParts(entry: CachedPage): DeflatedPiece[] | null {
  if (entry.parts.some((part) => part.includes(0))) return null;
  const context = Buffer.alloc(entry.size);
  let offset = 0;
  return entry.parts.map((part, index) => {
    const start = offset;
    part.copy(context, start);
    offset += part.length + (entry.slots[index] ? entry.slotLengths[entry.slots[index]!] : 0);
    const dictionary = start > 0 ? context.subarray(Math.max(0, start - WINDOW_BYTES), start) : undefined;
    return deflatePiece(part, 9, { dictionary });
  });
}

/** Whether this request's values have the stored render's lengths, so they fit the offsets worked out from it. */
function valuesFit(entry: CachedPage, encoded: Record<Slot, Buffer>): boolean {
  return entry.slots.every((slot) => encoded[slot].length === entry.slotLengths[slot]);
}

function encodeValues(values: SlotValues): Record<Slot, Buffer> {
  return { nonce: Buffer.from(values.nonce), formToken: Buffer.from(values.formToken) };
}

function fillRun(run: FilledRun, values: Record<Slot, Buffer>, into?: Buffer): Buffer {
  let length = 0;
  for (const item of run) length += typeof item === "string" ? values[item].length : item.length;
  const chunk = into ?? Buffer.allocUnsafe(length);
  let offset = 0;
  for (const item of run) {
    const bytes = typeof item === "string" ? values[item] : item;
    chunk.set(bytes, offset);
    offset += bytes.length;
  }
  return chunk;
}

function segmentTemplate(parts: Buffer[], slots: Slot[]): CachedPage["segments"] {
  if (slots.length === 0) return parts;
  const segments: CachedPage["segments"] = [];
  let run: FilledRun = [];
  parts.forEach((part, index) => {
    if (part.length >= LARGE_PART_BYTES) {
      if (run.length) segments.push(run);
      segments.push(part);
      run = [];
    } else if (part.length) {
      run.push(part);
    }
    const slot = slots[index];
    if (slot) run.push(slot);
  });
  if (run.length) segments.push(run);
  return segments;
}

function splitTemplate(body: Buffer, markers: Array<[CachedPage["slots"][number], string | undefined]>) {
  const needles = markers.filter((marker): marker is [CachedPage["slots"][number], string] => Boolean(marker[1]) && marker[1]!.length >= 8);
  const parts: Buffer[] = [];
  const slots: CachedPage["slots"] = [];
  let start = 0;
  for (;;) {
    let next: { at: number; slot: CachedPage["slots"][number]; length: number } | undefined;
    for (const [slot, needle] of needles) {
      const at = body.indexOf(needle, start);
      if (at !== -1 && (!next || at < next.at)) next = { at, slot, length: Buffer.byteLength(needle) };
    }
    if (!next) break;
    parts.push(body.subarray(start, next.at));
    slots.push(next.slot);
    start = next.at + next.length;
  }
  parts.push(body.subarray(start));
  return { parts: parts.map((part) => Buffer.from(part)), slots };
}
