import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import type { StoredBlock } from "~/modules/pages/blocks";
import { listPageRevisions, restorePageRevision } from "~/modules/pages/page-revisions.server";
import type { PageFormState } from "~/modules/pages/page-form";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";

/**
 * Restoring a page's revision puts back what that revision held in every language (decision 0054's amendment): the
 * editor's form carries the English, and a save keeps the Hindi texts the form does not show, so a restore takes
 * them from the revision, not from the page as it is. The about page (migration 0045) holds its Hindi copy in its
 * blocks' Hindi texts; /hi/about reads them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const editor = { by: { userId: null }, editor: { id: "u-editor", name: "Asha Editor" }, role: "editor" as const, override: false, renderHtml: renderBlocksHtml };

async function aboutPage() {
  const page = (await listPages(app.services)).find((candidate) => candidate.path === "/about")!;
  const editable = await findEditablePage(app.services, { id: page.id });
  if (!editable.ok) throw new Error(editable.message);
  return editable.value;
}

async function save(page: Awaited<ReturnType<typeof aboutPage>>, form: PageFormState = page.form) {
  const saved = await savePage(app.services, { ...editor, id: page.id, version: page.version, form, intent: "save" });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
}

/** The newest revision of the about page: the one a later restore goes back to. */
async function newestRevisionId(pageId: number): Promise<number> {
  return (await listPageRevisions(app.services, { pageId }))[0]!.id;
}

async function restore(pageId: number, revisionId: number) {
  const page = await aboutPage();
  const restored = await restorePageRevision(app.services, { ...editor, pageId, revisionId, version: page.version });
  if (!restored.ok) throw new Error(`${restored.message} ${JSON.stringify(restored.fieldErrors)}`);
}

const text = async (path: string) => (await app.fetch(path)).text();

it("puts back the revision's Hindi texts, not the page's current ones, beside its English", async () => {
  const page = await aboutPage();
  await save(page);
  const before = await newestRevisionId(page.id);
  expect(await text("/hi/about")).toContain("हमारा मिशन");

  // The editor's form writes a page's English; the Hindi of the English page's blocks is its seed's, or (as here)
  // whatever else wrote it. Changed in storage, then saved with an English edit, so a revision holds both.
  const db = app.services.database.db;
  const stored = JSON.parse((await db.selectFrom("pages").select("blocks").where("id", "=", page.id).executeTakeFirstOrThrow()).blocks) as StoredBlock[];
  const changed = stored.map((block) => (block.type === "story" ? { ...block, data: { ...block.data, highlightHeading: { ...(block.data.highlightHeading as object), hi: "हमारा लक्ष्य" } } } : block));
  await db.updateTable("pages").set({ blocks: JSON.stringify(changed) }).where("id", "=", page.id).execute();
  const edited = await aboutPage();
  await save(edited, { ...edited.form, blocks: edited.form.blocks.map((block) => (block.type === "story" ? { ...block, values: { ...block.values, highlightHeading: "What we are for" } } : block)) });
  expect(await text("/hi/about")).toContain("हमारा लक्ष्य");
  expect(await text("/about")).toContain("What we are for");

  await restore(page.id, before);
  const hindi = await text("/hi/about");
  expect(hindi).toContain("हमारा मिशन");
  expect(hindi).not.toContain("हमारा लक्ष्य");
  const english = await text("/about");
  expect(english).toContain("Our mission");
  expect(english).not.toContain("What we are for");
  // Exactly the revision's blocks: what it stored is what the page stores now.
  const revisions = await listPageRevisions(app.services, { pageId: page.id });
  expect(revisions[0]!.event).toBe("restored");
  const [now, then] = await Promise.all(
    [revisions[0]!.id, before].map(async (id) => JSON.parse((await db.selectFrom("document_revisions").select("snapshot").where("id", "=", id).executeTakeFirstOrThrow()).snapshot).blocks),
  );
  expect(now).toEqual(then);
});

it("brings back a removed block with its Hindi texts", async () => {
  const page = await aboutPage();
  await save(page);
  const before = await newestRevisionId(page.id);
  const removed = await aboutPage();
  await save(removed, { ...removed.form, blocks: removed.form.blocks.filter((block) => block.type !== "story") });
  expect(await text("/hi/about")).not.toContain("हमारा मिशन");

  await restore(page.id, before);
  expect(await text("/hi/about")).toContain("हमारा मिशन");
});
