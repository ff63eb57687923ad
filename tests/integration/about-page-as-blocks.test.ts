import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { companyValueCollection } from "~/modules/content/collections";
import { listEditableEntries, saveEntry } from "~/modules/content/content.server";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";
import { withoutHindiTexts } from "../support/hindi-collections";
import { pageFacts, type PageFacts } from "./service-pages-as-blocks.facts";

/**
 * The about page as a stored page of blocks (decision 0054, seeded by migration 0045): /about and /hi/about read
 * exactly as they did when they were drawn from app/content/about.ts. about-page-before.json holds what they
 * answered then (the text of <main>, the title and the JSON-LD), recorded with pageFacts from the build of commit
 * 31c57f3, the last one that rendered the page from code.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const before = JSON.parse(readFileSync(new URL("./about-page-before.json", import.meta.url), "utf8")) as Record<string, PageFacts>;

async function aboutPage() {
  const page = (await listPages(app.services)).find((candidate) => candidate.path === "/about")!;
  const editable = await findEditablePage(app.services, { id: page.id });
  if (!editable.ok) throw new Error(editable.message);
  return editable.value;
}

it("reads exactly as the page from code did, in English and in Hindi: the text of <main>, the title and the JSON-LD", async () => {
  expect(Object.keys(before)).toEqual(["/about", "/hi/about"]);
  // The page as it read then: before the sample content gave its values and figures (migration 0053) and the team
  // members (0055) Hindi texts.
  const putBack = await withoutHindiTexts(app.services, ["values", "figures", "team", "settings"]);
  try {
    for (const [path, facts] of Object.entries(before)) {
      const after = await pageFacts(app, path);
      expect(after.text.length, path).toBeGreaterThan(2000);
      expect(after, path).toEqual(facts);
    }
  } finally {
    await putBack();
  }
  const page = await aboutPage();
  expect(page).toMatchObject({ status: "published", routeOwned: true });
  expect(page.form.blocks.map((block) => block.type)).toEqual(["hero", "story", "companyValues", "companyFigures", "teamMembers", "closing"]);
});

it("shows an edit on the page at once, keeps the Hindi texts of what was not edited, and keeps its anchors and Hindi links", async () => {
  const page = await aboutPage();
  const blocks = page.form.blocks.map((block) => (block.type === "story" ? { ...block, values: { ...block.values, highlightHeading: "What we are for" } } : block));
  const saved = await savePage(app.services, { id: page.id, version: page.version, form: { ...page.form, blocks }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  const english = await (await app.fetch("/about")).text();
  expect(english).toContain("What we are for");
  expect(english).not.toContain("Our mission");
  for (const anchor of ["story", "values", "figures", "leadership", "careers"]) expect(english).toContain(`aria-labelledby="${anchor}-title"`);
  expect(english).toContain('href="/careers"');
  const hindi = await (await app.fetch("/hi/about")).text();
  // The Hindi highlight heading was typed before the English was edited: it stays the Hindi reader's.
  expect(hindi).toContain("हमारा मिशन");
  expect(hindi).toContain('href="/hi/careers"');
  // The team members (migration 0055) and the values (0053) have Hindi in the sample content: unmarked (decision 0061).
  expect(hindi.match(/<li data-team-member=""/g)).toHaveLength(7);
  expect(hindi).not.toMatch(/<li data-team-member="" lang=/);
  expect(hindi).toContain("रणनीति और साझेदारियाँ");
  expect(hindi).toMatch(/<ul[^>]*class="mt-12 grid[^"]*"><li class=/);
  expect(hindi).not.toMatch(/<div lang="en"><ul[^>]*class="mt-12 grid/);

  // The about page keeps its address and stays published.
  const moved = await savePage(app.services, { id: page.id, version: page.version + 1, form: { ...page.form, path: "/about-us" }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  expect(!moved.ok && moved.fieldErrors).toEqual({ path: "Path: this page is the site's /about and keeps that address." });
  const unpublished = await savePage(app.services, { id: page.id, version: page.version + 1, form: page.form, intent: "unpublish", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  expect(unpublished.ok).toBe(false);
});

it("shows the values collection, not a copy of its own", async () => {
  const entries = await listEditableEntries(app.services, { collection: companyValueCollection });
  const excellence = entries.find((entry) => entry.values.title === "Excellence")!;
  const saved = await saveEntry(app.services, { collection: companyValueCollection, id: excellence.id, version: excellence.version, fields: { ...excellence.values, text: "We measure what we ship." }, by: { userId: null } });
  expect(saved.ok).toBe(true);
  expect(await (await app.fetch("/about")).text()).toContain("We measure what we ship.");
});

it("is found by site search with what staff last published: an edit reaches search when it is saved", async () => {
  const suggestions = async (query: string) => ((await (await app.fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}`)).json()) as { hits: Array<{ kind: string; url: string }> }).hits;
  expect((await suggestions("Vyoma means sky in Sanskrit")).map((hit) => hit.url)).toContain("/about");
  expect((await suggestions("zephyrine")).map((hit) => hit.url)).not.toContain("/about");
  const page = await aboutPage();
  const blocks = page.form.blocks.map((block) => (block.type === "story" ? { ...block, values: { ...block.values, highlightText: "Zephyrine engineering for everyone." } } : block));
  const saved = await savePage(app.services, { id: page.id, version: page.version, form: { ...page.form, blocks }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  expect((await suggestions("zephyrine")).map((hit) => hit.url)).toContain("/about");
});
