import http from "node:http";
import zlib from "node:zlib";
import pino from "pino";
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

const cspNonceOf = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1];
/** The headers a client sees, without the ones that differ on every response by design. */
function stableHeaders(headers: http.IncomingHttpHeaders) {
  const { date: _date, "x-request-id": _id, "x-cache": _cache, "keep-alive": _keepAlive, connection: _connection, ...rest } = headers;
  const nonce = cspNonceOf(headers);
  if (nonce) rest["content-security-policy"] = String(rest["content-security-policy"]).replace(nonce, "NONCE");
  return rest;
}
/** A page with its per-request values (nonce, form token) blanked, for comparing two answers. */
function blanked(body: Buffer, nonce: string | undefined) {
  const html = body.toString("utf8").replace(/\d{13}\.[A-Za-z0-9_-]{22}/g, "T");
  return nonce ? html.replaceAll(nonce, "N") : html;
}

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
    expect(judgeSubmission({ formToken: token }, app.services.env.SESSION_SECRET, "page-form")).toEqual({ spam: true, reason: "too-fast" });
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

  it("answers a hit with the miss's headers, only the per-request ones differing", async () => {
    for (const path of ["/services/custom-software", "/api/blogs", "/robots.txt", "/sitemap.xml", "/blog?category=Testing"]) {
      const miss = await request(path);
      const hit = await request(path);
      expect(miss.headers["x-cache"], path).toBe("MISS");
      expect(hit.headers["x-cache"], path).toBe("HIT");
      expect(stableHeaders(hit.headers), path).toEqual(stableHeaders(miss.headers));
      expect(hit.headers.vary, path).toMatch(/(^|, )Accept-Encoding$/);
      expect(hit.headers["x-request-id"]).not.toBe(miss.headers["x-request-id"]);
      expect(blanked(hit.body, cspNonceOf(hit.headers)), path).toBe(blanked(miss.body, cspNonceOf(miss.headers)));
    }
    // A route's own public Cache-Control stands on a hit as on the miss; pages revalidate.
    expect((await request("/robots.txt")).headers["cache-control"]).toBe("public, max-age=86400");
    expect((await request("/services/custom-software")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // So does its own Vary (the JSON API varies by Cookie); compression adds Accept-Encoding to it.
    expect((await request("/api/blogs")).headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("gives every hit its own nonce, named by its CSP and carried by every script", async () => {
    await request("/careers");
    const nonces = new Set<string>();
    for (let view = 0; view < 3; view += 1) {
      const hit = await request("/careers");
      expect(hit.headers["x-cache"]).toBe("HIT");
      const nonce = cspNonceOf(hit.headers)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      const scripts = hit.body.toString("utf8").match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    expect(nonces.size).toBe(3);
  });

  it("keeps concurrent hits apart: each body carries only its own nonce, though bodies are reused", async () => {
    const miss = await request("/blog");
    const hits = await Promise.all(Array.from({ length: 24 }, () => request("/blog")));
    const again = await Promise.all(Array.from({ length: 24 }, () => request("/blog")));
    for (const hit of [...hits, ...again]) {
      expect(hit.headers["x-cache"]).toBe("HIT");
      const nonce = cspNonceOf(hit.headers)!;
      expect(blanked(hit.body, nonce)).toBe(blanked(miss.body, cspNonceOf(miss.headers)));
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    expect(new Set([...hits, ...again].map((hit) => cspNonceOf(hit.headers))).size).toBe(48);
  });

  it("keeps a sane incoming request id on a hit and replaces any other", async () => {
    await request("/about");
    const kept = await request("/about", { "X-Request-Id": "trace-hit-1" });
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(kept.headers["x-request-id"]).toBe("trace-hit-1");
    const replaced = await request("/about", { "X-Request-Id": "<script>" });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers HEAD on a hit with the GET's headers and length, and no body", async () => {
    await request("/blog");
    const get = await request("/blog");
    const head = await request("/blog", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
    expect(stableHeaders(head.headers)).toEqual(stableHeaders(get.headers));
    // Compression never applies to HEAD (as the compression middleware decides).
    const headGzip = await request("/blog", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(headGzip.headers["content-encoding"]).toBeUndefined();
    expect(headGzip.headers["content-length"]).toBe(get.headers["content-length"]);
  });

  it("answers 304 on a hit with the entry's headers but no CSP and no body", async () => {
    const first = await request("/team");
    const etag = String(first.headers.etag);
    const revalidated = await request("/team", { "If-None-Match": `W/"other", ${etag}`, "X-Request-Id": "trace-304" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["x-cache"]).toBe("HIT");
    expect(revalidated.headers["x-request-id"]).toBe("trace-304");
    expect(revalidated.headers.vary).toBe("Accept-Encoding");
    expect(revalidated.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(revalidated.headers["x-frame-options"]).toBe("DENY");
  });

  it("compresses a hit as negotiated, and the decoded body is the page", async () => {
    const plain = await request("/services/custom-software");
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
    // A page (per-request slots) goes out as gzip whenever the client takes it: its constant parts are compressed
    // once (gzipTemplate). A body without slots (the JSON API) is encoded once in the preferred encoding.
    type Expected = keyof typeof decoders | undefined;
    const cases: Array<[string, { page: Expected; api: Expected }]> = [
      ["br, gzip", { page: "gzip", api: "br" }],
      ["gzip, deflate", { page: "gzip", api: "gzip" }],
      ["deflate", { page: "deflate", api: "deflate" }],
      ["br", { page: "br", api: "br" }],
      ["br;q=0, gzip;q=0.5", { page: "gzip", api: "gzip" }],
      ["identity", { page: undefined, api: undefined }],
      ["*", { page: "gzip", api: "br" }],
    ];
    for (const [accept, expectedFor] of cases) {
      for (const path of ["/services/custom-software", "/api/blogs"]) {
        const expected = path === "/api/blogs" ? expectedFor.api : expectedFor.page;
        await request(path);
        const hit = await request(path, { "Accept-Encoding": accept });
        expect(hit.headers["x-cache"], `${path} ${accept}`).toBe("HIT");
        expect(hit.headers["content-encoding"], `${path} ${accept}`).toBe(expected);
        expect(hit.headers.vary).toBe(path === "/api/blogs" ? "Cookie, Accept-Encoding" : "Accept-Encoding");
        const decoded = expected ? decoders[expected](hit.body) : hit.body;
        if (path === "/api/blogs") expect(decoded.toString("utf8")).toBe((await request(path)).body.toString("utf8"));
        else expect(blanked(decoded, cspNonceOf(hit.headers))).toBe(blanked(plain.body, cspNonceOf(plain.headers)));
        if (hit.headers["content-length"]) expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      }
    }
    // Below the compression middleware's 1 KB threshold a hit is sent as is, still with Vary.
    await request("/robots.txt");
    const small = await request("/robots.txt", { "Accept-Encoding": "gzip" });
    expect(small.headers["x-cache"]).toBe("HIT");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBe("Accept-Encoding");
  });

  it("never answers a request with an Authorization header or a session cookie from the cache", async () => {
    await request("/contact");
    expect((await request("/contact")).headers["x-cache"]).toBe("HIT");
    const withAuthorization = await request("/contact", { Authorization: "Bearer not-a-real-token" });
    expect(withAuthorization.headers["x-cache"]).toBeUndefined();
    expect(withAuthorization.headers["cache-control"]).toBe("private, no-store");
    const withCookie = await request("/contact", { Cookie: "theme=dark; vyoma.session_token=forged" });
    expect(withCookie.headers["x-cache"]).toBeUndefined();
    expect(withCookie.headers["cache-control"]).toBe("private, no-store");
    expect(withCookie.headers.etag).toBeUndefined();
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
      expect(typeof line!.ms).toBe("number");
      expect(lines.filter((entry) => entry.msg === "request" && entry.url === "/projects")).toHaveLength(2);
    } finally {
      await logged.close();
    }
  });
});
