import crypto from "node:crypto";

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason } from "./spam-fields";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason };
export const MIN_FILL_SECONDS = 3;

export type SpamVerdict = { spam: false } | { spam: true; reason: Exclude<SpamReason, "rate-limit"> };

/**
 * Where a submission came from: one of our pages' forms or a JSON API client. Neither needs a token: a page's form
 * gets one only from the page script (fetched when the form is first used), so a visitor without JavaScript sends
 * none, as an API client does; both are then judged by the honeypot and the rate limits (decisions 0009, 0018).
 */
export type SubmissionChannel = "page-form" | "api";

/** What a route knows about a public form submission besides its parsed fields. */
export interface SubmissionMeta {
  clientIp: string;
  channel: SubmissionChannel;
  /** The raw form values, for the honeypot and the signed render time. */
  values: Record<string, unknown>;
}

function sign(secret: string, value: string): string {
  return crypto.createHmac("sha256", secret).update(`form-token:${value}`).digest("base64url").slice(0, 22);
}

/** Issued by GET /api/form-token when a visitor first uses a form, and echoed back by that form. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = String(now);
  return `${issued}.${sign(secret, issued)}`;
}

/**
 * Judges a public submission. Nothing flagged is dropped: the caller stores it in quarantine with the reason and
 * answers exactly as for an accepted one, so bots learn nothing and a false positive can be released by an admin.
 */
export function judgeSubmission(values: Record<string, unknown>, secret: string, _channel: SubmissionChannel, now = Date.now()): SpamVerdict {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { spam: true, reason: "honeypot" };
  const token = values[FORM_TOKEN_FIELD];
  // No timing signal (no JavaScript, or an API client): the honeypot above and the caller's rate limit judge it.
  if (typeof token !== "string" || token === "") return { spam: false };
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d{10,16}$/.test(issued)) return { spam: true, reason: "forged-token" };
  const expected = sign(secret, issued);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { spam: true, reason: "forged-token" };
  }
  if (now - Number(issued) < MIN_FILL_SECONDS * 1000) return { spam: true, reason: "too-fast" };
  return { spam: false };
}
