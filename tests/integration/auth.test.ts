import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { sql } from "kysely";
import { loadEnv } from "~/env.server";
import { ensureAdmin } from "~/modules/auth/accounts.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, cookieFrom, expectAuthorizationMatrix, logInAs, postForm, TEST_ADMIN, userCookie } from "../support/auth";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const signup = { name: "Asha Rao", email: "Asha@Example.com", password: "secret1", confirmPassword: "secret1" };

async function headerOf(cookie: string) {
  const html = await (await app.fetch("/", { headers: { Cookie: cookie } })).text();
  return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
}

describe("signup", () => {
  it("creates a non-admin user, signs them in and goes to /blog", async () => {
    const response = await postForm(app, "/signup", signup);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const header = await headerOf(cookieFrom(response));
    expect(header).toContain("asha@example.com");
    expect(header).toContain(">Logout</button>");
    expect(header).not.toContain('href="/admin"');
    const user = await app.database.db.selectFrom("user").select(["email", "role", "name"]).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: "asha@example.com", role: "user", name: "Asha Rao" });
  });

  it.each([
    [{ ...signup, name: " " }, "Please fill out all fields"],
    [{ ...signup, confirmPassword: "" }, "Please fill out all fields"],
    [{ ...signup, confirmPassword: "secret2" }, "Passwords do not match"],
    [{ ...signup, password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters"],
  ])("refuses %o with the SPEC's message", async (fields, message) => {
    const response = await postForm(app, "/signup", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await app.database.db.selectFrom("user").selectAll().execute()).toEqual([]);
  });

  it("answers a taken email with the generic failure and keeps the first account", async () => {
    await postForm(app, "/signup", signup);
    const second = await postForm(app, "/signup", { ...signup, name: "Impostor", email: "asha@example.com" });
    expect(second.status).toBe(400);
    expect(await second.text()).toContain("Failed to create an account. Please try again.");
    const users = await app.database.db.selectFrom("user").select("name").execute();
    expect(users).toEqual([{ name: "Asha Rao" }]);
  });
});

