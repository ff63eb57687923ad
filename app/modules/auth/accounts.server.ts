import { APIError } from "better-auth/api";
import type { AppServices } from "~/context";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { authMessages, type LoginInput, type SignupInput } from "./auth.schema";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

export type AccountResult = { ok: true; headers: Headers } | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number };

/** Failed logins per address; successes are not counted, so a person who types well is never slowed down. */
export const loginFailureRule: RateLimitRule = { name: "login-failure", limit: 10, windowSeconds: 15 * 60 };
export const signupRule: RateLimitRule = { name: "signup", limit: 10, windowSeconds: 60 * 60 };

type AuthServices = Pick<AppServices, "auth" | "database" | "logger">;

export async function getSessionUser(services: Pick<AppServices, "auth">, request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.role === "admin" };
}

/** Same answer for an unknown email and a wrong password. */
export async function logIn(services: AuthServices, input: LoginInput, clientIp: string): Promise<AccountResult> {
  const limit = await peekRateLimit(services.database.db, loginFailureRule, clientIp);
  if (limit.limited) return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limit.retryAfterSeconds };
  try {
    const { headers } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    await consumeRateLimit(services.database.db, loginFailureRule, clientIp);
    return { ok: false, status: 401, message: authMessages.loginFailed };
  }
}

/** Creates a non-admin user and signs them in. A taken email gets the SPEC's generic failure message. */
export async function signUp(services: AuthServices, input: SignupInput, clientIp: string): Promise<AccountResult> {
  const limit = await consumeRateLimit(services.database.db, signupRule, clientIp);
  if (limit.limited) return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limit.retryAfterSeconds };
  try {
    const { headers } = await services.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password },
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    services.logger.info({ reason: error.message }, "signup refused");
    return { ok: false, status: 400, message: authMessages.signupFailed };
  }
}

/** Ends the session on the server and returns the headers that clear the cookie. */
export async function logOut(services: Pick<AppServices, "auth">, request: Request): Promise<Headers> {
  try {
    const { headers } = await services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
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
  const existing = await db.selectFrom("user").select(["id", "role"]).where("email", "=", email).executeTakeFirst();
  if (existing?.role === "admin") return "unchanged";
  if (!existing) {
    await services.auth.api.signUpEmail({ body: { email, password: admin.password, name: admin.name ?? "Administrator" } });
  }
  await db.updateTable("user").set({ role: "admin" }).where("email", "=", email).execute();
  return existing ? "promoted" : "created";
}
