import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { PageCache } from "~/modules/cache/page-cache.server";
import { systemClock } from "~/modules/clock";
import { insertMediaRow } from "~/modules/media/media.repository.server";
import type { AppServices } from "~/modules/services";
import { createTestDatabase } from "../../../tests/support/database";
import { blockSchema, blockValues } from "./blocks";
import { applyBlockCommand, blockInputName, parseBlockCommand, type BlockFormState, type PageFormState } from "./page-form";
import { findEditablePage, listPages, savePage, type SavePageInput } from "./pages.server";
import { findPublicPage, listPageSitemapEntries } from "./public-pages.server";

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function services() {
  const database = await createTestDatabase();
  opened.push(database);
  const env = { MEDIA_PUBLIC_URL: undefined } as AppServices["env"];
  // Migration 0036 seeds the terms and the cookies policy; these tests start from no page at all.
  await database.db.deleteFrom("pages").execute();
  return { database, pageCache: new PageCache(), env, clock: systemClock, logger: pino({ level: "silent" }) };
}

const renderHtml: SavePageInput["renderHtml"] = renderBlocksHtml;
const editor = { by: { userId: null }, editor: { id: "u-editor", name: "Asha Editor" }, role: "editor" as const, override: false, renderHtml };

function block(id: string, type: BlockFormState["type"], values: Record<string, string>, hidden = false): BlockFormState {
  return { id, type, hidden, values };
}
const hero = block("hero000001", "hero", { heading: "Working with us", intro: "How a project runs." });
const text = (html: string) => block("text000001", "richText", { body: html });
function form(blocks: BlockFormState[], fields: Partial<PageFormState> = {}): PageFormState {
  return { path: "/working-with-us", title: "Working with us", description: "How a project with Vyoma runs.", blocks, ...fields };
}

describe("the block registry", () => {
  it("derives each block's checks from its fields: a half-typed question, an image without alt text unless decorative", () => {
    const faq = blockSchema("faq").safeParse(blockValues("faq", { "items.0.question": "Do you sign an NDA?" }));
    expect(faq.success).toBe(false);
    expect(faq.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["items.0.answer", "Answer 1 is required."]]);
    expect(blockSchema("faq").safeParse(blockValues("faq", { "items.0.question": "Do you sign an NDA?", "items.0.answer": "Yes." })).success).toBe(true);

    const image = (values: Record<string, string>) => blockSchema("image").safeParse({ "image.mediaId": "0123456789abcdef", caption: "", ...values });
    expect(image({ "image.alt": "", "image.decorative": "" }).error?.issues[0]?.message).toBe("Image: describe the image for people who cannot see it (alt text), or mark it decorative.");
    expect(image({ "image.alt": "", "image.decorative": "on" }).success).toBe(true);
    expect(image({ "image.alt": "The team at the whiteboard", "image.decorative": "" }).success).toBe(true);
    expect(blockSchema("callToAction").safeParse({ heading: "Talk to us", text: "", buttonLabel: "Contact", buttonLink: "//evil.example" }).error?.issues[0]?.path).toEqual(["buttonLink"]);
  });

  it("adds, moves, hides and removes (after a confirmation) blocks in the form without losing what is typed", () => {
    let state = form([hero, text("<p>Typed, not saved</p>")]);
    const added = applyBlockCommand(state, parseBlockCommand("add:faq")!);
    expect(added.state.blocks.map((b) => b.type)).toEqual(["hero", "richText", "faq"]);
    state = added.state;
    const faqId = added.focus!;
    state = applyBlockCommand(state, parseBlockCommand(`up:${faqId}`)!).state;
    expect(state.blocks.map((b) => b.type)).toEqual(["hero", "faq", "richText"]);
    expect(applyBlockCommand(state, parseBlockCommand("up:hero000001")!).message).toBe("Page heading is already first.");
    state = applyBlockCommand(state, parseBlockCommand("hide:text000001")!).state;
    expect(state.blocks[2]).toMatchObject({ hidden: true, values: { body: "<p>Typed, not saved</p>" } });
    const asked = applyBlockCommand(state, parseBlockCommand(`remove:${faqId}`)!);
    expect(asked).toMatchObject({ confirmRemove: faqId, state });
    state = applyBlockCommand(state, parseBlockCommand(`confirm-remove:${faqId}`)!).state;
    expect(state.blocks.map((b) => b.id)).toEqual(["hero000001", "text000001"]);
    expect(parseBlockCommand("add:script")).toBeNull();
    expect(parseBlockCommand("up:../../x")).toBeNull();
  });
});

