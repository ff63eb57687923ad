/**
 * What every use case answers (docs/decisions/0010-module-shape.md): its value, or a failure with a code and a
 * message a person can read. Codes say what went wrong in the domain's terms; only app/http/ turns them into
 * HTTP statuses.
 */
export type FailureCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "precondition-failed"
  | "gone"
  | "too-large"
  | "unsupported-type"
  | "rate-limited";

export interface Failure<C extends FailureCode = FailureCode> {
  ok: false;
  code: C;
  message: string;
  /** One message per form field, for forms and the JSON API's `fieldErrors`. */
  fieldErrors?: Record<string, string>;
  /** With "rate-limited": when to try again. */
  retryAfterSeconds?: number;
}

export type Result<T = undefined, C extends FailureCode = FailureCode> = { ok: true; value: T } | Failure<C>;

export function succeed(): { ok: true; value: undefined };
export function succeed<T>(value: T): { ok: true; value: T };
export function succeed<T>(value?: T) {
  return { ok: true as const, value };
}

export function fail<C extends FailureCode>(code: C, message: string, details: Omit<Failure, "ok" | "code" | "message"> = {}): Failure<C> {
  return { ok: false, code, message, ...details };
}
