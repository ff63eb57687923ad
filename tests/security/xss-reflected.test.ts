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
  it("no payload in a query parameter or a path comes back as markup", async () => {
    const problems: string[] = [];
    // Every payload where a page does echo the query (the category filter, the login form's redirect field);
    // a sample of 40 everywhere else (each page render costs ~50 ms on the shared machine).
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const q = encodeURIComponent(payload);
      const paths = [`/blog?category=${q}`, `/login?redirectTo=${q}`];
      if (index % 3 === 0) paths.push(`/blog?page=${q}`, `/signup?redirectTo=${q}`, `/newsletter/confirm?token=${q}`, `/newsletter/unsubscribe?token=${q}`, `/no-such-page/${q}`, `/blog/${q}`, `/careers/${q}`);
      for (const path of paths) problems.push(...(await injectionsIn(path)));
      if (index % 3 === 0) {
        problems.push(...(await injectionsIn(`/admin/applications?status=${q}&positionId=${q}`, admin)));
        problems.push(...(await injectionsIn(`/admin/messages?view=${q}&page=${q}`, admin)));
      }
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