describe("saving and publishing a page", () => {
  it("refuses reserved and malformed paths, and answers a message per bad block input", async () => {
    const app = await services();
    for (const [path, message] of [
      ["/admin/pages", "Path: addresses starting with /admin belong to the site's own pages. Choose another path."],
      ["/blog/new", "Path: addresses starting with /blog belong to the site's own pages. Choose another path."],
      ["/hi/about-us", "Path: addresses starting with /hi belong to the site's own pages. Choose another path."],
      ["/", "Path: the home page (/) belongs to the site and cannot be a page of blocks yet."],
      ["/Über uns", expect.stringContaining("lower-case letters")],
    ] as const) {
      const saved = await savePage(app, { ...editor, id: "new", intent: "save", form: form([hero], { path }) });
      expect(saved).toMatchObject({ ok: false, code: "invalid", fieldErrors: { path: message } });
    }
    const bad = await savePage(app, { ...editor, id: "new", intent: "save", form: form([block("cta0000001", "callToAction", { heading: "", text: "", buttonLabel: "Go", buttonLink: "javascript:alert(1)" })], { title: "" }) });
    expect(bad).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { title: "Title is required.", [blockInputName("cta0000001", "heading")]: "Heading is required.", [blockInputName("cta0000001", "buttonLink")]: expect.stringContaining("Button link") },
    });
    expect(await listPages(app)).toEqual([]);
  });

  it("publishes what readers get: visible blocks only, rich text sanitized, images from the library; in the sitemap list", async () => {
    const app = await services();
    const now = new Date().toISOString();
    await insertMediaRow(app.database.db, {
      id: "0123456789abcdef", filename: "team.jpg", original_name: "team.jpg", original_key: "media-originals/0123456789abcdef/original.jpg", mime: "image/jpeg",
      size: 1000, width: 1600, height: 900, webp_widths: "480,960,1536", avif_widths: "480,960,1536", alt: "", title: "", caption: "", uploaded_by: null, created_at: now, updated_at: now,
    });
    const blocks = [
      hero,
      text('<h2>How we start</h2><p>A call.</p><script>alert(1)</script><p onclick="x()">Then a plan.</p>'),
      block("hidden0001", "richText", { body: "<p>Not yet</p>" }, true),
      block("image00001", "image", { "image.mediaId": "0123456789abcdef", "image.alt": "The team at the whiteboard", "image.decorative": "", caption: "Planning day" }),
    ];
    const draft = await savePage(app, { ...editor, id: "new", intent: "save", form: form(blocks) });
    expect(draft).toMatchObject({ ok: true, value: { status: "draft" } });
    if (!draft.ok) return;
    expect(await findPublicPage(app, { path: "/working-with-us", language: "en" })).toBeNull();

    const invalidations = app.pageCache.stats.invalidations;
    const published = await savePage(app, { ...editor, id: draft.value.id, version: 1, intent: "publish", form: form(blocks) });
    expect(published).toMatchObject({ ok: true, value: { status: "published" } });
    expect(app.pageCache.stats.invalidations).toBe(invalidations + 1);
    const found = await findPublicPage(app, { path: "/working-with-us", language: "en" });
    if (!found || !("page" in found)) throw new Error("not public");
    expect(found.page.blocks.map((b) => b.id)).toEqual(["hero000001", "text000001", "image00001"]);
    expect(found.page.blocks[1]).toMatchObject({ data: { body: "<h2>How we start</h2><p>A call.</p><p>Then a plan.</p>" } });
    expect(found.page.blocks[2]).toMatchObject({ data: { image: { alt: "The team at the whiteboard", width: 1600, height: 900, src: expect.stringContaining("0123456789abcdef") }, caption: "Planning day" } });
    expect(await listPageSitemapEntries(app)).toEqual([{ path: "/working-with-us", lastmod: expect.any(String) }]);
    const audit = await app.database.db.selectFrom("audit_events").select(["action", "summary"]).execute();
    expect(audit).toEqual([{ action: "page.published", summary: "Published “Working with us” at /working-with-us" }]);
  });

  it("refuses a publish with accessibility errors, keeps a draft, and takes an editor's override into the audit log", async () => {
    const app = await services();
    const blocks = [hero, text('<p>Our office <img src="/images/office.jpg"></p>')];
    const draft = await savePage(app, { ...editor, id: "new", intent: "save", form: form(blocks) });
    if (!draft.ok) throw new Error(draft.message);
    const id = draft.value.id;
    const refused = await savePage(app, { ...editor, id, version: 1, intent: "publish", form: form(blocks) });
    expect(refused).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { accessibilityOverride: 'Not published: the page has 1 accessibility error (listed under Accessibility check). Fix it, or tick "Publish anyway: I have checked these".' },
      accessibility: [expect.objectContaining({ rule: "image-alt", severity: "error" })],
    });
    expect(await findEditablePage(app, { id })).toMatchObject({ value: { status: "draft", version: 1 } });
    const overridden = await savePage(app, { ...editor, override: true, id, version: 1, intent: "publish", form: form(blocks) });
    expect(overridden.ok).toBe(true);
    expect((await app.database.db.selectFrom("audit_events").select("action").orderBy("id").execute()).map((row) => row.action)).toEqual(["page.published", "page.published_with_accessibility_override"]);
  });

  it("answers an edit from an older version with a conflict and what the other person saved, and writes nothing", async () => {
    const app = await services();
    const created = await savePage(app, { ...editor, id: "new", intent: "save", form: form([hero]) });
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    const theirs = await savePage(app, { ...editor, id, version: 1, intent: "save", form: form([hero], { title: "Theirs" }) });
    expect(theirs.ok).toBe(true);
    const mine = await savePage(app, { ...editor, id, version: 1, intent: "save", form: form([hero, text("<p>Mine</p>")], { title: "Mine" }) });
    expect(mine).toMatchObject({ ok: false, code: "conflict", conflict: { version: 2, differences: [{ label: "Title", theirs: "Theirs" }, { label: "Blocks", theirs: "1. Page heading" }] } });
    const stored = await findEditablePage(app, { id });
    expect(stored.ok && stored.value.form.title).toBe("Theirs");
  });

  it("leaves a redirect from a published page's old path, refuses a path another page has, and unpublishes", async () => {
    const app = await services();
    const first = await savePage(app, { ...editor, id: "new", intent: "publish", form: form([hero]) });
    const second = await savePage(app, { ...editor, id: "new", intent: "save", form: form([hero], { path: "/other" }) });
    if (!first.ok || !second.ok) throw new Error("not saved");
    const id = first.value.id;
    const taken = await savePage(app, { ...editor, id: second.value.id, version: 1, intent: "save", form: form([hero], { path: "/working-with-us" }) });
    expect(taken).toMatchObject({ ok: false, fieldErrors: { path: "Path: another page already uses /working-with-us. Choose another path." } });
    const moved = await savePage(app, { ...editor, id, version: 1, intent: "save", form: form([hero], { path: "/how-we-work/" }) });
    expect(moved).toMatchObject({ ok: true, value: { status: "published" } });
    expect(await findPublicPage(app, { path: "/working-with-us", language: "en" })).toEqual({ movedTo: "/how-we-work" });
    expect(await findPublicPage(app, { path: "/how-we-work", language: "en" })).toMatchObject({ page: { title: "Working with us" } });
    // Moving back forgets the redirect that would now point at itself.
    await savePage(app, { ...editor, id, version: 2, intent: "save", form: form([hero]) });
    expect(await findPublicPage(app, { path: "/working-with-us", language: "en" })).toMatchObject({ page: { path: "/working-with-us" } });
    expect(await findPublicPage(app, { path: "/how-we-work", language: "en" })).toEqual({ movedTo: "/working-with-us" });

    const unpublished = await savePage(app, { ...editor, id, version: 3, intent: "unpublish", form: form([hero]) });
    expect(unpublished).toMatchObject({ ok: true, value: { status: "draft" } });
    expect(await findPublicPage(app, { path: "/working-with-us", language: "en" })).toBeNull();
    expect(await findPublicPage(app, { path: "/how-we-work", language: "en" })).toBeNull();
    expect((await app.database.db.selectFrom("audit_events").select("action").orderBy("id").execute()).map((row) => row.action)).toEqual(["page.published", "page.unpublished"]);
  });

  it("refuses to publish a page without a visible block", async () => {
    const app = await services();
    const saved = await savePage(app, { ...editor, id: "new", intent: "publish", form: form([{ ...hero, hidden: true }]) });
    expect(saved).toMatchObject({ ok: false, fieldErrors: { blocks: "Add at least one block before publishing: a published page cannot be empty." } });
  });
});

