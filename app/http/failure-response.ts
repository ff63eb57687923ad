import type { Failure, FailureCode } from "~/modules/result";

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 429;

/** The one place where a use case's failure becomes an HTTP status (routes, HTML and JSON alike). */
const STATUS_OF: Record<FailureCode, Status> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "precondition-failed": 412,
  gone: 410,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
};

export function statusOf(failure: Failure): Status {
  return STATUS_OF[failure.code];
}

/** The status and, for a rate limit, Retry-After: for `data(...)` in HTML actions and for JSON answers. */
export function failureInit(failure: Failure): { status: number; headers?: Record<string, string> } {
  const headers = failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined;
  return { status: statusOf(failure), headers };
}

/** The JSON API's answer to a failure: `{ error, fieldErrors }` (fieldErrors when there are any) with its status. */
export function failureJson(failure: Failure): Response {
  return Response.json({ error: failure.message, fieldErrors: failure.fieldErrors }, failureInit(failure));
}
