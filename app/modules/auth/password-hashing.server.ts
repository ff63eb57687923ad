import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

/**
 * How passwords are hashed. "standard" is better-auth's own scrypt (N=16384, r=16: 32 MB and about 130 ms of CPU a
 * hash), the only choice at a public address (env.server.ts). The test suite signs people in over a thousand times a
 * run, so its apps and servers ask for "cheap-for-tests": scrypt at N=1024, r=8 (about 1 ms). A cheap hash carries
 * its own prefix, so hashes of either kind verify, and one test keeps the standard cost (tests/integration/auth.test.ts).
 */
export type PasswordHashing = "standard" | "cheap-for-tests";

const CHEAP_PREFIX = "cheap-scrypt:";
const CHEAP = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

function cheapKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, CHEAP, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const cheapForTests = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${CHEAP_PREFIX}${salt}:${(await cheapKey(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(CHEAP_PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(CHEAP_PREFIX.length).split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await cheapKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** better-auth's `emailAndPassword.password` option: undefined keeps its own scrypt. */
export function passwordHasher(mode: PasswordHashing) {
  return mode === "cheap-for-tests" ? cheapForTests : undefined;
}
