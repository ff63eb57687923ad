import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226: HMAC-SHA1, 30-second steps, 6 digits), on node:crypto
 * alone (decision 0030): the step is computed from `services.clock`, so tests set the time, and no dependency is
 * added. The shared secret is kept encrypted (AES-256-GCM, a key derived from SESSION_SECRET); backup codes are
 * kept as SHA-256 hashes only.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too: a phone's clock a little off, a code typed at the turn. */
export const TOTP_WINDOW_STEPS = 1;
export const BACKUP_CODE_COUNT = 10;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (RFC 4226's recommended 160 bits), as base32 for the authenticator app. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 4226's HOTP value of `secret` (raw bytes) at `counter`, as 6 digits. */
export function hotp(secret: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The step whose code `code` is, within ±TOTP_WINDOW_STEPS of `at`, or null. The caller stores the step it accepted
 * and refuses it (and older ones) next time, so a code seen over a shoulder cannot be used again.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(at);
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(typed))) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads (from a QR code, or typed in as the secret). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({ secret: input.secret, issuer: input.issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** 31 characters without look-alikes (no i, l, o, 0, 1). */
export const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/**
 * 24 characters: 24 x log2(31) = 118.9 bits, over the 112 that ASVS 5.0 6.5.2 asks of a lookup secret stored with a
 * fast unsalted hash (SHA-256, below). The 10 of the first codes gave 49.5 bits.
 */
export const BACKUP_CODE_LENGTH = 24;

/** Ten single-use backup codes, "xxxx-xxxx-xxxx-xxxx-xxxx-xxxx" (no look-alike characters), shown once. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

/** What is stored of a backup code: the SHA-256 of its normalized form (case, spaces and the dash do not matter). */
export function hashBackupCode(code: string): string {
  return createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");
}

function keyFrom(sessionSecret: string): Buffer {
  return createHash("sha256").update(`totp-secret-key:${sessionSecret}`).digest();
}

/** The shared secret as stored: AES-256-GCM under a key derived from SESSION_SECRET ("iv.tag.ciphertext", base64url). */
export function sealTotpSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openTotpSecret(stored: string, sessionSecret: string): string {
  const [iv, tag, sealed] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(sessionSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString("utf8");
}
