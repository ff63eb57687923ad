import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, userCookie } from "../support/auth";
import { createPostViaApi, sendJson } from "../support/blog";
import { firstPosition } from "../support/careers";
import { specStaticRoutes } from "../support/spec-routes";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });

/** A raw HTTP exchange (fetch would decode the body and add its own Accept-Encoding). */
function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = http.request(`${app.url}${path}`, { method, headers: { "Accept-Encoding": "identity", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The executable inline scripts of a page, as the browser hashes them for the CSP. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(attributes!) || !text) continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  return hashes;
}

describe("anonymous pages are the same bytes for every visitor", () => {
  it("answers two anonymous requests to every public route with identical bodies and headers, and a full render with the same bytes", async () => {
    const post = (await (await get("/api/blogs")).json()) as Array<{ slug: string }>;
    const position = await firstPosition(app);
    const routes = [...specStaticRoutes, `/blog/${post[0]!.slug}`, `/careers/${position.slug}`, "/newsletter", "/newsletter/archive", "/blog/rss.xml", "/sitemap.xml", "/api/blogs", "/no-such-page"];
    for (const path of routes) {
      const first = await request(path);
      const second = await request(path);
      expect(second.headers["x-cache"], path).toBe("HIT");
      expect(second.body.equals(first.body), path).toBe(true);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(second.headers["content-security-policy"], path).toBe(first.headers["content-security-policy"]);
      // Rendered again outside the cache (a session cookie that signs nobody in is an anonymous visitor who skips
      // it): same bytes. Not a bearer token: under /api/ that is an API key, and an unknown one is refused (401).
      const rendered = await request(path, { Cookie: "vyoma.session_token=not-a-session" });
      expect(rendered.headers["x-cache"], path).toBeUndefined();
      expect(rendered.body.toString("utf8"), path).toBe(first.body.toString("utf8"));
    }
    // 105 requests, 70 of them full renders: a few seconds on a quiet machine (the whole file took 6 s in CI), but 27 s,
    // past the project's 20 s, at a load of 11 on two cores (2026-11-27).
  }, 60_000);

  it("allows each page's inline scripts by their hashes in its own CSP, and no other inline script", async () => {
    for (const path of ["/", "/blog", "/careers", "/contact", "/login"]) {
      const page = await request(path);
      const csp = String(page.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
      expect(scriptSrc[0], path).toBe("'self'");
      expect(csp, path).not.toContain("unsafe-inline' ; script");
      expect(scriptSrc.join(" "), path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
      const hashes = inlineScriptHashes(page.body.toString("utf8"));
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(new Set(scriptSrc.slice(1)), path).toEqual(new Set(hashes));
    }
  });

  it("carries no form token: the page script fetches one, not stored by anyone", async () => {
    const html = (await request("/contact")).body.toString("utf8");
    expect(html).toMatch(/<input type="hidden" name="formToken" value=""\/>/);
    expect(html).not.toMatch(/\d{13}\.[A-Za-z0-9_-]{22}/);
    const token = await get("/api/form-token");
    expect(token.headers.get("cache-control")).toBe("private, no-store");
    expect(token.headers.get("x-cache")).toBeNull();
    expect(((await token.json()) as { token: string }).token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{22}$/);
  });
});

describe("the page cache", () => {
  it("serves the second anonymous view from the cache, with a strong ETag and CDN-ready Cache-Control", async () => {
    const first = await request("/blog");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers["cache-control"]).toBe(ANONYMOUS_CACHE_CONTROL);
    const second = await request("/blog");
    expect(second.headers["x-cache"]).toBe("HIT");
    const { "x-request-id": _a, "x-cache": _b, date: _c, ...firstRest } = first.headers;
    const { "x-request-id": _d, "x-cache": _e, date: _f, ...secondRest } = second.headers;
    expect(secondRest).toEqual(firstRest);
    expect(app.services.pageCache.snapshot().hits).toBeGreaterThanOrEqual(1);
    // A route's own public Cache-Control stands.
    expect((await request("/robots.txt")).headers["cache-control"]).toBe("public, max-age=86400");
    expect((await request("/api/blogs")).headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("answers 304 to a matching If-None-Match, with the entry's headers and CSP", async () => {
    const first = await request("/team");
    const etag = String(first.headers.etag);
    const revalidated = await request("/team", { "If-None-Match": `W/"other", ${etag}`, "X-Request-Id": "trace-304" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(revalidated.headers["x-request-id"]).toBe("trace-304");
    expect(revalidated.headers["x-frame-options"]).toBe("DENY");
    expect((await request("/team", { "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it("drops query parameters the route does not read, and keeps the ones it does", async () => {
    await request("/about");
    for (const junk of ["?utm_source=news", "?fbclid=abc", "?bench=17", "?x=1&y=2"]) {
      expect((await request(`/about${junk}`)).headers["x-cache"], junk).toBe("HIT");
    }
    const entries = app.services.pageCache.snapshot().entries;
    const all = await request("/blog?category=Testing&utm_campaign=x");
    expect(all.headers["x-cache"]).toBe("MISS");
    expect((await request("/blog?utm_campaign=y&category=Testing")).headers["x-cache"]).toBe("HIT");
    expect(app.services.pageCache.snapshot().entries).toBe(entries + 1);
  });

  it("renders concurrent misses for one URL once", async () => {
    const before = app.services.pageCache.snapshot().misses;
    const answers = await Promise.all(Array.from({ length: 16 }, () => request("/careers?utm_source=burst")));
    expect(new Set(answers.map((answer) => answer.body.toString("utf8"))).size).toBe(1);
    expect(app.services.pageCache.snapshot().misses - before).toBe(1);
  });

  it("compresses once per encoding, as negotiated, and the decoded body is the page", async () => {
    const plain = await request("/services/custom-software");
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    const cases: Array<[string, keyof typeof decoders | undefined]> = [
      ["br, gzip", "br"],
      ["gzip, deflate", "gzip"],
      ["deflate", undefined],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["identity", undefined],
      ["*", "br"],
    ];
    for (const [accept, expected] of cases) {
      const hit = await request("/services/custom-software", { "Accept-Encoding": accept });
      expect(hit.headers["content-encoding"], accept).toBe(expected);
      expect(hit.headers.vary).toBe("Accept-Encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      expect((expected ? decoders[expected](hit.body) : hit.body).equals(plain.body), accept).toBe(true);
    }
    const small = await request("/robots.txt", { "Accept-Encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the GET's headers and length, and no body", async () => {
    const got = await request("/blog");
    const head = await request("/blog", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(got.headers["content-length"]);
    expect(head.headers.etag).toBe(got.headers.etag);
  });

  it("keeps a sane incoming request id and replaces any other", async () => {
    await request("/about");
    expect((await request("/about", { "X-Request-Id": "trace-hit-1" })).headers["x-request-id"]).toBe("trace-hit-1");
    expect((await request("/about", { "X-Request-Id": "<script>" })).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never caches a signed-in visitor's page, and marks it private", async () => {
    const cookie = await userCookie(app);
    await request("/about");
    for (let view = 0; view < 2; view += 1) {
      const response = await get("/about", { Cookie: cookie });
      const html = await response.text();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      expect(html).toContain(`"isAdmin\\",false`);
    }
    const api = await get("/api/blogs", { Cookie: await adminCookie(app) });
    expect(api.headers.get("cache-control")).toBe("private, no-store");
    for (const headers of [{ Authorization: "Bearer not-a-real-token" }, { Cookie: "theme=dark; vyoma.session_token=forged" }] as Array<Record<string, string>>) {
      const bypassed = await request("/contact", headers);
      expect(bypassed.headers["x-cache"]).toBeUndefined();
      expect(bypassed.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("shows a post write at once and serves the stale page only while one request renders it afresh", async () => {
    const admin = await adminCookie(app);
    await request("/blog");
    const heard: Array<[string, string[]]> = [];
    app.services.pageCache.onInvalidate((reason, paths) => heard.push([reason, paths]));
    const post = await createPostViaApi(app, admin, { title: "Fresh from the cache test" });
    expect(heard[0]![1]).toContain("/blog");
    // Concurrent requests right after the write: one renders (MISS, fresh), the others get the stale copy.
    const burst = await Promise.all(Array.from({ length: 8 }, () => request("/blog")));
    const states = burst.map((answer) => answer.headers["x-cache"]);
    expect(states.filter((state) => state === "MISS")).toHaveLength(1);
    expect(states.every((state) => state === "MISS" || state === "STALE" || state === "HIT")).toBe(true);
    expect((await request("/blog")).body.toString("utf8")).toContain("Fresh from the cache test");

    const update = await sendJson(app, "PUT", `/api/blogs/${post.id}`, { title: "Renamed by the cache test", excerpt: "x", category: "Testing", image: "https://images.example/a.png", content: "<p>b</p>", tags: "" }, admin);
    expect(update.status).toBe(200);
    expect(await (await get("/blog")).text()).toContain("Renamed by the cache test");
    const remove = await sendJson(app, "DELETE", `/api/blogs/${post.id}`, "", admin);
    expect(remove.status).toBe(200);
    expect(await (await get("/blog")).text()).not.toContain("Renamed by the cache test");
  });

  it("is invalidated by a position write, and tells the listeners (the hook for other instances)", async () => {
    const admin = await adminCookie(app);
    const heard: string[] = [];
    app.services.pageCache.onInvalidate((reason) => heard.push(reason));
    await request("/careers");
    expect((await request("/careers")).headers["x-cache"]).toBe("HIT");
    const created = await sendJson(
      app,
      "POST",
      "/api/positions",
      { title: "Cache Invalidation Engineer", department: "Engineering", location: "Remote", type: "Full-time", experience: "3+ years", description: "Keeps pages fresh.", detailedDescription: "Keeps pages fresh, always.", requirements: ["Naming things"] },
      admin,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const after = await request("/careers");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.toString("utf8")).toContain("Cache Invalidation Engineer");
    expect(heard).toContain("position created");
  });
});

describe("the page cache's request log", () => {
  it("writes one JSON line for a hit, as for any request", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = await startTestApp({}, { logger });
    try {
      await (await logged.fetch("/projects")).text();
      const hit = await logged.fetch("/projects", { headers: { "X-Request-Id": "trace-log-1" } });
      await hit.text();
      expect(hit.headers.get("x-cache")).toBe("HIT");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const line = lines.find((entry) => entry.requestId === "trace-log-1");
      expect(line).toMatchObject({ msg: "request", method: "GET", url: "/projects", status: 200, level: 30 });
      expect(lines.filter((entry) => entry.msg === "request" && entry.url === "/projects")).toHaveLength(2);
    } finally {
      await logged.close();
    }
  });
});

describe("the CDN purge hook", () => {
  it("POSTs the paths a content write changed to CACHE_PURGE_URL", async () => {
    const received: Array<{ reason: string; paths: string[]; urls: string[] }> = [];
    const hook = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const purgeUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/purge`;
    const purged = await startTestApp({ CACHE_PURGE_URL: purgeUrl });
    try {
      await (await purged.fetch("/blog")).text();
      await (await purged.fetch("/about")).text();
      const admin = await adminCookie(purged);
      await createPostViaApi(purged, admin, { title: "Purged at the edge" });
      await expect.poll(() => received.length).toBeGreaterThan(0);
      expect(received[0]!.reason).toBe("post created");
      expect(received[0]!.paths).toContain("/blog");
      // A page that depends on no database row is not purged.
      expect(received[0]!.paths).not.toContain("/about");
      expect(received[0]!.urls).toContain(`${purged.services.env.PUBLIC_URL}/blog`);
    } finally {
      await purged.close();
      hook.close();
    }
  });
});
