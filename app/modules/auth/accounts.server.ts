import { APIError } from "better-auth/api";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent } from "~/modules/audit/audit.server";
import { toRole, type Role } from "./permissions";
import { authMessages, PLACEHOLDER_ADMIN_NAME, type LoginInput, type SignupInput } from "./auth.schema";
import { hasSecondFactor, mustEnrolSecondFactor } from "./two-factor.server";
import { markSessionSecondFactorPending } from "./two-factor.repository.server";
import { countUserRows, deleteSessionRowOfUser, findUserRoleByEmail, setUserRoleByEmail } from "./users.repository.server";

export interface SessionUser {
  id: string;
  /** The session this request signed in with ("this device" on /account). */
  sessionId: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
  /** When this session's sign-in happened (ISO); absent for an API key, which never counts as a recent sign-in. */
  signedInAt?: string;
}

/** On success, the headers that set (or clear) the session cookie. */
export type AccountResult = Result<Headers, "invalid" | "unauthorized" | "rate-limited">;
/** A sign-in's answer: the cookie, and whether the session still waits for the second factor's code. */
/** `mustEnrolSecondFactor`: signed in, but an admin or editor the site requires to set up two-step sign-in first. */
export type LogInResult = Result<{ headers: Headers; secondFactorRequired: boolean; mustEnrolSecondFactor: boolean }, "invalid" | "unauthorized" | "rate-limited">;

/** Failed logins per address; successes are not counted, so a person who types well is never slowed down. */
export const loginFailureRule: RateLimitRule = { name: "login-failure", limit: 10, windowSeconds: 15 * 60 };
export const signupRule: RateLimitRule = { name: "signup", limit: 10, windowSeconds: 60 * 60 };

type AuthServices = Pick<AppServices, "auth" | "database" | "logger" | "clock" | "env">;

/**
 * A session ends this long after its sign-in, however often it is used (ASVS 7.3.2): better-auth's 7 days are
 * renewed once a day of use, so without this a session used daily would never end (decision 0037).
 */
export const SESSION_ABSOLUTE_LIFETIME_DAYS = 30;

/** The signed-in user of a request, from its headers (the session cookie). */
export async function getSessionUser(services: Pick<AppServices, "auth" | "database">, input: { headers: Headers }): Promise<SessionUser | null> {
  if (!input.headers.get("cookie")) return null;
  const session = await services.auth.api.getSession({ headers: input.headers });
  if (!session) return null;
  // The real clock, not services.clock: it is compared with better-auth's own timestamps, which come from it.
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_DAYS * 86_400_000) {
    await deleteSessionRowOfUser(services.database.db, session.user.id, session.session.id);
    return null;
  }
  // Password right, code not yet: this session signs nobody in (decision 0030).
  if (session.session.secondFactorPending) return null;
  const { user } = session;
  // A disabled account's sessions are revoked; this covers one that was in flight at that moment.
  if (user.banned) return null;
  const role = toRole(user.role);
  return { id: user.id, sessionId: session.session.id, email: user.email, name: user.name, role, isAdmin: role === "admin", signedInAt: new Date(session.session.createdAt).toISOString() };
}

/** What better-auth records on a new session: the browser (user agent) and the address our server trusts. */
export function sessionOrigin(input: { clientIp: string; userAgent?: string | null }): Headers {
  const headers = new Headers({ "x-forwarded-for": input.clientIp });
  if (input.userAgent) headers.set("user-agent", input.userAgent.slice(0, 500));
  return headers;
}

/**
 * Same answer for an unknown email and a wrong password. Both outcomes go to the audit log; a refusal names the
 * account when the address has one, and never keeps an address that has none (it may be a password typed in the
 * wrong field).
 */
export async function logIn(services: AuthServices, input: LoginInput & { clientIp: string; userAgent?: string | null }): Promise<LogInResult> {
  const rateKey = { rule: loginFailureRule, key: input.clientIp };
  const limit = await peekRateLimit(services, rateKey);
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      // The session keeps the browser and address it began with, for the list on /account.
      headers: sessionOrigin(input),
      returnHeaders: true,
    });
    // An account with a second factor gets a session that counts for nothing until its code (decision 0030); the
    // sign-in is recorded when the code is accepted.
    if (await hasSecondFactor(services, { userId: response.user.id })) {
      await markSessionSecondFactorPending(services.database.db, response.token);
      return succeed({ headers, secondFactorRequired: true, mustEnrolSecondFactor: false });
    }
    const by = { userId: response.user.id, ip: input.clientIp };
    await recordAuditEvent(services, { action: "auth.sign_in", by, subject: { type: "user", id: response.user.id }, summary: `Signed in as ${response.user.email}` });
    const mustEnrol = await mustEnrolSecondFactor(services, { userId: response.user.id, role: toRole(response.user.role) });
    return succeed({ headers, secondFactorRequired: false, mustEnrolSecondFactor: mustEnrol });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    await consumeRateLimit(services, rateKey);
    const account = await findUserRoleByEmail(services.database.db, input.email);
    await recordAuditEvent(services, {
      action: "auth.sign_in_failed",
      by: { userId: null, ip: input.clientIp },
      subject: account ? { type: "user", id: account.id } : null,
      summary: account ? `Sign-in refused for ${input.email}` : "Sign-in refused: no account has the address typed",
    });
    return fail("unauthorized", authMessages.loginFailed);
  }
}

/** Creates a non-admin user and signs them in. A taken email gets the SPEC's generic failure message. */
export async function signUp(services: AuthServices, input: SignupInput & { clientIp: string; userAgent?: string | null }): Promise<AccountResult> {
  const limit = await consumeRateLimit(services, { rule: signupRule, key: input.clientIp });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  try {
    const { headers } = await services.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      headers: sessionOrigin(input),
      returnHeaders: true,
    });
    return succeed(headers);
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    services.logger.info({ reason: error.message }, "signup refused");
    return fail("invalid", authMessages.signupFailed);
  }
}

/** Ends the session on the server and returns the headers that clear the cookie. */
export async function logOut(services: Pick<AppServices, "auth">, input: { headers: Headers }): Promise<Headers> {
  try {
    const { headers } = await services.auth.api.signOut({ headers: input.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    if (error instanceof APIError) return new Headers();
    throw error;
  }
}

export type EnsureAdminResult = "created" | "promoted" | "unchanged";

/** Creates the admin, or promotes an existing user; never duplicates, never changes an existing password. */
export async function ensureAdmin(
  services: Pick<AppServices, "auth" | "database">,
  admin: { email: string; password: string; name?: string },
): Promise<EnsureAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const { db } = services.database;
  const existing = await findUserRoleByEmail(db, email);
  if (existing?.role === "admin") return "unchanged";
  if (!existing) {
    await services.auth.api.signUpEmail({ body: { email, password: admin.password, name: admin.name ?? PLACEHOLDER_ADMIN_NAME } });
  }
  await setUserRoleByEmail(db, email, "admin");
  return existing ? "promoted" : "created";
}

export function countUsers(services: Pick<AppServices, "database">): Promise<number> {
  return countUserRows(services.database.db);
}
