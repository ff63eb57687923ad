import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Webhook signing secrets (decision 0034). Signing needs the secret itself, so it cannot be hashed like a
 * password: it is stored encrypted (AES-256-GCM) under a key derived from SESSION_SECRET, so a copy of the
 * database alone does not let anyone sign as us. Changing SESSION_SECRET makes stored secrets unreadable: the
 * admin rotates each endpoint's secret then (the worker records "secret unreadable" on its deliveries).
 */

/** A new Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "vyoma-webhooks", "webhook-secret-v1", 32));
}

/** "v1:" iv, tag and ciphertext in base64url. */
export function encryptWebhookSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1:${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${data.toString("base64url")}`;
}

export function decryptWebhookSecret(stored: string, sessionSecret: string): string {
  const [version, rest = ""] = stored.split(":", 2);
  const [iv = "", tag = "", data = ""] = rest.split(".");
  if (version !== "v1") throw new Error("unknown webhook secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(sessionSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
