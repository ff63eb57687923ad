import { positionPath } from "~/modules/careers/position-path";
import { postPath } from "~/modules/blog/post-urls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("/sitemap.xml", () => {
  it("lists the static pages, every published post and every position, with lastmod for the latter", async () => {
    const response = await app.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    const base = app.services.env.PUBLIC_URL;
    expect(xml).toContain(`<loc>${base}/</loc>`);
    expect(xml).toContain(`<loc>${base}/services/custom-software</loc>`);
    const { db } = app.database;
    const posts = await db.selectFrom("posts").select(["slug", "language", "status", "updated_at"]).execute();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      // A translated post (the sample Hindi one and its original, decision 0055) names its other language after its date.
      const loc = `<url><loc>${base}${postPath(post.slug, post.language)}</loc><lastmod>${post.updated_at.slice(0, 10)}</lastmod>`;
      if (post.status === "published") expect(xml).toContain(loc);
      else expect(xml).not.toContain(`/blog/${post.slug}<`);
    }
    const positions = await db.selectFrom("positions").select(["slug", "language", "updated_at"]).execute();
    expect(positions.length).toBeGreaterThan(0);
    for (const position of positions) {
      // A translated position names its other language between its address and its date (xhtml:link).
      const loc = `<url><loc>${base}${positionPath(position.slug, position.language)}</loc>`;
      expect(xml).toContain(loc);
      expect(xml.slice(xml.indexOf(loc)).split("</url>")[0]).toContain(`<lastmod>${position.updated_at.slice(0, 10)}</lastmod>`);
    }
    expect(xml).not.toContain("/admin");
  });
});
