import fs from "node:fs";
import path from "node:path";
import type { AppServices } from "~/modules/services";
import { findAppMeta, saveAppMeta } from "~/modules/app-meta.repository.server";
import { closeDaysBefore } from "./analytics.repository.server";
import { countedAs, isCountedRequest, pageViewOf } from "./page-view";
import { dayOf, PageViewCounter, visitorIdentity } from "./page-view-counter.server";

type Services = Pick<AppServices, "database" | "clock" | "env" | "logger">;

/**
 * Views nginx answered from its cache (docs/deployment.md, `log_format analytics`), which the server never saw
 * (decision 0033, "Behind a cache"). Only these states are counted: MISS, EXPIRED, REVALIDATED and BYPASS reached
 * the server, which counted them itself.
 */
const ANSWERED_BY_CACHE = new Set(["HIT", "STALE", "UPDATING"]);

/** Lines per transaction: the counts and the cursor move together, and the counter's bounds are never reached. */
const BATCH_LINES = 5_000;
/** Bytes read at a time. */
const CHUNK = 1 << 20;

/** One line of the `analytics` log format: a JSON object of strings (nginx's escape=json). */
interface CacheLogLine {
  msec: string;
  cache: string;
  signed_in: string;
  status: string;
  method: string;
  uri: string;
  host: string;
  address: string;
  referer: string;
  user_agent: string;
  accept_language: string;
  sec_purpose: string;
  purpose: string;
}

/** Where the import stopped: the file (its inode, so a rotation is noticed) and the byte after the last line read. */
interface Cursor {
  inode: number;
  offset: number;
}

export interface CacheLogImport {
  /** Complete lines read. */
  lines: number;
  /** Page views and not-found views counted from them. */
  views: number;
  notFound: number;
  /** Lines that are no JSON of the format (reported, skipped). */
  malformed: number;
}

function parseLine(text: string): CacheLogLine | null {
  try {
    const line = JSON.parse(text) as Partial<CacheLogLine>;
    if (typeof line.msec !== "string" || typeof line.uri !== "string" || typeof line.cache !== "string") return null;
    return line as CacheLogLine;
  } catch {
    return null;
  }
}

/** The complete lines of `file` from byte `start`, each with the offset just after it; an unfinished last line waits. */
function* linesFrom(file: string, start: number): Generator<{ text: string; end: number }> {
  const fd = fs.openSync(file, "r");
  try {
    let position = start;
    let pending = Buffer.alloc(0);
    const chunk = Buffer.alloc(CHUNK);
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, CHUNK, position);
      if (read === 0) return;
      position += read;
      pending = Buffer.concat([pending, chunk.subarray(0, read)]);
      let lineStart = 0;
      for (let newline = pending.indexOf(10); newline !== -1; newline = pending.indexOf(10, lineStart)) {
        yield { text: pending.toString("utf8", lineStart, newline), end: position - pending.length + newline + 1 };
        lineStart = newline + 1;
      }
      pending = pending.subarray(lineStart);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The files to read, oldest first: after a rotation (the log's inode changed) the rest of the rotated file
 * (`<file>.1`, logrotate's name) comes first, when it is still there; a log cut shorter than the cursor starts over.
 */
function sourcesToRead(file: string, cursor: Cursor | null): Array<{ file: string; inode: number; start: number }> {
  if (!fs.existsSync(file)) return [];
  const current = fs.statSync(file);
  if (!cursor) return [{ file, inode: current.ino, start: 0 }];
  if (cursor.inode === current.ino) return [{ file, inode: current.ino, start: current.size < cursor.offset ? 0 : cursor.offset }];
  const rotated = `${file}.1`;
  const before = fs.existsSync(rotated) && fs.statSync(rotated).ino === cursor.inode ? [{ file: rotated, inode: cursor.inode, start: cursor.offset }] : [];
  return [...before, { file, inode: current.ino, start: 0 }];
}

/**
 * Counts the page views nginx answered from its cache since the last import (`npm run analytics:import`), by the
 * server's own rules (isCountedRequest, countedAs, pageViewOf) and through a PageViewCounter whose clock is each
 * line's time, so a view lands on its own UTC day and its visitor hash is the one the server makes for the same
 * person that day. Each batch of lines is counted and the cursor (app_meta) moved in one transaction: an import run
 * twice, or stopped half way, counts every line exactly once. Days before today that got visitor hashes are closed
 * at the end (their uniques counted, hashes and salts deleted), as the daily job would have.
 */
export async function importCacheLog(services: Services, input: { file: string }): Promise<CacheLogImport> {
  const file = path.resolve(input.file);
  const key = `analytics:cache-log:${file}`;
  const db = services.database.db;
  const stored = await findAppMeta(db, key);
  const cursor = stored ? (JSON.parse(stored) as Cursor) : null;
  const siteHost = new URL(services.env.PUBLIC_URL).host;
  const today = dayOf(services.clock.now());
  const result: CacheLogImport = { lines: 0, views: 0, notFound: 0, malformed: 0 };
  let closePastDays = false;
  let lineTime = services.clock.now();
  const clock = { now: () => lineTime };

  for (const source of sourcesToRead(file, cursor)) {
    const lines = linesFrom(source.file, source.start);
    for (let done = false; !done; ) {
      const batch: Array<{ text: string; end: number }> = [];
      for (let next = lines.next(); ; next = lines.next()) {
        if (next.done) {
          done = true;
          break;
        }
        batch.push(next.value);
        if (batch.length === BATCH_LINES) break;
      }
      if (batch.length === 0) break;
      await db.transaction().execute(async (trx) => {
        const counter = new PageViewCounter({ ...services, clock, database: { ...services.database, db: trx } });
        for (const { text } of batch) {
          result.lines += 1;
          const line = parseLine(text);
          if (!line) {
            if (text.trim()) result.malformed += 1;
            continue;
          }
          if (!ANSWERED_BY_CACHE.has(line.cache)) continue;
          const headers = { host: line.host, referer: line.referer, "user-agent": line.user_agent, "accept-language": line.accept_language, "sec-purpose": line.sec_purpose, purpose: line.purpose };
          if (!isCountedRequest({ method: line.method, url: line.uri, userAgent: line.user_agent, headers, signedIn: line.signed_in === "1" })) continue;
          const kind = countedAs(Number(line.status));
          const at = new Date(Number(line.msec) * 1000);
          if (!kind || Number.isNaN(at.getTime())) continue;
          lineTime = at;
          if (kind === "not-found") {
            counter.recordNotFound(pageViewOf(line.uri, headers, siteHost));
            result.notFound += 1;
            continue;
          }
          const day = dayOf(at);
          await counter.readySalt(day);
          if (day < today) closePastDays = true;
          counter.recordView(pageViewOf(line.uri, headers, siteHost), visitorIdentity(line.address, line.user_agent, line.host || siteHost));
          result.views += 1;
        }
        await counter.flush();
        await saveAppMeta(trx, key, JSON.stringify({ inode: source.inode, offset: batch[batch.length - 1]!.end } satisfies Cursor));
      });
    }
  }
  if (closePastDays) await closeDaysBefore(db, today);
  services.logger.info({ file, ...result }, "analytics: cache log imported");
  return result;
}
