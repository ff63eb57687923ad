import { betterAuth } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { admin } from "better-auth/plugins";
import * as z from "zod";
import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, REAUTHENTICATION_MINUTES } from "./auth.schema";
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
      // A sign-in this recent counts as re-authentication before a change of sign-in factors (ASVS V7.5.1,
      // decision 0046; `confirmRecentSignIn` reads it). better-auth's own fresh-session endpoints are not mounted.
      freshAge: REAUTHENTICATION_MINUTES * 60,
      // Set on a session a password made for an account with a second factor, until its code is accepted
      // (decision 0030); read with the session itself, so checking it costs no query.
      additionalFields: { secondFactorPending: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), verifiedSignIn()],
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

/**
 * `auth.api.signInVerifiedUser({ body: { userId }, headers, returnHeaders: true })`: a session and its cookie for a
 * person our own code has already proved (a passkey with user verification, decision 0037). better-auth makes the
 * session and signs the cookie exactly as for a password; server-only, so no HTTP request can reach it even if the
 * handler were ever mounted. A banned account gets no session (what signInEmail does).
 */
function verifiedSignIn() {
  return {
    id: "verified-sign-in",
    endpoints: {
      signInVerifiedUser: createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ userId: z.string() }) }, async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user || (user as { banned?: boolean | null }).banned) return ctx.json({ signedIn: false as const });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ signedIn: true as const });
      }),
    },
  } as const;
}
