import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./cache-key";
import { PageCache, type FinishedResponse } from "./page-cache.server";

const page = (text: string, status = 200, headers: Array<[string, string]> = []): FinishedResponse => ({
  status,
  headers: [["content-type", "text/html; charset=utf-8"], ...headers],
  body: Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`),
});

describe("PageCache", () => {
  it("stores a finished response with a strong ETag and brotli and gzip made once", async () => {
    const cache = new PageCache();
    const result = await cache.fill("/", async () => page("Hello "));
    if (!("entry" in result)) throw new Error("not stored");
    const { entry } = result;
    expect(entry.etag).toMatch(/^"[\w-]{32}"$/);
    expect(zlib.brotliDecompressSync(entry.variants.br!.body).equals(entry.variants.identity.body)).toBe(true);
    expect(zlib.gunzipSync(entry.variants.gzip!.body).equals(entry.variants.identity.body)).toBe(true);
    expect(entry.variants.gzip!.headers).toEqual(expect.arrayContaining(["Content-Encoding", "gzip", "ETag", entry.etag, "Vary", "Accept-Encoding"]));
    expect(cache.get("/")).toBe(entry);
  });

  it("renders a key once for concurrent misses (single flight)", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("x");
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.fill("/blog", render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((result) => ("entry" in result ? result.entry : undefined))).size).toBe(1);
  });

  it("marks content pages stale on invalidation, keeps static pages, and tells listeners the paths", async () => {
    const cache = new PageCache({ staticPaths: ["/about"] });
    await cache.fill("/about", async () => page("about"));
    await cache.fill("/blog", async () => page("blog"));
    const heard: Array<[string, string[]]> = [];
    cache.onInvalidate((reason, paths) => heard.push([reason, paths]));
    cache.invalidate("post created");
    expect(cache.get("/blog")!.stale).toBe(true);
    expect(cache.get("/about")!.stale).toBe(false);
    expect(heard).toEqual([["post created", ["/blog"]]]);
  });

  it("marks static pages stale too when a write changes what every page shows (scope everything)", async () => {
    const cache = new PageCache({ staticPaths: ["/about"] });
    await cache.fill("/about", async () => page("about"));
    await cache.fill("/blog", async () => page("blog"));
    const heard: Array<[string, string[], string]> = [];
    cache.onInvalidate((reason, paths, scope) => heard.push([reason, paths, scope]));
    cache.invalidate("settings update", "everything");
    expect(cache.get("/about")!.stale).toBe(true);
    expect(cache.get("/blog")!.stale).toBe(true);
    expect(heard).toEqual([["settings update", ["/about", "/blog"], "everything"]]);
  });

  it("stores a render that began before an invalidation as stale", async () => {
    const cache = new PageCache();
    const filling = cache.fill("/blog", async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page("old");
    });
    cache.invalidate();
    await filling;
    expect(cache.get("/blog")!.stale).toBe(true);
  });

  it("does not store private, cookie-setting or redirect-to-sign-in answers, and passes them on", async () => {
    const cache = new PageCache();
    expect(await cache.fill("/a", async () => page("a", 200, [["cache-control", "private, no-store"]]))).toEqual({ pass: true });
    expect(await cache.fill("/b", async () => page("b", 200, [["set-cookie", "x=1"]]))).toEqual({ pass: true });
    expect(await cache.fill("/admin", async () => page("", 302))).toEqual({ pass: true });
    expect(cache.passes("/admin")).toBe(true);
    expect(cache.snapshot().entries).toBe(0);
  });

  it("stays under its byte ceiling, least recently used first", async () => {
    const cache = new PageCache({ maxBytes: 400_000 });
    for (let index = 0; index < 50; index += 1) await cache.fill(`/p${index}`, async () => page(`${index} ${"y".repeat(50)}`));
    expect(cache.snapshot().bytes).toBeLessThanOrEqual(400_000);
    expect(cache.snapshot().evictions).toBeGreaterThan(0);
    expect(cache.get("/p49")).toBeDefined();
    expect(cache.get("/p0")).toBeUndefined();
  });
});

describe("pageCacheKey", () => {
  it("drops the query parameters a route does not read", () => {
    expect(pageCacheKey("/?utm_source=x&fbclid=y")).toBe("/");
    expect(pageCacheKey("/about?bench=123")).toBe("/about");
    expect(pageCacheKey("/blog?utm_medium=mail&page=2&category=AI")).toBe("/blog?category=AI&page=2");
    expect(pageCacheKey("/blog.data?bench=1&_routes=routes%2Fblog%2Flist&category=AI")).toBe("/blog.data?_routes=routes%2Fblog%2Flist&category=AI");
    expect(pageCacheKey("/careers/engineer?applied=1&gclid=z")).toBe("/careers/engineer?applied=1");
  });
  it("never caches a route whose answer depends on free text", () => {
    expect(pageCacheKey("/search?q=react")).toBeUndefined();
    expect(pageCacheKey("/hi/search?q=react")).toBeUndefined();
    expect(pageCacheKey("/hi/search")).toBeUndefined();
    expect(pageCacheKey("/newsletter/confirm?token=abc")).toBeUndefined();
    // The Hindi subscriber's links too (decision 0045).
    expect(pageCacheKey("/hi/newsletter/confirm?token=abc")).toBeUndefined();
    expect(pageCacheKey("/hi/newsletter/unsubscribe?token=abc")).toBeUndefined();
    expect(pageCacheKey("/hi/newsletter/unsubscribe")).toBeUndefined();
  });
});
