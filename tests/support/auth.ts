import { expect } from "vitest";
import { ensureAdmin } from "~/modules/auth/accounts.server";
import type { Role } from "~/modules/auth/permissions";
import { isPostgres, setUserRoleByEmail } from "~/modules/auth/users.repository.server";
import type { TestApp } from "./app";

export const TEST_ADMIN = { email: "admin@test.example", password: "admin-secret-1" };

/** What posting a form and signing in need: an in-process test app, or a server process (tests/support/server.ts). */
export type HttpClient = Pick<TestApp, "url" | "fetch">;

/** Posts a form the way a browser on our own origin does. */
export function postForm(app: HttpClient, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.fetch(path, {
    method: "POST",
    headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The "name=value" pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function logInAs(app: HttpClient, email: string, password: string): Promise<string> {
  const response = await postForm(app, "/login", { email, password });
  expect(response.status, `login as ${email}`).toBe(302);
  return cookieFrom(response);
}

/** A signed-in admin's cookie (the admin is created through the same bootstrap the server uses). */
export async function adminCookie(app: TestApp): Promise<string> {
  await ensureAdmin(app.services, TEST_ADMIN);
  return logInAs(app, TEST_ADMIN.email, TEST_ADMIN.password);
}

let userCounter = 0;
/** A freshly signed-up, signed-in non-admin's cookie. */
export async function userCookie(app: TestApp): Promise<string> {
  userCounter += 1;
  const email = `reader${userCounter}-${Date.now()}@test.example`;
  const response = await postForm(app, "/signup", { name: "Reader", email, password: "reader-pass", confirmPassword: "reader-pass" });
  expect(response.status, "signup").toBe(302);
  return cookieFrom(response);
}

/**
 * A signed-in user of `role`: the account is made through better-auth as the signup does (not through /signup,
 * whose per-address rate limit a test with many people would reach), given the role, then signed in at /login.
 */
export async function roleUser(app: TestApp, role: Role, name = `${role[0]!.toUpperCase()}${role.slice(1)} ${userCounter + 1}`) {
  userCounter += 1;
  const email = `${role}${userCounter}-${Date.now()}@test.example`;
  const password = "team-pass-1";
  await app.services.auth.api.signUpEmail({ body: { name, email, password } });
  await setUserRoleByEmail(app.database.db, email, role);
  const row = await app.database.db.selectFrom("user").select(["id"]).where("email", "=", email).executeTakeFirstOrThrow();
  return { cookie: await logInAs(app, email, password), id: row.id, name, email, password };
}

export async function roleCookie(app: TestApp, role: Role): Promise<string> {
  return (await roleUser(app, role)).cookie;
}

export interface ProtectedEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Builds a fresh body for each try (bodies are streams and cannot be reused). */
  body?: () => BodyInit;
  headers?: Record<string, string>;
  /** What the admin's try must answer; default: any 2xx or 3xx. */
  adminStatus?: number[];
  /** JSON API (401/403) or page/HTML action (redirects). Default "api". */
  kind?: "api" | "page";
}

/**
 * The authorization matrix: each endpoint tried anonymous, as a non-admin and as the admin. The API answers
 * 401 and 403; pages and HTML actions redirect to /login and away. Other areas reuse this for their endpoints.
 */
export async function expectAuthorizationMatrix(app: TestApp, endpoints: ProtectedEndpoint[]) {
  const cookies = { anonymous: "", user: await userCookie(app), admin: await adminCookie(app) };
  const problems: string[] = [];
  for (const endpoint of endpoints) {
    for (const [who, cookie] of Object.entries(cookies) as Array<[keyof typeof cookies, string]>) {
      const response = await app.fetch(endpoint.path, {
        method: endpoint.method,
        headers: { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}), ...endpoint.headers },
        body: endpoint.body?.(),
      });
      const status = response.status;
      const location = response.headers.get("location") ?? "";
      const label = `${who} ${endpoint.method} ${endpoint.path} -> ${status} ${location}`;
      if (who === "admin") {
        const ok = endpoint.adminStatus ? endpoint.adminStatus.includes(status) : status >= 200 && status < 400 && !location.startsWith("/login");
        if (!ok) problems.push(label);
      } else if ((endpoint.kind ?? "api") === "api") {
        if (status !== (who === "anonymous" ? 401 : 403)) problems.push(label);
      } else if (!(status === 302 || status === 303) || (who === "anonymous" && !location.startsWith("/login"))) {
        problems.push(label);
      }
    }
  }
  expect(problems).toEqual([]);
}

/** Moves every sign-in of the user this many minutes into the past (what a session's age is judged by). */
export async function signedInMinutesAgo(app: TestApp, userId: string, minutes: number): Promise<void> {
  const { db } = app.database;
  const at = new Date(Date.now() - minutes * 60_000);
  await db.updateTable("session").set({ createdAt: isPostgres(db) ? at : at.toISOString() }).where("userId", "=", userId).execute();
}
