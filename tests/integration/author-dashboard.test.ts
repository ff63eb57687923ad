/**
 * Authors' admin (issue 32, item 9): staff land on /admin after signing in (readers on /blog, SPEC 5); the dashboard
 * shows an author their own posts by stage with the editor's comment on one sent back; a post they may not edit
 * answers 403 with the reason in words, while an unknown post stays the SPEC's 404. Through HTTP, real build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser } from "../support/auth";
import { samplePost, sendJson } from "../support/blog";
import { TestClock } from "../support/clock";

let app: TestApp;
let admin: string;
const clock = new TestClock("2026-12-30T12:00:00.000Z");
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  admin = await adminCookie(app);
});
afterAll(() => app.close());

async function write(cookie: string, title: string, status: string) {
  const response = await sendJson(app, "POST", "/api/blogs", samplePost({ title, status }), cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

async function move(cookie: string, id: number, fields: Record<string, unknown>) {
  const response = await sendJson(app, "PUT", `/api/blogs/${id}`, samplePost(fields), cookie);
  expect(response.status, await response.clone().text()).toBe(200);
}

const page = async (path: string, cookie: string) => {
  const response = await app.fetch(path, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
};

describe("landing after sign-in", () => {
  it("takes everyone to /blog (SPEC 5), where staff find the Admin link to their dashboard, and a page that asked for sign-in back to it", async () => {
    for (const role of ["author", "editor", "admin"] as const) {
      const person = await roleUser(app, role);
      const response = await postForm(app, "/login", { email: person.email, password: person.password });
      expect(response.headers.get("location"), role).toBe("/blog");
      // Already signed in, /login sends them to the same place.
      expect((await app.fetch("/login", { headers: { Cookie: person.cookie } })).headers.get("location"), role).toBe("/blog");
      const blog = await (await app.fetch("/blog", { headers: { Cookie: person.cookie } })).text();
      expect(blog, role).toMatch(/<a[^>]*href="\/admin"[^>]*>Admin<\/a>/);
    }
    const reader = await roleUser(app, "user");
    expect((await postForm(app, "/login", { email: reader.email, password: reader.password })).headers.get("location")).toBe("/blog");
    const author = await roleUser(app, "author");
    const asked = await postForm(app, "/login", { email: author.email, password: author.password, redirectTo: "/admin/posts" });
    expect(asked.headers.get("location")).toBe("/admin/posts");
  });
});

describe("an author's dashboard", () => {
  it("lists their drafts, sent back with the comment, in review, scheduled and published posts, each linking to the post", async () => {
    const author = await roleUser(app, "author", "Asha Dashboard");
    const editor = await roleUser(app, "editor", "Ravi Reviewer");
    const draft = await write(author.cookie, "Notes On Caching", "draft");
    const sentBack = await write(author.cookie, "Monsoon Field Trip", "review");
    const inReview = await write(author.cookie, "Waiting For Ravi", "review");
    const scheduled = await write(author.cookie, "New Year Plans", "review");
    const published = await write(author.cookie, "Our First Audit", "review");
    await write(editor.cookie, "Somebody Else's Post", "draft");
    expect((await postForm(app, "/admin/review", { id: String(sentBack.id), intent: "send-back", note: "Please add the route map." }, { Cookie: editor.cookie })).status).toBe(200);
    await move(editor.cookie, scheduled.id, { title: "New Year Plans", status: "scheduled", publishAt: "2027-01-01T09:00" });
    await move(editor.cookie, published.id, { title: "Our First Audit", status: "published" });

    const { status, html } = await page("/admin", author.cookie);
    expect(status).toBe(200);
    const section = (heading: string) => {
      const start = html.indexOf(`>${heading} (`);
      expect(start, heading).toBeGreaterThan(0);
      return html.slice(start, html.indexOf("</section>", start));
    };
    expect(section("Drafts")).toContain(`href="/blog/edit/${draft.id}"`);
    expect(section("Sent back to you")).toContain(`href="/blog/edit/${sentBack.id}"`);
    expect(section("Sent back to you")).toContain("Please add the route map.");
    expect(section("In review")).toContain(`href="/blog/edit/${inReview.id}"`);
    expect(section("Scheduled")).toContain(`href="/blog/${scheduled.slug}"`);
    expect(section("Scheduled")).toContain("1 Jan 2027, 09:00");
    expect(section("Published")).toContain(`href="/blog/${published.slug}"`);
    expect(section("Drafts")).not.toContain("Monsoon Field Trip");
    expect(html).not.toContain("Somebody Else");
    // The counts an author may not open are not there.
    expect(html).not.toContain("Waiting for review");
  });
});

describe("a post an author may not edit", () => {
  it("answers 403 with the reason: their published or scheduled post, someone else's; an unknown id stays 404", async () => {
    const author = await roleUser(app, "author");
    const published = await write(author.cookie, "Published By Me", "review");
    await move(admin, published.id, { title: "Published By Me", status: "published" });
    const scheduled = await write(author.cookie, "Scheduled By Me", "review");
    await move(admin, scheduled.id, { title: "Scheduled By Me", status: "scheduled", publishAt: "2027-02-01T09:00" });
    const others = await write(admin, "Not Mine At All", "draft");

    const own = await page(`/blog/edit/${published.id}`, author.cookie);
    expect(own.status).toBe(403);
    expect(own.html).toContain("You cannot edit this post");
    expect(own.html).toContain("Published posts are edited by editors. Ask an editor to make the change");
    expect(own.html).toContain(`href="/blog/${published.slug}"`);
    expect(own.html).not.toContain("Post Not Found");

    const waiting = await page(`/blog/edit/${scheduled.id}`, author.cookie);
    expect(waiting.status).toBe(403);
    expect(waiting.html).toContain("Scheduled posts are edited by editors.");

    const foreign = await page(`/blog/edit/${others.id}`, author.cookie);
    expect(foreign.status).toBe(403);
    expect(foreign.html).toContain("This is another writer&#x27;s post.");
    // Someone else's draft is not theirs to read: no link to it, and not its title.
    expect(foreign.html).not.toContain("Not Mine At All");

    const missing = await page("/blog/edit/999999", author.cookie);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Post Not Found");

    // The API says the same in its 403.
    const put = await sendJson(app, "PUT", `/api/blogs/${published.id}`, samplePost({ title: "Changed" }), author.cookie);
    expect(put.status).toBe(403);
    expect(((await put.json()) as { error: string }).error).toContain("Published posts are edited by editors.");
  });
});