describe("the legal pages (seeded by migration 0036)", () => {
  it("keeps the terms at their path and published; their text is edited like any page", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const app = { database, pageCache: new PageCache(), env: { MEDIA_PUBLIC_URL: undefined } as AppServices["env"], clock: systemClock, logger: pino({ level: "silent" }) };
    const pages = await listPages(app);
    const legal = pages.filter((page) => page.path === "/terms" || page.path === "/cookies-policy");
    expect(legal.map((page) => [page.path, page.title, page.status]).sort()).toEqual([
      ["/cookies-policy", "Cookies Policy", "published"],
      ["/terms", "Terms of Service", "published"],
    ]);
    const terms = await findEditablePage(app, { id: pages.find((page) => page.path === "/terms")!.id });
    if (!terms.ok) throw new Error(terms.message);
    expect(terms.value).toMatchObject({ routeOwned: true, version: 1 });
    expect(terms.value.form.blocks[0]).toMatchObject({ type: "richText", values: { body: expect.stringMatching(/^<h2>Agreement<\/h2><p>These terms apply/) } });
    const input = { ...editor, id: terms.value.id, version: 1 };
    expect(await savePage(app, { ...input, intent: "save", form: { ...terms.value.form, path: "/tos" } })).toMatchObject({ fieldErrors: { path: "Path: this page is the site's /terms and keeps that address." } });
    expect(await savePage(app, { ...input, intent: "unpublish", form: terms.value.form })).toMatchObject({ ok: false, message: "This page is one of the site's own pages (a legal, service, about or home page) and stays published. Change its text instead." });
    expect(await savePage(app, { ...input, intent: "save", unpublishAt: "2099-01-01T10:00", form: terms.value.form })).toMatchObject({ ok: false, fieldErrors: { unpublishAt: "Unpublish at: this page is one of the site's own pages and stays published. Leave it empty." } });
    expect(await savePage(app, { ...editor, id: "new", intent: "save", form: form([hero], { path: "/terms" }) })).toMatchObject({ fieldErrors: { path: expect.stringContaining("starting with /terms belong to the site's own pages") } });
    expect(await savePage(app, { ...input, intent: "save", form: terms.value.form })).toMatchObject({ ok: true, value: { status: "published" } });
  });
});
