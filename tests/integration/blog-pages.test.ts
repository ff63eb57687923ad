import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listBlogSitemapEntries } from "~/modules/blog/blog-queries.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, userCookie } from "../support/auth";
import { createPostViaApi, samplePost } from "../support/blog";

let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const page = async (path: string, cookie = "") => {
  const response = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text() };
};
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("/blog", () => {
  it("shows the heading, All plus each category, and cards with Read More", async () => {
    const { response, html } = await page("/blog");
    expect(response.status).toBe(200);
    expect(html).toContain("Latest Insights &amp; News");
    for (const category of ["All", "AI &amp; Machine Learning", "Accessibility", "Cloud Solutions", "Web Development"]) {
      expect(main(html)).toContain(`>${category}</a>`);
    }
    expect(html.match(/>Read More/g)).toHaveLength(5);
    expect(html).toContain('href="/blog/five-habits-of-fast-accessible-websites"');
    expect(html).toContain('type="application/rss+xml"');
    expect(html).toContain('type="application/atom+xml"');
    expect(main(html)).not.toContain("Create New Post");
  });

  it("filters by the category in the URL, and says so when a category has no posts", async () => {
    const filtered = main((await page("/blog?category=Accessibility")).html);
    expect(filtered.match(/>Read More/g)).toHaveLength(1);
    expect(filtered).toMatch(/aria-current="page"[^>]*>Accessibility</);
    const empty = main((await page("/blog?category=Unknown")).html);
    expect(empty).toContain("No posts found in this category.");
  });

  it("paginates once a category has more than a page of posts", async () => {
    for (let n = 1; n <= 10; n += 1) await createPostViaApi(app, admin, { title: `Paging post ${n}` });
    const first = main((await page("/blog?category=Testing")).html);
    expect(first.match(/>Read More/g)).toHaveLength(9);
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/blog?category=Testing&amp;page=2"');
    const second = main((await page("/blog?category=Testing&page=2")).html);
    expect(second.match(/>Read More/g)).toHaveLength(1);
    expect(second).toContain("Paging post 1<");
    expect((await page("/blog?page=abc")).response.status).toBe(200);
  });

  it("shows admins Create New Post and per-card edit links", async () => {
    // The admin controls are a lazily loaded chunk, streamed after the shell: look at the whole document.
    const { html } = await page("/blog", admin);
    expect(html).toContain('href="/blog/create"');
    expect(html).toContain("Create New Post");
    expect(html.match(/href="\/blog\/edit\/\d+"/g)).toHaveLength(5);
    expect(html.match(/>Delete</g)).toHaveLength(5);
  });
});

