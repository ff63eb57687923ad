import crypto from "node:crypto";

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./spam-fields";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };
export const MIN_FILL_SECONDS = 3;

export type SpamVerdict = { spam: false } | { spam: true; reason: "honeypot" | "too-fast" | "bad-token" };

function sign(secret: string, value: string): string {
  return crypto.createHmac("sha256", secret).update(`form-token:${value}`).digest("base64url").slice(0, 22);
}

/** Issued with each page render (root loader) and echoed back by every public form. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = String(now);
  return `${issued}.${sign(secret, issued)}`;
}

/**
 * Judges a public form submission. The caller answers spam exactly like success (and records it), so bots
 * learn nothing from the response.
 */
export function judgeSubmission(values: Record<string, unknown>, secret: string, now = Date.now()): SpamVerdict {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { spam: true, reason: "honeypot" };
  const token = values[FORM_TOKEN_FIELD];
  if (typeof token !== "string") return { spam: true, reason: "bad-token" };
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d{10,16}$/.test(issued)) return { spam: true, reason: "bad-token" };
  const expected = sign(secret, issued);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { spam: true, reason: "bad-token" };
  }
  if (now - Number(issued) < MIN_FILL_SECONDS * 1000) return { spam: true, reason: "too-fast" };
  return { spam: false };
}
