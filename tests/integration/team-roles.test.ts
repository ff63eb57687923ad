/**
 * Roles (issue 18): admins assign roles and disable accounts on /admin/users; authors write their own drafts and
 * cannot publish or touch others' posts; editors publish every post. Through HTTP against the real build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, logInAs, postForm, roleUser, TEST_ADMIN } from "../support/auth";
import { samplePost, sendJson } from "../support/blog";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterAll(() => app.close());

const roleOfEmail = async (email: string) => (await app.database.db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirstOrThrow()).role;
const usersAction = (cookie: string, fields: Record<string, string>) => postForm(app, "/admin/users", fields, { Cookie: cookie });

describe("/admin/users", () => {
  it("lists and searches users, and changes a role", async () => {
    const person = await roleUser(app, "user", "Meera Searchable");
    const page = await (await app.fetch("/admin/users?q=searchable", { headers: { Cookie: admin } })).text();
    expect(page).toContain("Meera Searchable");
    expect(page).not.toContain(`<p class="text-slate-600">${TEST_ADMIN.email}</p>`);
    const response = await usersAction(admin, { intent: "role", id: person.id, role: "editor" });
    expect(response.status).toBe(200);
    expect(await roleOfEmail(person.email)).toBe("editor");
    // The new editor may now open the review queue.
    expect((await app.fetch("/admin/review", { headers: { Cookie: person.cookie } })).status).toBe(200);
  });

  it("refuses an unknown role with 400 and changes nothing", async () => {
    const person = await roleUser(app, "author");
    const response = await usersAction(admin, { intent: "role", id: person.id, role: "superuser" });
    expect(response.status).toBe(400);
    expect(await roleOfEmail(person.email)).toBe("author");
  });

  it("disables an account: its session ends at once and it cannot sign in; enabling lets it back", async () => {
    const person = await roleUser(app, "editor");
    expect((await app.fetch("/admin", { headers: { Cookie: person.cookie } })).status).toBe(200);
    expect((await usersAction(admin, { intent: "disable", id: person.id })).status).toBe(200);
    const after = await app.fetch("/admin", { headers: { Cookie: person.cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login/);
    const login = await postForm(app, "/login", { email: person.email, password: person.password });
    expect(login.status).toBe(401);
    expect((await usersAction(admin, { intent: "enable", id: person.id })).status).toBe(200);
    await logInAs(app, person.email, person.password);
  });

  it("signs a person out everywhere without disabling them: every session ends, they sign in again, recorded, not mailed", async () => {
    const person = await roleUser(app, "editor", "Ravi Laptop");
    const phone = await logInAs(app, person.email, person.password);
    const adminRow = await app.database.db.selectFrom("user").select(["id", "name"]).where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow();
    const mailsBefore = await app.database.db.selectFrom("mail_outbox").select("id").execute();
    const page = await (await app.fetch("/admin/users", { headers: { Cookie: admin } })).text();
    expect(page).toContain('aria-label="Sign out everywhere: Ravi Laptop"');
    // Not offered on one's own row, and refused there (this page's own session would end with it).
    expect(page).not.toContain(`aria-label="Sign out everywhere: ${adminRow.name}"`);

    const response = await usersAction(admin, { intent: "sign-out-everywhere", id: person.id });
    expect(response.status).toBe(200);
    // Signing up signed the editor in too (better-auth's autoSignIn): three sessions.
    expect(await response.text()).toContain("Signed out everywhere: 3 sessions ended.");
    for (const cookie of [person.cookie, phone]) {
      const after = await app.fetch("/admin", { headers: { Cookie: cookie } });
      expect(after.status).toBe(302);
      expect(after.headers.get("location")).toMatch(/^\/login/);
    }
    const row = await app.database.db.selectFrom("user").select(["banned", "role"]).where("id", "=", person.id).executeTakeFirstOrThrow();
    expect({ banned: Boolean(row.banned), role: row.role }).toEqual({ banned: false, role: "editor" });
    const again = await logInAs(app, person.email, person.password);
    expect((await app.fetch("/admin", { headers: { Cookie: again } })).status).toBe(200);

    const audit = await app.database.db.selectFrom("audit_events").select(["actor_id", "subject_id", "summary"]).where("action", "=", "user.signed_out_everywhere").execute();
    expect(audit).toEqual([{ actor_id: adminRow.id, subject_id: person.id, summary: `Signed out Ravi Laptop <${person.email}> everywhere: 3 sessions ended` }]);
    expect(await app.database.db.selectFrom("mail_outbox").select("id").execute()).toEqual(mailsBefore);

    const own = await usersAction(admin, { intent: "sign-out-everywhere", id: adminRow.id });
    expect(own.status).toBe(409);
    expect(await own.text()).toContain("Your own sessions are ended on your account page");
    expect((await app.fetch("/admin/users", { headers: { Cookie: admin } })).status).toBe(200);
    expect((await usersAction(admin, { intent: "sign-out-everywhere", id: "no-such-user" })).status).toBe(404);
    const editor = await roleUser(app, "editor");
    expect((await usersAction(editor.cookie, { intent: "sign-out-everywhere", id: person.id })).status).toBe(302);
    expect((await app.fetch("/admin", { headers: { Cookie: again } })).status).toBe(200);
  });

  it("never demotes or disables the last admin (409), and does once there is another", async () => {
    const adminRow = await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow();
    const demote = await usersAction(admin, { intent: "role", id: adminRow.id, role: "editor" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain("The last admin cannot be demoted or disabled");
    expect((await usersAction(admin, { intent: "disable", id: adminRow.id })).status).toBe(409);
    expect(await roleOfEmail(TEST_ADMIN.email)).toBe("admin");

    const second = await roleUser(app, "admin");
    expect((await usersAction(second.cookie, { intent: "role", id: adminRow.id, role: "editor" })).status).toBe(200);
    // Now the second admin is the last one.
    expect((await usersAction(second.cookie, { intent: "role", id: second.id, role: "author" })).status).toBe(409);
    expect((await usersAction(second.cookie, { intent: "role", id: adminRow.id, role: "admin" })).status).toBe(200);
  });

  it("is for admins only: an editor is sent to the dashboard and changes nothing", async () => {
    const editor = await roleUser(app, "editor");
    const target = await roleUser(app, "author");
    const response = await usersAction(editor.cookie, { intent: "role", id: target.id, role: "admin" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(await roleOfEmail(target.email)).toBe("author");
  });
});

describe("authors and editors", () => {
  it("an author's post is a draft; asking to publish it is refused with 403; others' posts are off limits", async () => {
    const author = await roleUser(app, "author", "Asha Author");
    const created = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Author Draft" }), author.cookie);
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number; status: string; author: { id: string; name: string } };
    expect(post.status).toBe("draft");
    expect(post.author).toEqual({ id: author.id, name: "Asha Author" });

    const publish = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Author Draft", status: "published" }), author.cookie);
    expect(publish.status).toBe(403);
    const forced = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Sneaky", status: "published" }), author.cookie);
    expect(forced.status).toBe(403);

    const other = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Admin Post" }), admin);
    const otherPost = (await other.json()) as { id: number };
    const touch = await sendJson(app, "PUT", `/api/blogs/${otherPost.id}`, samplePost({ title: "Hijacked" }), author.cookie);
    expect(touch.status).toBe(403);
    expect((await app.fetch(`/api/blogs/${otherPost.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: author.cookie } })).status).toBe(403);
    // The edit page of someone else's post tells an author why they may not edit it (403, issue 32).
    expect((await app.fetch(`/blog/edit/${otherPost.id}`, { headers: { Cookie: author.cookie } })).status).toBe(403);
    const stored = await app.database.db.selectFrom("posts").select(["title", "status"]).where("id", "=", otherPost.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Admin Post", status: "published" });
  });

  it("an author sees their own draft on its page, readers and other authors do not", async () => {
    const author = await roleUser(app, "author");
    const other = await roleUser(app, "author");
    const post = (await (await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Only Mine" }), author.cookie)).json()) as { slug: string };
    expect((await app.fetch(`/blog/${post.slug}`, { headers: { Cookie: author.cookie } })).status).toBe(200);
    expect((await app.fetch(`/blog/${post.slug}`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await app.fetch(`/blog/${post.slug}`)).status).toBe(404);
  });

  it("an editor edits and publishes anyone's post, and sees only the editorial admin pages", async () => {
    const author = await roleUser(app, "author");
    const editor = await roleUser(app, "editor");
    const post = (await (await sendJson(app, "POST", "/api/blogs", samplePost({ title: "For The Editor" }), author.cookie)).json()) as { id: number };
    const published = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "For The Editor", status: "published" }), editor.cookie);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { status: string }).status).toBe("published");
    const dashboard = await (await app.fetch("/admin", { headers: { Cookie: editor.cookie } })).text();
    expect(dashboard).toContain('href="/admin/review"');
    expect(dashboard).not.toContain('href="/admin/messages"');
    expect(dashboard).not.toContain('href="/admin/users"');
    expect(dashboard).not.toContain("New applications");
  });
});
