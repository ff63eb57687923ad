/**
 * /account (issue 33): every signed-in person changes their own name and password (with the current one, ending
 * their other sessions unless they say not to), sees where they are signed in and signs devices out; each change is
 * in the audit log, and nobody can touch another person's account or session.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { SESSION_ABSOLUTE_LIFETIME_DAYS } from "~/modules/auth/accounts.server";
import { isPostgres } from "~/modules/auth/users.repository.server";
import { cookieFrom, postForm, roleUser } from "../support/auth";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signIn(email: string, password: string, userAgent: string, ip = "203.0.113.9") {
  const response = await postForm(app, "/login", { email, password }, { "User-Agent": userAgent, "X-Forwarded-For": ip });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}
const page = async (cookie: string) => (await (await app.fetch("/account", { headers: { Cookie: cookie } })).text()).replaceAll("<!-- -->", "");
const act = (cookie: string, fields: Record<string, string>) => postForm(app, "/account", fields, { Cookie: cookie });
const signedIn = async (cookie: string) => (await app.fetch("/account", { headers: { Cookie: cookie } })).status === 200;
const audit = (action: string) => app.database.db.selectFrom("audit_events").select(["actor_id", "summary"]).where("action", "=", action).execute();

describe("/account", () => {
  it("sends a visitor to /login, and links from the header of every signed-in person", async () => {
    const get = await app.fetch("/account");
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/login?redirectTo=%2Faccount");
    const post = await postForm(app, "/account", { intent: "end-others" });
    expect(post.headers.get("location")).toMatch(/^\/login/);
    const signup = await postForm(app, "/signup", { name: "Asha Rao", email: "asha@example.com", password: "secret1", confirmPassword: "secret1" });
    const home = await (await app.fetch("/", { headers: { Cookie: cookieFrom(signup) } })).text();
    expect(home).toContain('href="/account" aria-label="Your account: asha@example.com"');
  });

  it("changes the name, recorded in the audit log; a blank one is refused", async () => {
    const editor = await roleUser(app, "editor", "Meera Editor");
    expect((await act(editor.cookie, { intent: "name", name: "  " })).status).toBe(400);
    const saved = await act(editor.cookie, { intent: "name", name: "Meera Iyer" });
    expect(saved.status).toBe(200);
    expect(await page(editor.cookie)).toContain('value="Meera Iyer"');
    expect(await audit("user.name_changed")).toEqual([{ actor_id: editor.id, summary: `${editor.email}: “Meera Editor” → “Meera Iyer”` }]);
  });

  it("changes the password with the current one and signs out the other sessions by default; this device stays", async () => {
    const editor = await roleUser(app, "editor");
    const phone = await signIn(editor.email, editor.password, IPHONE_SAFARI);
    const wrong = await act(editor.cookie, { intent: "password", currentPassword: "not-it", password: "a-new-long-password", confirmPassword: "a-new-long-password", signOutOthers: "on" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right");
    const short = await act(editor.cookie, { intent: "password", currentPassword: editor.password, password: "only-11-chr", confirmPassword: "only-11-chr", signOutOthers: "on" });
    expect(await short.text()).toContain("Staff passwords must be at least 12 characters");
    const guessable = await act(editor.cookie, { intent: "password", currentPassword: editor.password, password: "qwertyuiop123", confirmPassword: "qwertyuiop123", signOutOthers: "on" });
    expect(guessable.status).toBe(400);
    expect(await guessable.text()).toContain("This password is too easy to guess.");
    expect(await signedIn(phone)).toBe(true);

    const done = await act(editor.cookie, { intent: "password", currentPassword: editor.password, password: "a-new-long-password", confirmPassword: "a-new-long-password", signOutOthers: "on" });
    expect(done.status).toBe(200);
    // Signing up signed the editor in once more (better-auth's autoSignIn): two other sessions.
    expect(await done.text()).toContain("Password changed. 2 other sessions were signed out.");
    expect(await signedIn(editor.cookie)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect((await postForm(app, "/login", { email: editor.email, password: "a-new-long-password" })).status).toBe(302);
    expect(await audit("auth.password_changed")).toEqual([{ actor_id: editor.id, summary: `${editor.email} changed their password; 2 other sessions ended` }]);
  });

  it("keeps the other sessions when the box is unticked", async () => {
    const author = await roleUser(app, "author");
    const phone = await signIn(author.email, author.password, IPHONE_SAFARI);
    const done = await act(author.cookie, { intent: "password", currentPassword: author.password, password: "a-new-long-password", confirmPassword: "a-new-long-password" });
    expect(done.status).toBe(200);
    expect(await signedIn(phone)).toBe(true);
  });

  it("refuses guessing the current password after 10 tries with 429", async () => {
    const signup = await postForm(app, "/signup", { name: "Asha Rao", email: "asha@example.com", password: "secret1", confirmPassword: "secret1" });
    const cookie = cookieFrom(signup);
    for (let n = 0; n < 10; n += 1) expect((await act(cookie, { intent: "password", currentPassword: `guess-${n}`, password: "secret2", confirmPassword: "secret2" })).status).toBe(400);
    const limited = await act(cookie, { intent: "password", currentPassword: "secret1", password: "secret2", confirmPassword: "secret2" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`ends a session ${SESSION_ABSOLUTE_LIFETIME_DAYS} days after its sign-in however often it is used, and removes its row`, async () => {
    const editor = await roleUser(app, "editor");
    const { db } = app.database;
    const sessions = () => db.selectFrom("session").select("id").where("userId", "=", editor.id).execute();
    // Two: signing up signed the editor in too (better-auth's autoSignIn), then the sign-in of the cookie.
    expect(await sessions()).toHaveLength(2);
    // Signed in this long ago (better-auth renewed its expiry on each day of use, so only the sign-in's time is old).
    const signedInDaysAgo = async (days: number) => {
      const at = new Date(Date.now() - days * 86_400_000);
      await db.updateTable("session").set({ createdAt: isPostgres(db) ? at : at.toISOString() }).where("userId", "=", editor.id).execute();
    };
    await signedInDaysAgo(SESSION_ABSOLUTE_LIFETIME_DAYS - 1);
    expect(await signedIn(editor.cookie)).toBe(true);
    await signedInDaysAgo(SESSION_ABSOLUTE_LIFETIME_DAYS + 1);
    expect(await signedIn(editor.cookie)).toBe(false);
    const admin = await app.fetch("/admin", { headers: { Cookie: editor.cookie } });
    expect(admin.status).toBe(302);
    expect(admin.headers.get("location")).toMatch(/^\/login/);
    // The cookie's row is gone (the other, never used again, ends at better-auth's expiry or its next use).
    expect(await sessions()).toHaveLength(1);
    // Signing in again starts a new lifetime.
    expect(await signedIn(await signIn(editor.email, editor.password, WINDOWS_CHROME))).toBe(true);
  });

  it("lists where one is signed in, signs out one device or all the others, and never another person's session", async () => {
    const editor = await roleUser(app, "editor");
    const laptop = await signIn(editor.email, editor.password, WINDOWS_CHROME, "198.51.100.23");
    const phone = await signIn(editor.email, editor.password, IPHONE_SAFARI);
    const listed = await page(laptop);
    expect(listed).toContain("Chrome on Windows");
    expect(listed).toContain("This device");
    expect(listed).toContain("network 198.51.100.0/24");
    expect(listed).toContain("Safari on iPhone");
    expect(listed).toContain("Sign out everywhere else");

    const phoneSession = await app.database.db.selectFrom("session").select("id").where("userId", "=", editor.id).where("userAgent", "=", IPHONE_SAFARI).executeTakeFirstOrThrow();
    const stranger = await roleUser(app, "author");
    expect((await act(stranger.cookie, { intent: "end-session", sessionId: phoneSession.id })).status).toBe(404);
    expect(await signedIn(phone)).toBe(true);

    expect((await act(laptop, { intent: "end-session", sessionId: phoneSession.id })).status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);

    const ended = await act(laptop, { intent: "end-others" });
    expect(await ended.text()).toContain("Signed out 2 other sessions.");
    expect(await signedIn(editor.cookie)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect((await audit("session.revoked")).map((row) => row.actor_id)).toEqual([editor.id, editor.id]);
  });
});
