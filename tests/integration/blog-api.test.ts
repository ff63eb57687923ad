import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, expectAuthorizationMatrix, userCookie } from "../support/auth";
import { createPostViaApi, samplePost, sendJson } from "../support/blog";

// One app and one admin session for the file: each test makes the posts it is about, under titles and categories of
// its own, so what the others stored does not change its answer (the seeded posts are only read).
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterAll(() => app?.close());

type ApiPost = { id: number; _id: number; slug: string; title: string; category: string; status: string; content: string; date: string; tags: string[] };
const list = async (query = "", cookie = "") => {
  const response = await app.fetch(`/api/blogs${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, posts: (await response.json()) as ApiPost[] };
};

describe("GET /api/blogs", () => {
  it("lists the seeded posts newest first, each with id and _id", async () => {
    const { response, posts } = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) expect(post._id).toBe(post.id);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.headers.get("x-total-count")).toBe(String(posts.length));
  });

  it("filters by category", async () => {
    const { posts } = await list("?category=Web%20Development");
    expect(posts.length).toBe(2);
    expect(posts.every((post) => post.category === "Web Development")).toBe(true);
    expect((await list("?category=Nothing%20Here")).posts).toEqual([]);
  });

  it("pages with a cursor (Link: rel=next) and with page numbers, without repeats or gaps", async () => {
    for (let n = 0; n < 4; n += 1) await createPostViaApi(app, admin, { title: `Paged ${n}` });
    const all = (await list()).posts.map((post) => post.id);
    const seen: number[] = [];
    let next: string | null = "/api/blogs?limit=3";
    while (next) {
      const response = await app.fetch(next);
      seen.push(...((await response.json()) as ApiPost[]).map((post) => post.id));
      next = response.headers.get("link")?.match(/<([^>]+)>; rel="next"/)?.[1] ?? null;
    }
    expect(seen).toEqual(all);
    const page2 = (await list("?limit=3&page=2")).posts.map((post) => post.id);
    expect(page2).toEqual(all.slice(3, 6));
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=1000", "limit"],
    ["?limit=abc", "limit"],
    ["?page=-1", "page"],
    ["?cursor=not-a-cursor", "cursor"],
  ])("refuses %s with 400 and a field message", async (query, field) => {
    const { response, posts } = await list(query);
    expect(response.status).toBe(400);
    expect((posts as unknown as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBeTruthy();
  });

  it("never returns drafts to visitors or non-admins, but does to admins", async () => {
    const draft = await createPostViaApi(app, admin, { title: "Secret Draft", status: "draft", category: "Drafts Only" });
    expect((await list()).posts.map((post) => post.id)).not.toContain(draft.id);
    expect((await list("", await userCookie(app))).posts.map((post) => post.id)).not.toContain(draft.id);
    expect((await list("?category=Drafts%20Only")).posts).toEqual([]);
    const adminList = await list("", admin);
    expect(adminList.posts.find((post) => post.id === draft.id)?.status).toBe("draft");
    expect(adminList.response.headers.get("cache-control")).toContain("no-store");
  });
});

describe("POST /api/blogs", () => {
  it("creates a post: 201, slug from the title, tags parsed, content sanitized, author from the session", async () => {
    const response = await sendJson(
      app,
      "POST",
      "/api/blogs",
      samplePost({
        title: "Hello, World! 2025",
        tags: [" a ", "b, c", ""],
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        slug: "client-chosen",
        author: { id: 99, name: "Mallory" },
      }),
      admin,
    );
    expect(response.status).toBe(201);
    const post = await response.json();
    expect(post).toMatchObject({ slug: "hello-world-2025", tags: ["a", "b", "c"], status: "published", author: { name: "Administrator" } });
    expect(post._id).toBe(post.id);
    expect(post.content).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
    const stored = await app.database.db.selectFrom("posts").select("content").where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(post.content);
    expect((await app.fetch(`/blog/${post.slug}`)).status).toBe(200);
  });

  it("gives colliding titles -2, -3 and never a blog route's name", async () => {
    const slugs = [];
    for (let n = 0; n < 3; n += 1) slugs.push((await createPostViaApi(app, admin, { title: "Same Title" })).slug);
    expect(slugs).toEqual(["same-title", "same-title-2", "same-title-3"]);
    expect((await createPostViaApi(app, admin, { title: "Create" })).slug).toBe("create-2");
  });

  it("refuses missing fields with 400, the SPEC message and one message per field, and stores nothing", async () => {
    const before = await app.database.db.selectFrom("posts").select("id").execute();
    const response = await sendJson(app, "POST", "/api/blogs", { title: " ", tags: "x" }, admin);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Please fill out all required fields");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["category", "content", "excerpt", "image", "title"]);
    expect(await app.database.db.selectFrom("posts").select("id").execute()).toHaveLength(before.length);
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "not a url", "ftp://example.com/a.png"])(
    "refuses the image URL %s",
    async (image) => {
      const response = await sendJson(app, "POST", "/api/blogs", samplePost({ image }), admin);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.image).toMatch(/Image URL must be a URL/);
    },
  );

  it("refuses too-long fields, bad JSON, non-objects and non-JSON bodies with a 4xx", async () => {
    const tooLong = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "x".repeat(201) }), admin);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fieldErrors.title).toBe("Title must be at most 200 characters");
    expect((await sendJson(app, "POST", "/api/blogs", "{not json", admin)).status).toBe(400);
    expect((await sendJson(app, "POST", "/api/blogs", "[1,2]", admin)).status).toBe(400);
    expect((await sendJson(app, "POST", "/api/blogs", "null", admin)).status).toBe(400);
    const form = await app.fetch("/api/blogs", { method: "POST", headers: { Origin: app.url, Cookie: admin, "Content-Type": "text/plain" }, body: "title=x" });
    expect(form.status).toBe(415);
    const huge = await sendJson(app, "POST", "/api/blogs", samplePost({ content: "x".repeat(600_000) }), admin);
    expect(huge.status).toBe(413);
  });

  it("refuses an oversized chunked body (no Content-Length) with 413 as soon as it passes the limit", async () => {
    const before = (await app.database.db.selectFrom("posts").select("id").execute()).length;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    let finish: () => void = () => {};
    // 640 KB, then the client holds the body open: a server that waited for the whole body would never answer.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent === 1) controller.enqueue(new TextEncoder().encode('{"title":"Chunked","content":"'));
        else if (sent <= 11) controller.enqueue(chunk);
        else return new Promise<void>((resolve) => (finish = () => (controller.close(), resolve())));
      },
    });
    const response = await app.fetch("/api/blogs", {
      method: "POST",
      headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    finish();
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("Request body is too large");
    expect((await app.database.db.selectFrom("posts").select("id").execute()).length).toBe(before);
  });
});

describe("PUT /api/blogs/{id}", () => {
  it("keeps the slug when the title is unchanged and regenerates it when the title changes; the old slug redirects 301", async () => {
    const post = await createPostViaApi(app, admin, { title: "Original Title" });
    const same = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Original Title", excerpt: "New excerpt" }), admin);
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ id: post.id, _id: post.id, slug: "original-title", excerpt: "New excerpt" });

    const renamed = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Renamed Title", tags: "one, two" }), admin);
    expect(await renamed.json()).toMatchObject({ slug: "renamed-title", tags: ["one", "two"] });
    const old = await app.fetch("/blog/original-title");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/renamed-title");

    // A second rename: the first old slug follows along, with no chain of redirects.
    await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Final Title" }), admin);
    expect((await app.fetch("/blog/original-title")).headers.get("location")).toBe("/blog/final-title");
    expect((await app.fetch("/blog/renamed-title")).headers.get("location")).toBe("/blog/final-title");

    // Renaming back takes the old slug again instead of -2.
    const back = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Original Title" }), admin);
    expect((await back.json()).slug).toBe("original-title");
    expect((await app.fetch("/blog/original-title")).status).toBe(200);
  });

  it("does not hand a post's old slug to a new post", async () => {
    const post = await createPostViaApi(app, admin, { title: "Moving Post" });
    await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Moved Post" }), admin);
    expect((await createPostViaApi(app, admin, { title: "Moving Post" })).slug).toBe("moving-post-2");
  });

  it("refuses bad input with 400 and leaves the stored post as it was", async () => {
    const post = await createPostViaApi(app, admin, { title: "Stable" });
    const response = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Changed", content: "" }), admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Please fill out all required fields");
    const stored = await app.database.db.selectFrom("posts").select(["title", "content"]).where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Stable", content: post.content });
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["999999", "abc", "0", "1.5"]) {
      const response = await sendJson(app, "PUT", `/api/blogs/${id}`, samplePost(), admin);
      expect(response.status, id).toBe(404);
      expect((await response.json()).error).toBe("Post not found");
    }
  });

  it("publishes a draft, dating it at publication", async () => {
    const draft = await createPostViaApi(app, admin, { title: "Draft To Publish", status: "draft" });
    expect((await app.fetch(`/blog/${draft.slug}`)).status).toBe(404);
    const published = await (await sendJson(app, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Draft To Publish", status: "published" }), admin)).json();
    expect(published.status).toBe("published");
    expect(published.date >= draft.date).toBe(true);
    expect((await app.fetch(`/blog/${draft.slug}`)).status).toBe(200);
  });
});

describe("DELETE /api/blogs/{id}", () => {
  it("deletes the post and its old slugs; a second delete is a 404", async () => {
    const post = await createPostViaApi(app, admin, { title: "Doomed" });
    await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Doomed Renamed" }), admin);
    const oldSlugs = () => app.database.db.selectFrom("post_slug_redirects").select("old_slug").where("post_id", "=", post.id).execute();
    expect(await oldSlugs()).toEqual([{ old_slug: "doomed" }]);
    const response = await app.fetch(`/api/blogs/${post.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, id: post.id, _id: post.id });
    expect((await app.fetch("/blog/doomed-renamed")).status).toBe(404);
    expect((await app.fetch("/blog/doomed")).status).toBe(404);
    expect(await oldSlugs()).toEqual([]);
    const again = await app.fetch(`/api/blogs/${post.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } });
    expect(again.status).toBe(404);
  });
});

describe("authorization", () => {
  it("lets only admins change posts: 401 anonymous, 403 non-admin, through the API and the HTML forms", async () => {
    const sampleTitled = async () => (await app.database.db.selectFrom("posts").select("id").where("category", "=", "Testing").where("title", "=", "Testing Our Blog").execute()).length;
    const before = await sampleTitled();
    const ids = await Promise.all([1, 2, 3].map(async (n) => (await createPostViaApi(app, admin, { title: `Matrix ${n}` })).id));
    const json = (body: unknown) => () => JSON.stringify(body);
    const form = (fields: Record<string, string>) => () => new URLSearchParams(fields).toString();
    const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
    await expectAuthorizationMatrix(app, [
      { method: "POST", path: "/api/blogs", body: json(samplePost()), headers: { "Content-Type": "application/json" }, adminStatus: [201] },
      { method: "PUT", path: `/api/blogs/${ids[0]}`, body: json(samplePost({ title: "Matrix 1" })), headers: { "Content-Type": "application/json" }, adminStatus: [200] },
      { method: "DELETE", path: `/api/blogs/${ids[1]}`, adminStatus: [200] },
      { method: "POST", path: "/admin/posts/preview", body: json({ content: "<p>x</p>" }), headers: { "Content-Type": "application/json" }, adminStatus: [200] },
      { method: "GET", path: "/blog/create", kind: "page", adminStatus: [200] },
      { method: "GET", path: `/blog/edit/${ids[2]}`, kind: "page", adminStatus: [200] },
      { method: "GET", path: "/admin/posts", kind: "page", adminStatus: [200] },
      { method: "POST", path: "/blog/create", kind: "page", body: form(samplePost() as Record<string, string>), headers: formHeaders, adminStatus: [303] },
      { method: "POST", path: `/blog/edit/${ids[2]}`, kind: "page", body: form(samplePost({ title: "Matrix 3" }) as Record<string, string>), headers: formHeaders, adminStatus: [303] },
    ]);
    // Nothing a refused request sent was stored: only the admin's two creates (API and form) added a post.
    expect((await sampleTitled()) - before).toBe(2);
  });

  it("sends signed-in non-admins from the editor pages to /blog", async () => {
    const reader = await userCookie(app);
    for (const path of ["/blog/create", "/blog/edit/1"]) {
      const response = await app.fetch(path, { headers: { Cookie: reader } });
      expect(response.headers.get("location"), path).toBe("/blog");
    }
  });

  it("answers other methods with 405 and Allow", async () => {
    const patch = await app.fetch("/api/blogs/1", { method: "PATCH", headers: { Origin: app.url, Cookie: admin } });
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("GET, PUT, DELETE");
    // GET of one post answers it with its version as the ETag (issue 18).
    const one = await app.fetch("/api/blogs/1");
    expect(one.status).toBe(200);
    expect(one.headers.get("etag")).toMatch(/^"\d+"$/);
    expect((await app.fetch("/api/blogs", { method: "DELETE", headers: { Origin: app.url, Cookie: admin } })).status).toBe(405);
  });

  it("refuses cross-site writes before they reach the API", async () => {
    const response = await app.fetch("/api/blogs", {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify(samplePost()),
    });
    expect(response.status).toBe(403);
  });
});

describe("POST /admin/posts/preview", () => {
  it("returns the sanitized HTML the post page would render (an image without alt says so), and its accessibility check", async () => {
    const response = await sendJson(app, "POST", "/admin/posts/preview", { content: '<h1>T</h1><img src=x onerror=alert(1)><p>ok</p><img src=y alt="Y">' }, admin);
    expect(await response.json()).toEqual({
      html: '<h2>T</h2><img alt="Image without alt text (see the accessibility check)" src="x" loading="lazy" /><p>ok</p><img src="y" alt="Y" loading="lazy" />',
      accessibility: [expect.objectContaining({ rule: "image-alt", severity: "error", excerpt: '<img src="x">' })],
    });
  });
});
