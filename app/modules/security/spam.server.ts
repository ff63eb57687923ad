import crypto from "node:crypto";

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason } from "./spam-fields";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason };
export const MIN_FILL_SECONDS = 3;

export type SpamVerdict = { spam: false } | { spam: true; reason: Exclude<SpamReason, "rate-limit"> };

/**
 * Where a submission came from. A page's form always carries the signed render time, so a missing one is doubtful;
 * a client of the JSON API has no page and sends none, and is judged by the honeypot and the rate limit alone.
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

/** Issued with each page render (root loader) and echoed back by every public form. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = String(now);
  return `${issued}.${sign(secret, issued)}`;
}

/**
 * Judges a public submission. Nothing flagged is dropped: the caller stores it in quarantine with the reason and
 * answers exactly as for an accepted one, so bots learn nothing and a false positive can be released by an admin.
 */
export function judgeSubmission(values: Record<string, unknown>, secret: string, channel: SubmissionChannel, now = Date.now()): SpamVerdict {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { spam: true, reason: "honeypot" };
  const token = values[FORM_TOKEN_FIELD];
  if (typeof token !== "string" || token === "") return channel === "api" ? { spam: false } : { spam: true, reason: "missing-token" };
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d{10,16}$/.test(issued)) return { spam: true, reason: "forged-token" };
  const expected = sign(secret, issued);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { spam: true, reason: "forged-token" };
  }
  if (now - Number(issued) < MIN_FILL_SECONDS * 1000) return { spam: true, reason: "too-fast" };
  return { spam: false };
}
