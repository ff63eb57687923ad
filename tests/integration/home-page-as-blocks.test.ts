import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";
import { withoutHindiBlockTexts, withoutHindiTexts } from "../support/hindi-collections";
import { pageFacts, type PageFacts } from "./service-pages-as-blocks.facts";

/**
 * The home page as a stored page of blocks (decision 0054, seeded by migration 0046): / and /hi read exactly as
 * they did when they were drawn from app/content/home.ts. home-page-before.json holds what they answered then (the
 * text of <main>, the title and the JSON-LD), recorded with pageFacts from the build of commit 31c57f3.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const before = JSON.parse(readFileSync(new URL("./home-page-before.json", import.meta.url), "utf8")) as Record<string, PageFacts>;

it("reads exactly as the page from code did, in English and in Hindi: the text of <main>, the title and the JSON-LD", async () => {
  expect(Object.keys(before)).toEqual(["/", "/hi"]);
  // The page as it read then: before the sample content gave the hero's figures (migration 0053), the team
  // members (0055), the featured projects and the site settings (0056) and five of its sections (0057) Hindi texts.
  const putBackEntries = await withoutHindiTexts(app.services, ["figures", "team", "featured-projects", "settings"]);
  const putBackSections = await withoutHindiBlockTexts(app.services, "/", ["homeservices", "homeprojects", "homegymcrm00", "homenocode00", "hometeam0000"]);
  const putBack = async () => {
    await putBackSections();
    await putBackEntries();
  };
  try {
    for (const [path, facts] of Object.entries(before)) {
      const after = await pageFacts(app, path);
      expect(after.text.length, path).toBeGreaterThan(3000);
      expect(after, path).toEqual(facts);
    }
    // Then the sections without a Hindi text were marked English; the hero and the contact section were Hindi.
    const then = await (await app.fetch("/hi")).text();
    expect(then).toContain('<div lang="en"><section id="services"');
    expect(then).not.toContain('<div lang="en"><section id="contact"');
  } finally {
    await putBack();
  }
  // Now every section is Hindi: none marked English.
  const hindi = await (await app.fetch("/hi")).text();
  expect(hindi).toContain('<section id="services"');
  expect(hindi).toContain('<section id="contact" aria-labelledby="contact-title"');
  expect(hindi).not.toMatch(/<div lang="en"><section/);
});

it("shows an edit of a section on the home page and keeps the hero's jump link to the teaser", async () => {
  const page = (await listPages(app.services)).find((candidate) => candidate.path === "/")!;
  expect(page.status).toBe("published");
  const editable = await findEditablePage(app.services, { id: page.id });
  if (!editable.ok) throw new Error(editable.message);
  const form = editable.value.form;
  expect(editable.value.routeOwned).toBe(true);
  const blocks = form.blocks.map((block) => (block.type === "serviceCards" ? { ...block, values: { ...block.values, "cards.1.title": "Websites" } } : block));
  const saved = await savePage(app.services, { id: page.id, version: editable.value.version, form: { ...form, blocks }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  const html = await (await app.fetch("/")).text();
  expect(html).toContain('<h3 class="mt-5 text-lg font-semibold">Websites</h3>');
  expect(html).toContain('href="#no-code"');
  expect(html).toContain('<section id="no-code" tabindex="-1" aria-labelledby="no-code-title"');
  // The Hindi hero kept its texts through the English save.
  expect(await (await app.fetch("/hi")).text()).toContain("ऐसी तकनीक, जो लोगों के काम आए");
});
