import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BACKUP_ALPHABET, base32Decode, base32Encode, hashBackupCode, hotp, matchTotp, newBackupCodes, openTotpSecret, otpauthUri, sealTotpSecret } from "./totp.server";

/** RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") and its 8-digit values, cut to our 6 digits. */
const RFC_SECRET = Buffer.from("12345678901234567890");
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's test values (last six digits) for its SHA-1 secret", () => {
    for (const [seconds, eightDigits] of RFC_VECTORS) expect(hotp(RFC_SECRET, Math.floor(seconds / 30))).toBe(eightDigits.slice(2));
  });

  it("accepts the code of the step before, now and after, and answers which step; refuses two steps off and non-digits", () => {
    const secret = base32Encode(RFC_SECRET);
    expect(base32Decode(secret)).toEqual(RFC_SECRET);
    const at = new Date(1111111109 * 1000);
    const step = Math.floor(1111111109 / 30);
    for (const offset of [-1, 0, 1]) expect(matchTotp(secret, hotp(RFC_SECRET, step + offset), at)).toBe(step + offset);
    expect(matchTotp(secret, hotp(RFC_SECRET, step + 2), at)).toBeNull();
    expect(matchTotp(secret, hotp(RFC_SECRET, step - 2), at)).toBeNull();
    expect(matchTotp(secret, "12a456", at)).toBeNull();
    expect(matchTotp(secret, ` ${hotp(RFC_SECRET, step).slice(0, 3)} ${hotp(RFC_SECRET, step).slice(3)} `, at)).toBe(step);
  });

  it("writes the otpauth URI an authenticator app reads", () => {
    expect(otpauthUri({ issuer: "Vyoma Technologies", account: "a@example.com", secret: "ABCD" })).toBe(
      "otpauth://totp/Vyoma%20Technologies%3Aa%40example.com?secret=ABCD&issuer=Vyoma+Technologies&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("secrets and backup codes at rest", () => {
  it("gives each backup code at least 112 bits of entropy (ASVS 5.0 6.5.2: stored with an unsalted SHA-256)", () => {
    const codes = newBackupCodes();
    const symbols = codes.map((code) => code.replace(/-/g, ""));
    // Every character drawn from the alphabet, each alphabet character distinct: log2(alphabet size) bits each.
    expect(new Set(BACKUP_ALPHABET).size).toBe(BACKUP_ALPHABET.length);
    for (const code of symbols) expect([...code].every((char) => BACKUP_ALPHABET.includes(char))).toBe(true);
    const bits = symbols[0]!.length * Math.log2(BACKUP_ALPHABET.length);
    expect(bits).toBeGreaterThanOrEqual(112);
    expect(symbols.every((code) => code.length === symbols[0]!.length)).toBe(true);
    // And drawn evenly: over 1,000 codes each character's share is near 1/31 (a skewed draw would lose entropy).
    const counts = new Map<string, number>();
    const many = Array.from({ length: 100 }, () => newBackupCodes()).flat().join("").replace(/-/g, "");
    for (const char of many) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(BACKUP_ALPHABET.length);
    const expected = many.length / BACKUP_ALPHABET.length;
    for (const [char, count] of counts) expect(Math.abs(count - expected) / expected, char).toBeLessThan(0.2);
  });


  it("seals the shared secret so the stored text holds no trace of it, and opens it only with the same SESSION_SECRET", () => {
    const sealed = sealTotpSecret("JBSWY3DPEHPK3PXP", "session-secret-one");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openTotpSecret(sealed, "session-secret-one")).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openTotpSecret(sealed, "another-secret")).toThrow();
  });

  it("makes ten distinct codes and stores a SHA-256 that ignores case, spaces and the dash", () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    expect(hashBackupCode("ABCDE-fghjk")).toBe(createHash("sha256").update("abcdefghjk").digest("hex"));
    expect(hashBackupCode(" abcde fghjk ")).toBe(hashBackupCode("abcde-fghjk"));
  });
});
