import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";

/**
 * The legal pages as stored pages of blocks (decision 0039, the terms and the cookies policy seeded by migration 0036;
 * decision 0063, the privacy policy by 0051): the same text of <main>, title and JSON-LD as the pages rendered from
 * app/content/legal, and an edit shows at once.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const LEGAL = ["/terms", "/cookies-policy", "/privacy-policy", "/hi/terms", "/hi/cookies-policy", "/hi/privacy-policy"];

async function facts(path: string) {
  const response = await app.fetch(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const main = html.match(/<main[\s\S]*<\/main>/)![0];
  // The text a reader gets: tags out, character references decoded (React and the sanitizer escape differently).
  const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&", "&nbsp;": " " };
  const text = main.replace(/<[^>]+>/g, " ").replace(/&(?:quot|#x27|#39|lt|gt|amp|nbsp);/g, (entity) => entities[entity]!).replace(/\s+/g, " ").trim();
  return { text, title: html.match(/<title>([^<]*)<\/title>/)![1], jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]) };
}

it("reads exactly as the pages from code did: the text of <main>, the title and the JSON-LD", async () => {
  const stored = await Promise.all(LEGAL.map(facts));
  // Before: the same pages without their stored rows, rendered from app/content/legal as before this change.
  const legalPaths = ["/cookies-policy", "/privacy-policy", "/terms"];
  const rows = await app.database.db.selectFrom("pages").selectAll().where("path", "in", legalPaths).execute();
  expect(rows.map((row) => row.path).sort()).toEqual(legalPaths);
  await app.database.db.deleteFrom("pages").where("path", "in", legalPaths).execute();
  app.services.pageCache.invalidate("test: the legal pages from code", "everything");
  const fromCode = await Promise.all(LEGAL.map(facts));
  for (const [index, path] of LEGAL.entries()) {
    expect(stored[index]!.text.length, path).toBeGreaterThan(1000);
    expect(stored[index], path).toEqual(fromCode[index]);
  }
  await app.database.db.insertInto("pages").values(rows.map(({ id: _id, ...row }) => row)).execute();
  app.services.pageCache.invalidate("test: the stored legal pages again", "everything");
});

/** The stored legal page at `path`, as the editor loads it. */
async function editableLegalPage(path: string) {
  const page = (await listPages(app.services)).find((candidate) => candidate.path === path)!;
  const editable = await findEditablePage(app.services, { id: page.id });
  if (!editable.ok) throw new Error(editable.message);
  return editable.value;
}

/** Saves the page at `path` with its first block's text replaced, as an editor would. */
async function saveFirstBlock(path: string, body: string) {
  const { id, version, form } = await editableLegalPage(path);
  const blocks = form.blocks.map((block, index) => (index === 0 ? { ...block, values: { body } } : block));
  const saved = await savePage(app.services, { id, version, form: { ...form, blocks }, intent: "save", by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  expect(saved.ok, saved.ok ? "" : saved.message).toBe(true);
}

it("shows an edit of the terms on the next request, though the legal pages are static pages of the cache", async () => {
  await facts("/terms");
  await saveFirstBlock("/terms", "<h2>Agreement</h2><p>Corrected wording of the first section.</p>");
  const after = await facts("/terms");
  expect(after.text).toContain("Corrected wording of the first section.");
  expect(after.text).not.toContain("These terms apply to your use of the Vyoma Technologies website.");
});

it("fills the privacy policy's retention settings as configured, searches what staff wrote, and leaves nothing else in braces filled", async () => {
  // The seeded text keeps its placeholders for staff to see; visitors read the configured numbers.
  const { form } = await editableLegalPage("/privacy-policy");
  expect(form.blocks.map((block) => block.values.body).join("")).toContain("{TALENT_POOL_RETENTION_DAYS}");
  const env = app.services.env;
  expect((await facts("/privacy-policy")).text).toContain(`for ${env.TALENT_POOL_RETENTION_DAYS} days from the day you applied`);
  await saveFirstBlock("/privacy-policy", "<h2>Held messages</h2><p>Quarantined messages go after {SPAM_RETENTION_DAYS} days; {PUBLIC_URL} and {NOT_A_SETTING} stay as written.</p>");
  const after = await facts("/privacy-policy");
  expect(after.text).toContain(`Quarantined messages go after ${env.SPAM_RETENTION_DAYS} days; {PUBLIC_URL} and {NOT_A_SETTING} stay as written.`);
  // Site search reads the page as published, with the number filled in.
  const search = await (await app.fetch("/search?q=quarantined")).text();
  expect(search).toContain('href="/privacy-policy"');
  expect(search).not.toContain("{SPAM_RETENTION_DAYS}");
});
