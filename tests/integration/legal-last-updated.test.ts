import { afterAll, beforeAll, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import type { PageFormState } from "~/modules/pages/page-form";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import { findPublicPage } from "~/modules/pages/public-pages.server";
import { startTestApp, type TestApp } from "../support/app";

/**
 * The legal pages' "Last updated" (issue 34): the day the stored page's text last changed as published (migration
 * 0048's `content_changed_at`), in the site's zone, written in the address's language in a <time datetime>. The
 * SPEC's date (July 24, 2025) until the page's text changes; the privacy policy, still code, keeps it.
 */
let app: TestApp;
let now = new Date("2026-03-05T10:00:00.000Z");
beforeAll(async () => {
  app = await startTestApp({ SITE_TIMEZONE: "Asia/Kolkata" }, { clock: { now: () => now } });
});
afterAll(() => app.close());

const by = { by: { userId: null }, role: "editor" as const, override: false, renderHtml: renderBlocksHtml };
/** The hero's date line: its <time> element as served. */
const lastUpdated = async (path: string) => {
  const html = await (await app.fetch(path)).text();
  return html.match(/<p>(Last updated|अंतिम अपडेट:) <time[^>]*>[^<]*<\/time><\/p>/)?.[0];
};

async function terms() {
  const id = (await listPages(app.services)).find((page) => page.path === "/terms")!.id;
  const page = await findEditablePage(app.services, { id });
  if (!page.ok) throw new Error(page.message);
  return page.value;
}

it("shows the SPEC's date until the text changes, in English and in Hindi, and on the privacy policy", async () => {
  for (const path of ["/terms", "/cookies-policy", "/privacy-policy"]) {
    expect(await lastUpdated(path), path).toBe('<p>Last updated <time dateTime="2025-07-24">July 24, 2025</time></p>');
    expect(await lastUpdated(`/hi${path}`), path).toBe('<p>अंतिम अपडेट: <time dateTime="2025-07-24">24 जुलाई 2025</time></p>');
  }
});

it("moves to the day the terms' text is published again, not for a save that changes nothing visitors read", async () => {
  const before = await terms();
  const changed: PageFormState = { ...before.form, blocks: before.form.blocks.map((block, index) => (index === 0 ? { ...block, values: { ...block.values, body: `${block.values.body}<p>We may change these terms.</p>` } } : block)) };
  // 23:30 in Kolkata on 5 March is 18:00 UTC: the day is the site's.
  now = new Date("2026-03-05T18:00:00.000Z");
  const saved = await savePage(app.services, { ...by, id: before.id, version: before.version, intent: "save", form: changed });
  expect(saved).toMatchObject({ ok: true, value: { status: "published" } });
  expect(await lastUpdated("/terms")).toBe('<p>Last updated <time dateTime="2026-03-05">March 5, 2026</time></p>');
  expect(await lastUpdated("/hi/terms")).toBe('<p>अंतिम अपडेट: <time dateTime="2026-03-05">5 मार्च 2026</time></p>');
  expect(await lastUpdated("/cookies-policy")).toBe('<p>Last updated <time dateTime="2025-07-24">July 24, 2025</time></p>');

  // A later save with only the description changed: visitors read the same text, so the date stays.
  now = new Date("2026-04-10T08:00:00.000Z");
  const after = await terms();
  const described = await savePage(app.services, { ...by, id: after.id, version: after.version, intent: "save", form: { ...after.form, description: "The terms of using this site." } });
  expect(described.ok).toBe(true);
  expect(await lastUpdated("/terms")).toBe('<p>Last updated <time dateTime="2026-03-05">March 5, 2026</time></p>');
});

/** The sitemap's `lastmod` of each of a page's addresses. */
const sitemapDays = async (path: string) => {
  const xml = await (await app.fetch("/sitemap.xml")).text();
  return [path, `/hi${path}`].map((address) => xml.match(new RegExp(`<loc>[^<]*${address}</loc><lastmod>([^<]*)</lastmod>`))?.[1]);
};

it("dates the legal pages in the sitemap the day their Last updated line shows, in each language announced", async () => {
  // After the test above: the terms changed on 5 March (in Kolkata), the others never. The legal pages are announced
  // in English only until translated (decisions 0056, 0063; page-translations.test.ts dates a translation).
  expect(await sitemapDays("/terms")).toEqual(["2026-03-05", undefined]);
  expect(await sitemapDays("/cookies-policy")).toEqual(["2025-07-24", undefined]);
  expect(await sitemapDays("/privacy-policy")).toEqual(["2025-07-24", undefined]);
  const before = await terms();
  now = new Date("2026-06-30T19:00:00.000Z");
  const changed: PageFormState = { ...before.form, blocks: before.form.blocks.map((block, index) => (index === 1 ? { ...block, values: { ...block.values, body: `${block.values.body}<p>Notices go to the address on file.</p>` } } : block)) };
  expect((await savePage(app.services, { ...by, id: before.id, version: before.version, intent: "save", form: changed })).ok).toBe(true);
  // 00:30 on 1 July in Kolkata: the page and the sitemap say the same day.
  expect(await lastUpdated("/terms")).toBe('<p>Last updated <time dateTime="2026-07-01">July 1, 2026</time></p>');
  expect(await sitemapDays("/terms")).toEqual(["2026-07-01", undefined]);
});

it("keeps a page's date through draft saves and moves it when the page is published again", async () => {
  const form = (body: string): PageFormState => ({
    path: "/working-with-us", title: "Working with us", description: "",
    blocks: [{ id: "hero000001", type: "hero", hidden: false, values: { heading: "Working with us", intro: "" } }, { id: "text000001", type: "richText", hidden: false, values: { body } }],
  });
  const changedAt = async () => {
    const found = await findPublicPage(app.services, { path: "/working-with-us", language: "en" });
    return found && "page" in found ? found.page.contentChangedAt : null;
  };
  now = new Date("2026-05-01T09:00:00.000Z");
  const draft = await savePage(app.services, { ...by, id: "new", intent: "save", form: form("<p>First.</p>") });
  if (!draft.ok) throw new Error(draft.message);
  const id = draft.value.id;
  expect((await app.database.db.selectFrom("pages").select("content_changed_at").where("id", "=", id).executeTakeFirstOrThrow()).content_changed_at).toBeNull();
  now = new Date("2026-05-02T09:00:00.000Z");
  expect((await savePage(app.services, { ...by, id, version: 1, intent: "publish", form: form("<p>First.</p>") })).ok).toBe(true);
  expect(await changedAt()).toBe("2026-05-02T09:00:00.000Z");

  // Unpublished, then a draft saved with new text: nothing visitors read changed.
  now = new Date("2026-05-03T09:00:00.000Z");
  expect((await savePage(app.services, { ...by, id, version: 2, intent: "unpublish", form: form("<p>First.</p>") })).ok).toBe(true);
  now = new Date("2026-05-04T09:00:00.000Z");
  expect((await savePage(app.services, { ...by, id, version: 3, intent: "save", form: form("<p>Second.</p>") })).ok).toBe(true);
  expect((await app.database.db.selectFrom("pages").select("content_changed_at").where("id", "=", id).executeTakeFirstOrThrow()).content_changed_at).toBe("2026-05-02T09:00:00.000Z");
  now = new Date("2026-05-05T09:00:00.000Z");
  expect((await savePage(app.services, { ...by, id, version: 4, intent: "publish", form: form("<p>Second.</p>") })).ok).toBe(true);
  expect(await changedAt()).toBe("2026-05-05T09:00:00.000Z");
});
