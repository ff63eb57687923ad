import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { pricingPlanCollection, testimonialCollection } from "~/modules/content/collections";
import { listEditableEntries, saveEntry } from "~/modules/content/content.server";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";
import { withoutHindiTexts } from "../support/hindi-collections";
import { pageFacts, type PageFacts } from "./service-pages-as-blocks.facts";

/**
 * The service pages as stored pages of blocks (decision 0052, seeded by migration 0043): every service page, its
 * project page and their /hi versions read exactly as they did when they were drawn from app/content/service-pages.
 * service-pages-before.json holds what those pages answered then (the text of <main>, the title and the JSON-LD),
 * recorded with pageFacts from the build of commit 832638b, the last one that rendered them from code.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const before = JSON.parse(readFileSync(new URL("./service-pages-before.json", import.meta.url), "utf8")) as Record<string, PageFacts>;

/** The smart glasses page has a published Hindi translation since migration 0049: its /hi addresses read that. */
const READ_IN_HINDI = ["/hi/services/smart-glasses", "/hi/projects/smart-glasses"];
/**
 * At /hi/services/<product>, the related services block now marks the card of the page the visitor is on ("You are
 * here"), as the English page always did: its links lead to the /hi addresses, which the code's pages did not match.
 */
const CURRENT_MARKED = ["/hi/services/voice-chat", "/hi/services/ar-vr-solutions"];

it("reads exactly as the pages from code did: the text of <main>, the title and the JSON-LD of all 28 routes", async () => {
  // As the pages read before the plans had Hindi texts (migration 0055): the gym CRM's /hi page showed them in English.
  const putBack = await withoutHindiTexts(app.services, [pricingPlanCollection.name]);
  try {
    const paths = Object.keys(before);
    expect(paths).toHaveLength(28);
    for (const path of paths.filter((path) => !READ_IN_HINDI.includes(path))) {
      const after = await pageFacts(app, path);
      expect(after.text.length, path).toBeGreaterThan(800);
      const english = before[path.replace(/^\/hi/, "")]!;
      expect(after, path).toEqual(CURRENT_MARKED.includes(path) ? { ...before[path], text: english.text } : before[path]);
    }
    for (const path of READ_IN_HINDI) {
      const after = await pageFacts(app, path);
      expect(after.text, path).toContain("स्मार्ट चश्मा, जो आसपास की दुनिया बोलकर बताता है");
      expect(after.text, path).not.toContain("Smart glasses that describe the world out loud");
    }
    const stored = (await listPages(app.services)).filter((page) => page.path.startsWith("/services/"));
    expect(stored.map((page) => `${page.language} ${page.status}`).sort()).toEqual([...Array(10).fill("en published"), "hi published"]);
  } finally {
    await putBack();
  }
});

it("shows an edit of a service page on it and on the project page that shows it, and keeps its anchors", async () => {
  const page = (await listPages(app.services)).find((candidate) => candidate.path === "/services/smart-glasses" && candidate.language === "en")!;
  const editable = await findEditablePage(app.services, { id: page.id });
  if (!editable.ok) throw new Error(editable.message);
  const form = editable.value.form;
  const blocks = form.blocks.map((block) => (block.type === "closing" ? { ...block, values: { ...block.values, heading: "See the glasses for yourself" } } : block));
  const saved = await savePage(app.services, { id: page.id, version: editable.value.version, form: { ...form, blocks }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  for (const path of ["/services/smart-glasses", "/projects/smart-glasses"]) {
    const html = await (await app.fetch(path)).text();
    expect(html, path).toContain("See the glasses for yourself");
    expect(html, path).toContain('<section id="features" aria-labelledby="features-title"');
    expect(html, path).toContain('<section aria-labelledby="closing-title"');
  }
  // A service page stays at its address and published.
  const moved = await savePage(app.services, { id: page.id, version: editable.value.version + 1, form: { ...form, path: "/smart-glasses" }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  expect(!moved.ok && moved.fieldErrors).toEqual({ path: "Path: this page is the site's /services/smart-glasses and keeps that address." });
});

it("shows the testimonials of the testimonials collection, not a copy of its own", async () => {
  const entries = await listEditableEntries(app.services, { collection: testimonialCollection });
  const neha = entries.find((entry) => entry.values.name === "Neha Kulkarni")!;
  const saved = await saveEntry(app.services, { collection: testimonialCollection, id: neha.id, version: neha.version, fields: { ...neha.values, role: "Head of Product, a home-services company" }, by: { userId: null } });
  expect(saved.ok).toBe(true);
  const html = await (await app.fetch("/services/mobile-development")).text();
  expect(html).toContain("Head of Product, a home-services company");
  expect(html).not.toContain("Head of Product, a Pune-based home-services company");
});

it("answers 404 for a service that does not exist", async () => {
  expect((await app.fetch("/services/time-travel")).status).toBe(404);
  expect((await app.fetch("/projects/time-travel")).status).toBe(404);
});
