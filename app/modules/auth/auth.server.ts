import { betterAuth } from "better-auth";
import { admin } from "better-auth/plugins";
import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth.schema";
import { passwordHasher } from "./password-hashing.server";

/**
 * better-auth on our own database (its tables come from our migrations). We call its server API from our
 * route actions; its HTTP handler is not mounted, so every way in goes through our validation, rate limits
 * and origin check.
 */
export function createAuth(database: Database, env: Env) {
  return betterAuth({
    appName: "Vyoma Technologies",
    baseURL: env.PUBLIC_URL,
    secret: env.SESSION_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    database: { db: database.db, type: database.kind },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: passwordHasher(env.PASSWORD_HASHING),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Set on a session a password made for an account with a second factor, until its code is accepted
      // (decision 0030); read with the session itself, so checking it costs no query.
      additionalFields: { secondFactorPending: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    // Our own limiter covers login and signup (it counts failures only); see modules/security.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "vyoma",
      useSecureCookies: env.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.secureCookies },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
