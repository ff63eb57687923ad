/**
 * The one place that decides which failures mean "the storage is unavailable for now" (a read-only or full disk,
 * a busy or broken SQLite file, a PostgreSQL server that is down or refusing connections, an object store that is
 * unreachable, times out or answers 5xx) rather than a bug. The
 * server answers those with 503 and Retry-After instead of 500; the transaction that hit them has rolled back.
 */
const SQLITE_CODES = /^SQLITE_(READONLY|FULL|BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|NOLFS)/;
const SYSTEM_CODES = new Set([
  "ENOSPC",
  "EROFS",
  "EDQUOT",
  "EIO",
  "EMFILE",
  "ENFILE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** SQLSTATE classes 08 (connection), 53 (insufficient resources, disk full), 57P0x (shutting down), 58 (I/O). */
const PG_STATES = /^(08|53|57P0|58)/;
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export const UNAVAILABLE_MESSAGE = "We cannot save or load this right now. Nothing was stored; please try again in a few minutes.";
export const RETRY_AFTER_SECONDS = 30;

export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SQLITE_CODES.test(code) || SYSTEM_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && PG_STATES.test(code)))) {
    return true;
  }
  if (error instanceof Error && PG_MESSAGES.test(error.message)) return true;
  // The object store (AWS SDK) answered 5xx, e.g. 500 InternalError or 503 SlowDown; a 4xx (wrong credentials) is a bug.
  const httpStatus = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  if (typeof httpStatus === "number" && httpStatus >= 500) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError((error as { cause?: unknown }).cause, depth + 1);
}

/** What loaders, actions and resource routes answer instead (React Router turns a thrown Response into its status). */
export function unavailableResponse(): Response {
  return Response.json(
    { error: UNAVAILABLE_MESSAGE },
    { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
}
