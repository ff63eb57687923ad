import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, TEST_ADMIN } from "../support/auth";
import { cspScriptHashes, findInjections } from "./html-check";
import { XSS_PAYLOADS } from "./xss-payloads";

/** The XSS corpus through query strings and paths that pages may echo (a fresh app: an empty, fast database). */
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterAll(() => app.close());

async function injectionsIn(path: string, cookie = ""): Promise<string[]> {
  const response = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await response.text();
  if (response.status >= 500) return [`${path} -> ${response.status}`];
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return [];
  return findInjections(html, { scriptHashes: cspScriptHashes(response), origin: app.url }).map((problem) => `${path}: ${problem}`);
}

describe("reflected XSS: query strings and paths", () => {
  // Every payload where a page does echo the query (the category filter, the login form's redirect field); every
  // third payload everywhere else (a render and its check cost about 15 ms, an admin page's 30). Two tests, each
  // with its own time budget: one test for all of it ran past 150 s when the machine was loaded (each render then
  // also paid brotli at quality 9, about 100 ms, until 2026-11-27).
  it("no payload in a query parameter that a page echoes comes back as markup", async () => {
    const problems: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const q = encodeURIComponent(payload);
      for (const path of [`/blog?category=${q}`, `/login?redirectTo=${q}`]) problems.push(...(await injectionsIn(path)));
    }
    expect(problems).toEqual([]);
  }, 150_000);

  it("no payload in another query parameter or a path comes back as markup, admin pages included", async () => {
    const problems: string[] = [];
    for (const payload of XSS_PAYLOADS.filter((_, index) => index % 3 === 0)) {
      const q = encodeURIComponent(payload);
      const paths = [`/blog?page=${q}`, `/signup?redirectTo=${q}`, `/newsletter/confirm?token=${q}`, `/newsletter/unsubscribe?token=${q}`, `/no-such-page/${q}`, `/blog/${q}`, `/careers/${q}`];
      for (const path of paths) problems.push(...(await injectionsIn(path)));
      problems.push(...(await injectionsIn(`/admin/applications?status=${q}&positionId=${q}`, admin)));
      problems.push(...(await injectionsIn(`/admin/messages?view=${q}&page=${q}`, admin)));
    }
    expect(problems).toEqual([]);
  }, 150_000);

  it("signing in never redirects off the site, whatever redirectTo says", async () => {
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "/%2F%2Fevil.example", " //evil.example", "http:evil.example", "/\t/evil.example"]) {
      const response = await postForm(app, `/login?redirectTo=${encodeURIComponent(target)}`, { ...TEST_ADMIN, redirectTo: target });
      const location = response.headers.get("location") ?? "";
      expect(new URL(location, app.url).origin, `${target} -> ${location}`).toBe(app.url);
      expect(location).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
    }
  }, 150_000);
});