describe("login and logout", () => {
  it("signs in, restores the session on later requests, and logs out on the server", async () => {
    await postForm(app, "/signup", signup);
    const cookie = await logInAs(app, "asha@example.com", "secret1");
    expect(await headerOf(cookie)).toContain("asha@example.com");
    const sessionsBefore = (await app.database.db.selectFrom("session").selectAll().execute()).length;
    const logout = await app.fetch("/logout", { method: "POST", headers: { Cookie: cookie, Origin: app.url } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // The old cookie is dead on the server, not only in the browser.
    expect(await headerOf(cookie)).not.toContain("asha@example.com");
    expect(await app.database.db.selectFrom("session").selectAll().execute()).toHaveLength(sessionsBefore - 1);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    await postForm(app, "/signup", signup);
    const wrongPassword = await postForm(app, "/login", { email: "asha@example.com", password: "nope-nope" });
    const unknownEmail = await postForm(app, "/login", { email: "ghost@example.com", password: "nope-nope" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await wrongPassword.text(), await unknownEmail.text()];
    expect(a).toContain("Invalid credentials");
    expect(b).toContain("Invalid credentials");
  });

  it("asks for both fields", async () => {
    const response = await postForm(app, "/login", { email: "asha@example.com", password: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter both email and password");
  });

  it("answers 429 with a clear message after repeated failures, even for the right password", async () => {
    await postForm(app, "/signup", signup);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postForm(app, "/login", { email: "asha@example.com", password: `wrong-${attempt}` })).status).toBe(401);
    }
    const blocked = await postForm(app, "/login", { email: "asha@example.com", password: "secret1" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Too many attempts. Please wait a few minutes and try again.");
  });

  it("never redirects to another site after login", async () => {
    await postForm(app, "/signup", signup);
    for (const target of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const response = await postForm(app, "/login", { email: "asha@example.com", password: "secret1", redirectTo: target });
      expect(response.headers.get("location")).toBe("/blog");
    }
    const local = await postForm(app, "/login", { email: "asha@example.com", password: "secret1", redirectTo: "/careers" });
    expect(local.headers.get("location")).toBe("/careers");
  });

  it("refuses cross-site form posts before they reach the action", async () => {
    await postForm(app, "/signup", signup);
    const response = await postForm(app, "/login", { email: "asha@example.com", password: "secret1" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    const fetchSite = await app.fetch("/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
  });
});

/** The password hash better-auth stored for the only account (its tables are not in our Kysely types). */
async function storedPassword(on: TestApp): Promise<string> {
  const { rows } = await sql<{ password: string }>`select password from account`.execute(on.database.db);
  return rows[0]!.password;
}

describe("password hashes", () => {
  // The other tests hash cheaply (PASSWORD_HASHING=cheap-for-tests, tests/support/server.ts); this one keeps the cost
  // production runs with: better-auth's scrypt, a 16-byte salt and a 64-byte key, verified by better-auth itself.
  it("stores better-auth's standard scrypt hash, and signs in with it, where nothing asks for cheap hashes", async () => {
    const standard = await startTestApp({ PASSWORD_HASHING: "standard" });
    try {
      await postForm(standard, "/signup", signup);
      const password = await storedPassword(standard);
      expect(password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await verifyPassword({ hash: password, password: "secret1" })).toBe(true);
      expect(cookieFrom(await postForm(standard, "/login", { email: signup.email, password: "secret1" }))).toContain("vyoma");
    } finally {
      await standard.close();
    }
  });

  it("stores a cheap hash in tests, still verifies a standard one, and refuses cheap hashing at a public address", async () => {
    await postForm(app, "/signup", signup);
    const password = await storedPassword(app);
    expect(password).toMatch(/^cheap-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    // An account hashed at the standard cost (as a copied production database holds) signs in on a test server too.
    await sql`update account set password = ${await hashPassword("secret2")}`.execute(app.database.db);
    expect((await postForm(app, "/login", { email: signup.email, password: "secret1" })).status).toBe(401);
    expect((await postForm(app, "/login", { email: signup.email, password: "secret2" })).status).toBe(302);
    expect(() =>
      loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://www.vyoma.example", SESSION_SECRET: "s".repeat(40), PASSWORD_HASHING: "cheap-for-tests" }),
    ).toThrow(/PASSWORD_HASHING: is for tests only/);
  });
});

describe("admin role", () => {
  it("bootstraps the admin idempotently and promotes an existing user", async () => {
    expect(await ensureAdmin(app.services, TEST_ADMIN)).toBe("created");
    expect(await ensureAdmin(app.services, TEST_ADMIN)).toBe("unchanged");
    expect(await ensureAdmin(app.services, { ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() })).toBe("unchanged");
    await postForm(app, "/signup", signup);
    expect(await ensureAdmin(app.services, { email: "asha@example.com", password: "ignored-password" })).toBe("promoted");
    const users = await app.database.db.selectFrom("user").select(["email", "role"]).orderBy("email").execute();
    expect(users).toEqual([
      { email: "admin@test.example", role: "admin" },
      { email: "asha@example.com", role: "admin" },
    ]);
    // Promotion never changes the password.
    await logInAs(app, "asha@example.com", "secret1");
  });

  it("keeps /admin for admins: visitors go to /login, other users away", async () => {
    const anonymous = await app.fetch("/admin");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
    const reader = await app.fetch("/admin", { headers: { Cookie: await userCookie(app) } });
    expect(reader.status).toBe(302);
    expect(reader.headers.get("location")).toBe("/");
    const admin = await app.fetch("/admin", { headers: { Cookie: await adminCookie(app) } });
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain("Admin Dashboard");
    expect(html).toContain("Registered users");
  });

  it("sends non-admins from the blog editor pages to /blog (matrix helper)", async () => {
    await expectAuthorizationMatrix(app, [
      { method: "GET", path: "/admin", kind: "page" },
      { method: "GET", path: "/blog/create", kind: "page" },
    ]);
    const reader = await app.fetch("/blog/create", { headers: { Cookie: await userCookie(app) } });
    expect(reader.headers.get("location")).toBe("/blog");
  });
});