describe("/blog/{slug}", () => {
  it("renders the post with By line, hashtags, Back to Blog, JSON-LD and article Open Graph tags", async () => {
    const post = await createPostViaApi(app, admin, { title: "Deep Dive", tags: "alpha, beta", image: "/images/blog/cloud-costs.svg" });
    const { response, html } = await page(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("Deep Dive");
    // The By line links to the writer's author page (issue 18).
    expect(html).toMatch(/By <a[^>]*href="\/blog\/author\/administrator"[^>]*>Administrator<\/a>/);
    expect(html).toContain("#<!-- -->alpha");
    expect(html).toContain("Back to Blog");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:published_time" content="${post.date}"/>`);
    expect(html).toContain('<meta property="article:tag" content="beta"/>');
    expect(html).toContain(`<meta property="og:image" content="${app.services.env.PUBLIC_URL}/images/blog/cloud-costs.svg"/>`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Deep Dive", keywords: "alpha, beta", author: { "@type": "Person", name: "Administrator", url: `${app.services.env.PUBLIC_URL}/blog/author/administrator` } });
    expect(html).toMatch(/href="\/login\?redirectTo=[^"]*"[^>]*>.*Log in to comment/);
    expect(html).not.toContain("Edit Post");
  });

  it("shows Edit Post and Delete Post to admins, and no login link to signed-in readers", async () => {
    const post = await createPostViaApi(app, admin);
    const adminHtml = (await page(`/blog/${post.slug}`, admin)).html;
    expect(adminHtml).toContain("Edit Post");
    expect(adminHtml).toContain("Delete Post");
    const readerHtml = (await page(`/blog/${post.slug}`, await userCookie(app))).html;
    expect(readerHtml).not.toContain("Log in to comment");
    expect(readerHtml).not.toContain("Edit Post");
  });

  it("answers an unknown slug with 404, Post Not Found and the SPEC sentence", async () => {
    const { response, html } = await page("/blog/no-such-post");
    expect(response.status).toBe(404);
    expect(html).toContain("Post Not Found");
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("serves non-Latin slugs", async () => {
    const post = await createPostViaApi(app, admin, { title: "नमस्ते दुनिया" });
    expect(post.slug).toBe("नमस्ते-दुनिया");
    const { response, html } = await page(`/blog/${encodeURIComponent(post.slug)}`);
    expect(response.status).toBe(200);
    expect(html).toContain("नमस्ते दुनिया");
  });

  it("never renders script from stored content, even from a row written around the use cases", async () => {
    const post = await createPostViaApi(app, admin);
    await app.database.db.updateTable("posts").set({ content: '<p>ok</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">' }).where("id", "=", post.id).execute();
    const html = main((await page(`/blog/${post.slug}`)).html);
    expect(html).toContain("<p>ok</p>");
    expect(html).not.toContain("__xss");
  });
});

describe("create and edit forms", () => {
  it("creates a post from the form and goes to its page", async () => {
    const response = await postForm(app, "/blog/create", samplePost({ title: "From The Form", tags: "a, , b" }) as Record<string, string>, { Cookie: admin });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/blog/from-the-form");
    const row = await app.database.db.selectFrom("posts").select(["tags", "status"]).where("slug", "=", "from-the-form").executeTakeFirstOrThrow();
    expect(row).toEqual({ tags: '["a","b"]', status: "published" });
  });

  it("refuses a form with missing fields with 400, the SPEC message, and keeps what was typed", async () => {
    const response = await postForm(app, "/blog/create", { title: "Half Done", excerpt: "", category: "", image: "", content: "<p>draft text</p>" }, { Cookie: admin });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please fill out all required fields");
    expect(html).toContain('value="Half Done"');
    expect(html).toContain("&lt;p&gt;draft text&lt;/p&gt;");
  });

  it("prefills the edit form (tags joined by comma and space) and saves to the new slug", async () => {
    const post = await createPostViaApi(app, admin, { title: "Editable", tags: ["x", "y z"] });
    const form = (await page(`/blog/edit/${post.id}`, admin)).html;
    expect(form).toContain("Save Changes");
    expect(form).toContain('value="x, y z"');
    expect(form).toMatch(/<textarea[^>]*rows="10"/);
    expect(form).toMatch(/<textarea[^>]*rows="2"/);
    const saved = await postForm(app, `/blog/edit/${post.id}`, samplePost({ title: "Edited Title" }) as Record<string, string>, { Cookie: admin });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/blog/edited-title");
  });

  it("shows Post Not Found for an unknown edit id", async () => {
    const { response, html } = await page("/blog/edit/424242", admin);
    expect(response.status).toBe(404);
    expect(html).toContain("Post Not Found");
    expect(html).toContain("doesn&#x27;t exist, or you don&#x27;t have permission to edit it.");
    expect(html).toContain('href="/blog"');
  });
});

describe("feeds, sitemap entries and the admin area", () => {
  it("publishes RSS and Atom with absolute links and no drafts", async () => {
    await createPostViaApi(app, admin, { title: "Hidden Draft", status: "draft" });
    const rss = await app.fetch("/blog/rss.xml");
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const rssText = await rss.text();
    expect(rssText).toContain("<rss");
    const base = app.services.env.PUBLIC_URL;
    expect(rssText).toContain(`<link>${base}/blog/bringing-ai-into-everyday-business-software</link>`);
    expect(rssText).toContain(`href="${base}/contact"`);
    expect(rssText).not.toContain("Hidden Draft");
    const atom = await app.fetch("/blog/atom.xml");
    expect(atom.headers.get("content-type")).toContain("application/atom+xml");
    const atomText = await atom.text();
    expect(atomText).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atomText.match(/<entry>/g)).toHaveLength(5);
  });

  it("lists published posts for the sitemap with lastmod", async () => {
    const draft = await createPostViaApi(app, admin, { title: "Not In Sitemap", status: "draft" });
    const entries = await listBlogSitemapEntries(app.services);
    // The five sample posts and the sample Hindi translation of one of them (decision 0055).
    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual({ path: "/blog/bringing-ai-into-everyday-business-software", lastmod: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(entries.map((entry) => entry.path)).not.toContain(`/blog/${draft.slug}`);
  });

  it("lists drafts first on /admin/posts and counts posts on the dashboard", async () => {
    await createPostViaApi(app, admin, { title: "Admin Draft", status: "draft" });
    const posts = main((await page("/admin/posts", admin)).html);
    expect(posts.indexOf("Admin Draft")).toBeLessThan(posts.indexOf("Bringing AI"));
    expect(posts).toContain("7 posts, 1 draft.");
    const dashboard = main((await page("/admin", admin)).html);
    expect(dashboard).toContain("Posts (1 draft)");
    expect(dashboard).toContain('href="/admin/posts"');
  });
});
