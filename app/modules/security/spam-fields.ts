/** Field names shared by the SpamTrap component and the server-side check, and the reasons an admin sees. */
/** A hidden field people never fill; bots that fill every input do. */
export const HONEYPOT_FIELD = "website";
/** A signed time fetched when the form is first used, so a submission faster than a person could type is recognised. */
export const FORM_TOKEN_FIELD = "formToken";

export type SpamReason = "honeypot" | "too-fast" | "missing-token" | "forged-token" | "rate-limit";

const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: "honeypot field filled in",
  "too-fast": "too fast (sent within 3 s of first using the form)",
  "missing-token": "missing form token",
  "forged-token": "forged form token",
  "rate-limit": "rate limit (too many from one address)",
};

/** What the Spam views say about why an item was quarantined (unknown reasons are shown as stored). */
export function spamReasonLabel(reason: string | null): string {
  return (reason && SPAM_REASON_LABELS[reason as SpamReason]) ?? reason ?? "unknown";
}
