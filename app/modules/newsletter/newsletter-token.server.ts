import crypto from "node:crypto";

/** Confirmation links expire; unsubscribe links never do (old mails must keep working). */
export const CONFIRM_TOKEN_DAYS = 7;

type Purpose = "confirm" | "unsubscribe";

function sign(secret: string, purpose: Purpose, payload: string): string {
  return crypto.createHmac("sha256", secret).update(`newsletter-${purpose}:${payload}`).digest("base64url").slice(0, 32);
}

function sameSignature(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Bound to the subscriber's id and address, so a token cannot be moved to another subscriber. */
export function issueConfirmToken(secret: string, subscriber: { id: number; email: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CONFIRM_TOKEN_DAYS * 24 * 60 * 60;
  return `${subscriber.id}.${expires}.${sign(secret, "confirm", `${subscriber.id}:${subscriber.email}:${expires}`)}`;
}

export function issueUnsubscribeToken(secret: string, subscriber: { id: number; email: string }): string {
  return `${subscriber.id}.${sign(secret, "unsubscribe", `${subscriber.id}:${subscriber.email}`)}`;
}

/** The subscriber id a token names, before its signature is checked against the stored address. */
export function tokenSubscriberId(token: string | null): number | null {
  const id = Number(token?.split(".")[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function verifyConfirmToken(
  secret: string,
  token: string,
  subscriber: { id: number; email: string },
  now = Date.now(),
): "valid" | "expired" | "invalid" {
  const [id, expires, signature] = token.split(".");
  if (Number(id) !== subscriber.id || !/^\d{1,12}$/.test(expires ?? "") || !signature) return "invalid";
  if (!sameSignature(signature, sign(secret, "confirm", `${subscriber.id}:${subscriber.email}:${expires}`))) return "invalid";
  return Number(expires) * 1000 < now ? "expired" : "valid";
}

export function verifyUnsubscribeToken(secret: string, token: string, subscriber: { id: number; email: string }): boolean {
  const [id, signature] = token.split(".");
  if (Number(id) !== subscriber.id || !signature) return false;
  return sameSignature(signature, sign(secret, "unsubscribe", `${subscriber.id}:${subscriber.email}`));
}
