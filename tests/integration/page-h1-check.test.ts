import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import type { BlockFormState, PageFormState } from "~/modules/pages/page-form";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { startTestApp, type TestApp } from "../support/app";

/**
 * The publish check finds a page with no h1 (decision 0032's check, for pages of blocks): the public page's h1 is a
 * visible heading block's or the route's (the legal pages show their title); a page with neither renders none, and
 * publishing it is refused unless an editor overrides, which the audit log keeps.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const hero: BlockFormState = { id: "hero000001", type: "hero", hidden: false, values: { heading: "Working with us", intro: "How a project runs." } };
const text: BlockFormState = { id: "text000001", type: "richText", hidden: false, values: { body: "<h2>The first call</h2><p>We listen first.</p>" } };
const form = (blocks: BlockFormState[]): PageFormState => ({ path: "/working-with-us", title: "Working with us", description: "How a project with Vyoma runs.", blocks });
const by = { by: { userId: null }, role: "editor" as const, override: false, renderHtml: renderBlocksHtml };
const mainOf = async (path: string) => (await (await app.fetch(path)).text()).match(/<main[\s\S]*<\/main>/)![0];

it("refuses to publish a page without a heading block, names the missing h1, and publishes nothing", async () => {
  const draft = await savePage(app.services, { ...by, id: "new", intent: "save", form: form([text]) });
  if (!draft.ok) throw new Error(draft.message);
  const refused = await savePage(app.services, { ...by, id: draft.value.id, version: 1, intent: "publish", form: form([text]) });
  expect(refused).toMatchObject({
    ok: false,
    code: "invalid",
    fieldErrors: { accessibilityOverride: expect.stringContaining("Not published: the page has 1 accessibility error") },
    accessibility: [expect.objectContaining({ rule: "heading-h1-missing", severity: "error", message: expect.stringContaining("The page has no h1") })],
  });
  expect((await app.fetch("/working-with-us")).status).toBe(404);

  // A heading block that is hidden gives visitors no h1 either.
  const hidden = await savePage(app.services, { ...by, id: draft.value.id, version: 1, intent: "publish", form: form([{ ...hero, hidden: true }, text]) });
  expect(hidden).toMatchObject({ ok: false, accessibility: [expect.objectContaining({ rule: "heading-h1-missing" })] });

  // The editor's override publishes it, and the audit log names what was passed over; the page indeed has no h1.
  const overridden = await savePage(app.services, { ...by, override: true, id: draft.value.id, version: 1, intent: "publish", form: form([text]) });
  expect(overridden.ok).toBe(true);
  expect(await mainOf("/working-with-us")).not.toMatch(/<h1[\s>]/);
  const audit = await app.database.db.selectFrom("audit_events").select(["action", "summary"]).where("subject_type", "=", "page").where("subject_id", "=", String(draft.value.id)).orderBy("id").execute();
  expect(audit).toEqual([
    { action: "page.published", summary: "Published “Working with us” at /working-with-us" },
    { action: "page.published_with_accessibility_override", summary: "Published “Working with us” past accessibility errors: no h1" },
  ]);

  // With a heading block the page has its h1, and a save needs no override.
  const fixed = await savePage(app.services, { ...by, id: draft.value.id, version: 2, intent: "save", form: form([hero, text]) });
  expect(fixed).toMatchObject({ ok: true, value: { status: "published" } });
  expect((await mainOf("/working-with-us")).match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe("Working with us");
});

it("takes the legal pages' title as their h1: the route shows it above their blocks, which have none", async () => {
  const summary = (await listPages(app.services)).find((page) => page.path === "/terms")!;
  const terms = await findEditablePage(app.services, { id: summary.id });
  if (!terms.ok) throw new Error(terms.message);
  expect(terms.value.form.blocks.every((block) => block.type === "richText")).toBe(true);
  const saved = await savePage(app.services, { ...by, id: terms.value.id, version: terms.value.version, intent: "save", form: terms.value.form });
  expect(saved).toMatchObject({ ok: true, value: { status: "published" } });
  expect((await mainOf("/terms")).match(/<h1[^>]*>([^<]*)<\/h1>/)![1]).toBe("Terms of Service");
});
