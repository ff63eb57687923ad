import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { judgeSubmission } from "~/modules/security/spam.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, userCookie } from "../support/auth";
import { createPostViaApi, sendJson } from "../support/blog";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const formTokenOf = (html: string) => /"(\d{13}\.[A-Za-z0-9_-]{22})"/.exec(html)?.[1];

describe("the page cache", () => {
  it("serves the second anonymous view from the cache, with a fresh nonce and form token", async () => {
    const first = await get("/services/custom-software");
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");

    const second = await get("/services/custom-software");
    const secondHtml = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(app.services.pageCache.snapshot().hits).toBeGreaterThanOrEqual(1);

    // Each answer's scripts carry that answer's own nonce, named by its own CSP header.
    const [nonce1, nonce2] = [nonceOf(first), nonceOf(second)];
    expect(nonce1).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(secondHtml).toContain(`nonce="${nonce2}"`);
    expect(secondHtml).not.toContain(nonce1!);
    // The form token in the cached page is issued for this view: still too fast to submit at once.
    const token = formTokenOf(secondHtml);
    expect(token).toBeTruthy();
    expect(token).not.toBe(formTokenOf(firstHtml));
    expect(judgeSubmission({ formToken: token }, app.services.env.SESSION_SECRET)).toEqual({ spam: true, reason: "too-fast" });
    expect(secondHtml.replaceAll(nonce2!, "N").replaceAll(token!, "T")).toBe(
      firstHtml.replaceAll(nonce1!, "N").replaceAll(formTokenOf(firstHtml)!, "T"),
    );
  });

  it("answers 304 to a matching If-None-Match, without a CSP that would change the kept page's nonce", async () => {
    const first = await get("/blog");
    await first.text();
    const etag = first.headers.get("etag")!;
    const revalidated = await get("/blog", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    const other = await get("/blog", { "If-None-Match": 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it("caches the public JSON API, keyed by the whole URL", async () => {
    const all = await get("/api/blogs");
    await all.text();
    expect((await get("/api/blogs")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/api/blogs?category=Testing")).headers.get("x-cache")).toBe("MISS");
  });

  it("never caches a signed-in visitor's page, and marks it private", async () => {
    const cookie = await userCookie(app);
    await (await get("/about")).text();
    for (let view = 0; view < 2; view += 1) {
      const response = await get("/about", { Cookie: cookie });
      const html = await response.text();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      expect(html).toContain("reader");
      expect(html).toContain(`"isAdmin\\",false`);
    }
    const admin = await adminCookie(app);
    const api = await get("/api/blogs", { Cookie: admin });
    expect(api.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is invalidated by a post write", async () => {
    const admin = await adminCookie(app);
    await (await get("/blog")).text();
    expect((await get("/blog")).headers.get("x-cache")).toBe("HIT");
    const post = await createPostViaApi(app, admin, { title: "Fresh from the cache test" });
    const after = await get("/blog");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Fresh from the cache test");

    await (await get(`/blog/${post.slug}`)).text();
    const update = await sendJson(app, "PUT", `/api/blogs/${post.id}`, { title: "Renamed by the cache test", excerpt: "x", category: "Testing", image: "https://images.example/a.png", content: "<p>b</p>", tags: "" }, admin);
    expect(update.status).toBe(200);
    expect((await (await get("/blog")).text())).toContain("Renamed by the cache test");

    const remove = await sendJson(app, "DELETE", `/api/blogs/${post.id}`, "", admin);
    expect(remove.status).toBe(200);
    expect(await (await get("/blog")).text()).not.toContain("Renamed by the cache test");
  });

  it("is invalidated by a position write, and tells the listeners (the hook for other instances)", async () => {
    const admin = await adminCookie(app);
    const heard: string[] = [];
    app.services.pageCache.onInvalidate((reason) => heard.push(reason));
    await (await get("/careers")).text();
    expect((await get("/careers")).headers.get("x-cache")).toBe("HIT");
    const created = await sendJson(
      app,
      "POST",
      "/api/positions",
      { title: "Cache Invalidation Engineer", department: "Engineering", location: "Remote", type: "Full-time", experience: "3+ years", description: "Keeps pages fresh.", detailedDescription: "Keeps pages fresh, always.", requirements: ["Naming things"] },
      admin,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const after = await get("/careers");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain("Cache Invalidation Engineer");
    expect(heard).toContain("position created");
  });
});
