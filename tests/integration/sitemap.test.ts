import { sql } from "kysely";
import { positionPath } from "~/modules/careers/position-path";
import { postPath } from "~/modules/blog/post-urls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectSitemapEntries, renderSitemapXml } from "~/modules/seo/sitemap.server";
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

  it("lists posts published at one moment in a fixed order, the later written first, however the database stores them", async () => {
    // Two pairs of posts, each published at one moment, one pair written to the table in id order and one against
    // it: whichever order the database reads ties in, one pair would come out of it. (A translation is published at
    // its original's time, as the sample Hindi post is.)
    const { db } = app.database;
    const source = await db.selectFrom("posts").selectAll().where("status", "=", "published").where("language", "=", "en").executeTakeFirstOrThrow();
    const pairs = [
      { publishedAt: "2020-01-01T00:00:00.000Z", ids: [90_001, 90_002] },
      { publishedAt: "2020-01-02T00:00:00.000Z", ids: [90_004, 90_003] },
    ];
    for (const { publishedAt, ids } of pairs) {
      for (const id of ids) await db.insertInto("posts").values({ ...source, id, slug: `tied-${id}`, translation_group: null, published_at: publishedAt }).execute();
    }
    // With statistics (autovacuum gathers them when it will), PostgreSQL reads so few posts by a scan and a sort,
    // which leaves ties in the order they are stored: how CI saw the sitemap change between two renders.
    if (app.database.kind === "postgres") await sql`analyze posts`.execute(db);
    const xml = renderSitemapXml(app.services.env.PUBLIC_URL, await collectSitemapEntries(app.services));
    const at = (id: number) => xml.indexOf(`${postPath(`tied-${id}`, "en")}</loc>`);
    expect([90_001, 90_002, 90_003, 90_004].map(at).every((index) => index > 0)).toBe(true);
    expect(at(90_004)).toBeLessThan(at(90_003));
    expect(at(90_003)).toBeLessThan(at(90_002));
    expect(at(90_002)).toBeLessThan(at(90_001));
  });
});
