/**
 * Bylines (issue 18): a post's author is the user who wrote it; the By line links to /blog/author/{slug}, which
 * lists their published posts with their bio; JSON-LD's author is a Person with that page's URL; the SPEC's
 * default author (Admin, id 0) stays for posts made without a user, with no page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "~/modules/blog/blog.server";
import { startTestApp, type TestApp } from "../support/app";
import { postForm, roleUser } from "../support/auth";
import { samplePost, sendJson } from "../support/blog";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, any>;

describe("author pages", () => {
  it("links the By line to the author page, which lists their published posts and bio; JSON-LD names the Person with its URL", async () => {
    const writer = await roleUser(app, "editor", "Kavya Rao");
    expect((await postForm(app, "/admin/profile", { name: "Kavya Rao", bio: "Writes about cloud costs." }, { Cookie: writer.cookie })).status).toBe(200);
    const published = (await (await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Cloud Bills Explained" }), writer.cookie)).json()) as { slug: string };
    await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Unfinished Thoughts", status: "draft" }), writer.cookie);

    const post = await (await app.fetch(`/blog/${published.slug}`)).text();
    expect(post).toMatch(/By <a[^>]*href="\/blog\/author\/kavya-rao"[^>]*>Kavya Rao<\/a>/);
    expect(jsonLdOf(post).author).toEqual({ "@type": "Person", name: "Kavya Rao", url: `${app.services.env.PUBLIC_URL}/blog/author/kavya-rao` });

    const page = await app.fetch("/blog/author/kavya-rao");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Kavya Rao");
    expect(html).toContain("Writes about cloud costs.");
    expect(html).toContain("Cloud Bills Explained");
    expect(html).not.toContain("Unfinished Thoughts");
    // A reading page: no script for an anonymous visitor's first view beyond the inline page script.
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it("gives two writers with one name two pages, and renaming keeps the address while the bylines follow", async () => {
    const first = await roleUser(app, "author", "Sam Lee");
    const second = await roleUser(app, "author", "Sam Lee");
    await sendJson(app, "POST", "/api/blogs", samplePost({ title: "First Sam" }), first.cookie);
    await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Second Sam" }), second.cookie);
    const slugs = await app.database.db.selectFrom("author_profiles").select("slug").where("user_id", "in", [first.id, second.id]).orderBy("slug").execute();
    expect(slugs.map((row) => row.slug)).toEqual(["sam-lee", "sam-lee-2"]);
    expect((await postForm(app, "/admin/profile", { name: "Samuel Lee", bio: "" }, { Cookie: first.cookie })).status).toBe(200);
    const byline = await app.database.db.selectFrom("posts").select("author_name").where("author_id", "=", first.id).executeTakeFirstOrThrow();
    expect(byline.author_name).toBe("Samuel Lee");
  });

  it("refuses an empty name or a long bio with 400 and the message", async () => {
    const writer = await roleUser(app, "author");
    const empty = await postForm(app, "/admin/profile", { name: " ", bio: "" }, { Cookie: writer.cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter the name readers see on your posts.");
    expect((await postForm(app, "/admin/profile", { name: "Ok", bio: "x".repeat(501) }, { Cookie: writer.cookie })).status).toBe(400);
    // A bio in another language has its own limit and message; what was stored stays.
    expect((await postForm(app, "/admin/profile", { name: "Ok", bio: "Writes tests." }, { Cookie: writer.cookie })).status).toBe(200);
    const long = await postForm(app, "/admin/profile", { name: "Ok", bio: "Writes tests.", "bio.hi": "क".repeat(501) }, { Cookie: writer.cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("The Hindi bio must be at most 500 characters.");
    const stored = await app.database.db.selectFrom("author_profiles").select("bios").where("user_id", "=", writer.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.bios)).toEqual({ en: "Writes tests." });
  });

  it("shows the bio in the page's language, else the English one marked English (a bio per language, migration 0052)", async () => {
    const writer = await roleUser(app, "author", "Anjali Deshmukh");
    await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Reading Aloud" }), writer.cookie);
    const hero = async (path: string) => (await (await app.fetch(path)).text()).match(/<header[\s\S]*?<\/header>|<section[^>]*>[\s\S]*?<h1[\s\S]*?<\/section>/g)!.join("");
    expect((await postForm(app, "/admin/profile", { name: "Anjali Deshmukh", bio: "Builds screen-reader apps." }, { Cookie: writer.cookie })).status).toBe(200);
    expect(await hero("/hi/blog/author/anjali-deshmukh")).toContain('<span lang="en">Builds screen-reader apps.</span>');
    const form = { name: "Anjali Deshmukh", bio: "Builds screen-reader apps.", "bio.hi": "स्क्रीन रीडर ऐप बनाती हैं।" };
    expect((await postForm(app, "/admin/profile", form, { Cookie: writer.cookie })).status).toBe(200);
    expect(await hero("/hi/blog/author/anjali-deshmukh")).toContain("<span>स्क्रीन रीडर ऐप बनाती हैं।</span>");
    expect(await hero("/blog/author/anjali-deshmukh")).toContain("<span>Builds screen-reader apps.</span>");
    // The profile form shows both, the Hindi one marked Hindi for a screen reader.
    const profile = await (await app.fetch("/admin/profile", { headers: { Cookie: writer.cookie } })).text();
    expect(profile).toMatch(/<textarea[^>]*name="bio\.hi"[^>]*lang="hi"[^>]*>स्क्रीन रीडर ऐप बनाती हैं।<\/textarea>/);
  });

  it("keeps the SPEC's default author (Admin, id 0) for posts made without a user, with no author page", async () => {
    const post = await createPost(app.services, { fields: { ...samplePost({ title: "System Post" }), tags: [] } });
    expect(post.ok && post.value.author).toEqual({ id: "0", name: "Admin" });
    const html = await (await app.fetch("/blog/system-post")).text();
    expect(html).toMatch(/By <span[^>]*>Admin<\/span>/);
    expect(jsonLdOf(html).author).toEqual({ "@type": "Person", name: "Admin" });
    expect((await app.fetch("/blog/author/admin")).status).toBe(404);
  });
});
