import { describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import { specStaticRoutes } from "../../../tests/support/spec-routes";
import { collectSitemapEntries, renderRobotsTxt, renderSitemapXml, type SitemapSource } from "./sitemap.server";
import { staticPageEntries } from "./static-pages";

// The static pages never touch the database (tests/integration/sitemap.test.ts covers the database-backed areas;
// tests/integration/legal-last-updated.test.ts the legal pages' dates, read from the stored pages).
const context = { database: {} as Database, clock: { now: () => new Date() }, env: {} as Env };

describe("sitemap", () => {
  it("lists every public SPEC page except the project duplicates and the sign-in pages, once each", async () => {
    const paths = (await collectSitemapEntries(context, [staticPageEntries])).map((entry) => entry.path);
    const expected = specStaticRoutes.filter((route) => !route.startsWith("/projects/") && route !== "/login" && route !== "/signup");
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("merges entries from other sources, dropping duplicates and keeping the latest date", async () => {
    const blog: SitemapSource = async () => [
      { path: "/blog", lastModified: "2025-09-01" },
      { path: "/blog/first-post", lastModified: "2025-08-15" },
    ];
    const older: SitemapSource = () => [{ path: "/blog", lastModified: "2025-01-01" }];
    const entries = await collectSitemapEntries(context, [() => [{ path: "/blog" }], blog, older]);
    expect(entries).toEqual([
      { path: "/blog", lastModified: "2025-09-01" },
      { path: "/blog/first-post", lastModified: "2025-08-15" },
    ]);
  });

  it("renders absolute, escaped URLs under PUBLIC_URL", () => {
    const xml = renderSitemapXml("https://www.vyoma.example/", [{ path: "/api/docs" }, { path: "/blog/a&b", lastModified: "2025-07-24" }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<url><loc>https://www.vyoma.example/api/docs</loc></url>");
    expect(xml).toContain("<url><loc>https://www.vyoma.example/blog/a&amp;b</loc><lastmod>2025-07-24</lastmod></url>");
    expect(xml).not.toContain("vyoma.example//");
  });

  it("lists a translated page in each language, each naming all and x-default; an untranslated one only in English, unannounced", () => {
    const xml = renderSitemapXml("https://www.vyoma.example", [{ path: "/about" }, { path: "/", lastModified: "2025-07-24" }, { path: "/api/docs" }, { path: "/careers/engineer" }, { path: "/blog/a-post" }]);
    const aboutLinks =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.vyoma.example/about"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://www.vyoma.example/hi/about"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.vyoma.example/about"/>';
    expect(xml).toContain(`<url><loc>https://www.vyoma.example/about</loc>${aboutLinks}</url>`);
    expect(xml).toContain(`<url><loc>https://www.vyoma.example/hi/about</loc>${aboutLinks}</url>`);
    expect(xml).toContain('<url><loc>https://www.vyoma.example/hi</loc><lastmod>2025-07-24</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://www.vyoma.example/"/>');
    expect(xml).toContain("<url><loc>https://www.vyoma.example/api/docs</loc></url>");
    expect(xml).not.toContain("/hi/api/docs");
    // A position without a translation, likewise (decision 0051).
    expect(xml).toContain("<url><loc>https://www.vyoma.example/careers/engineer</loc></url>");
    expect(xml).not.toContain("/hi/careers/");
    // A post without a translation (no languageVersions) is not announced in Hindi.
    expect(xml).toContain("<url><loc>https://www.vyoma.example/blog/a-post</loc></url>");
    expect(xml).not.toContain("/hi/blog/");
  });

  it("announces the sitemap in robots.txt and keeps private areas out", () => {
    const robots = renderRobotsTxt("https://www.vyoma.example");
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Sitemap: https://www.vyoma.example/sitemap.xml");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/blog\/create$/m);
  });
});
