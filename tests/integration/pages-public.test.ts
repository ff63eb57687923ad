import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import type { BlockFormState, PageFormState } from "~/modules/pages/page-form";
import { savePage, type SavePageInput } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";

/** A page of blocks as visitors get it (decision 0039): served at its path from the page cache, moved with a 301. */
let app: TestApp;
let pageId: number;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const renderHtml: SavePageInput["renderHtml"] = renderBlocksHtml;
const blocks: BlockFormState[] = [
  { id: "hero000001", type: "hero", hidden: false, values: { heading: "Working with us", intro: "How a project runs, week by week." } },
  { id: "text000001", type: "richText", hidden: false, values: { body: "<h2>The first call</h2><p>We listen first.</p>" } },
  { id: "faq0000001", type: "faq", hidden: false, values: { heading: "Questions", "items.0.question": "Do you sign an NDA?", "items.0.answer": "Yes, before the first call." } },
  { id: "cta0000001", type: "callToAction", hidden: false, values: { heading: "Start a project", text: "", buttonLabel: "Contact us", buttonLink: "/contact" } },
  { id: "hidden0001", type: "richText", hidden: true, values: { body: "<p>Not for visitors yet</p>" } },
];
const form = (fields: Partial<PageFormState> = {}): PageFormState => ({ path: "/working-with-us", title: "Working with us", description: "How a project with Vyoma runs.", blocks, ...fields });
const by = { by: { userId: null }, role: "editor" as const, override: false, renderHtml };

it("serves a published page server-rendered with its meta tags and no JavaScript file, through the cache, and a draft nowhere", async () => {
  const draft = await savePage(app.services, { ...by, id: "new", intent: "save", form: form() });
  if (!draft.ok) throw new Error(draft.message);
  pageId = draft.value.id;
  // A 404 for the path is cached first: the publish must mark it stale.
  expect((await app.fetch("/working-with-us")).status).toBe(404);
  expect((await app.fetch("/working-with-us")).headers.get("x-cache")).toBe("HIT");

  const published = await savePage(app.services, { ...by, id: pageId, version: 1, intent: "publish", form: form() });
  expect(published.ok).toBe(true);
  const response = await app.fetch("/working-with-us");
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>Working with us");
  expect(html).toContain('<meta name="description" content="How a project with Vyoma runs."/>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/working-with-us"\/>/);
  const main = html.match(/<main[\s\S]*<\/main>/)![0];
  expect(main.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe("Working with us");
  for (const text of ["We listen first.", "Do you sign an NDA?", "Yes, before the first call.", 'href="/contact"']) expect(main).toContain(text);
  expect(main).not.toContain("Not for visitors yet");
  const outsideNoscript = html.replace(/<noscript[\s\S]*?<\/noscript>/g, "");
  expect(outsideNoscript).not.toMatch(/<script[^>]*\ssrc=/);
  expect(outsideNoscript).not.toMatch(/rel="modulepreload"/);
  expect((await app.fetch("/working-with-us")).headers.get("x-cache")).toBe("HIT");

  const sitemap = await (await app.fetch("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/working-with-us<\/loc>/);
});

it("answers a moved page's old path with a 301 to the new one, and 404 once it is unpublished", async () => {
  const moved = await savePage(app.services, { ...by, id: pageId, version: 2, intent: "save", form: form({ path: "/how-we-work" }) });
  expect(moved.ok).toBe(true);
  const old = await app.fetch("/working-with-us");
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe("/how-we-work");
  expect((await app.fetch("/how-we-work")).status).toBe(200);
  const sitemap = await (await app.fetch("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/working-with-us<");

  await savePage(app.services, { ...by, id: pageId, version: 3, intent: "unpublish", form: form({ path: "/how-we-work" }) });
  expect((await app.fetch("/how-we-work")).status).toBe(404);
  expect((await app.fetch("/working-with-us")).status).toBe(404);
  expect((await app.fetch("/hi/how-we-work")).status).toBe(404);
});
