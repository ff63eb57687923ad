import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { findEditablePage, listPages, savePage } from "~/modules/pages/pages.server";
import type { PageFormState } from "~/modules/pages/page-form";
import { runPageSchedule } from "~/modules/pages/page-schedule.server";
import { readTranslationCoverage } from "~/modules/translations/translation-overview.server";
import { formatLegalDay } from "~/i18n/messages";
import { utcToZonedDateTime } from "~/modules/time-zone";
import { startTestApp, type TestApp } from "../support/app";
import { roleCookie } from "../support/auth";

/**
 * Pages translated as linked documents (decision 0053): "Translate to हिन्दी" on the page editor makes a Hindi draft
 * in the original's group (or opens the one there is) through the shared translateDocument; a published Hindi page
 * answers /hi/<its path>, hreflang, the switcher and the sitemap name it only then; a service page's /hi address
 * reads as before until its Hindi page is published; the preview reads the page's language. SQLite and PostgreSQL.
 */
let app: TestApp;
let editor: string;
beforeAll(async () => {
  app = await startTestApp();
  editor = await roleCookie(app, "editor");
});
afterAll(() => app.close());

function post(path: string, pairs: Array<[string, string]>) {
  return app.fetch(path, { method: "POST", headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: editor }, body: new URLSearchParams(pairs).toString() });
}
const read = (path: string, cookie?: string) => app.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort();
const mainText = (html: string) => (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

async function savePageForm(id: number | "new", form: PageFormState, intent: "save" | "publish" | "unpublish", version?: number) {
  const saved = await savePage(app.services, { id, form, intent, version, by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
  if (!saved.ok) throw new Error(`${saved.message} ${JSON.stringify(saved.fieldErrors)}`);
  return saved.value.id;
}

async function editable(id: number) {
  const found = await findEditablePage(app.services, { id });
  if (!found.ok) throw new Error(found.message);
  return found.value;
}

/** An English page of blocks, published, and its id. */
async function englishPage(path: string, words: string): Promise<number> {
  const form: PageFormState = {
    path,
    title: "Working with us",
    description: "How a project runs.",
    blocks: [
      { id: "hero000001", type: "hero", hidden: false, values: { heading: "Working with us", intro: "" } },
      { id: "text000001", type: "richText", hidden: false, values: { body: `<p>${words}</p>` } },
    ],
  };
  return savePageForm("new", form, "publish");
}

/** Presses "Translate to हिन्दी" on a page's editor: answers the editor it leads to. */
async function translate(id: number, language = "hi") {
  return post(`/admin/pages/${id}`, [["intent", "translate"], ["language", language]]);
}

describe("Translate on the page editor", () => {
  it("makes a Hindi draft linked to the original, opens the same one the second time, and records it", async () => {
    const id = await englishPage("/working-with-us", "We listen first.");
    const first = await translate(id);
    expect(first.status).toBe(303);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/pages\/\d+\?saved=translated$/);
    const hindiId = Number(location.split("?")[0]!.split("/").pop());
    expect(hindiId).not.toBe(id);

    const rows = await app.database.db.selectFrom("pages").select(["id", "language", "translation_group", "status", "path"]).where("id", "in", [id, hindiId]).orderBy("id").execute();
    expect(rows).toEqual([
      { id, language: "en", translation_group: id, status: "published", path: "/working-with-us" },
      { id: hindiId, language: "hi", translation_group: id, status: "draft", path: "/working-with-us" },
    ]);
    const audit = await app.database.db.selectFrom("audit_events").select(["action", "summary"]).where("action", "=", "page.translated").execute();
    expect(audit).toEqual([{ action: "page.translated", summary: `Started the Hindi translation “Working with us” of page ${id} (/working-with-us), a draft` }]);

    // The translation's editor: the message, the original beside the form (read only), the way back to it.
    const html = await (await read(location, editor)).text();
    expect(html).toContain("Translation started: a draft made from the original, beside it.");
    expect(html).toContain('<aside aria-labelledby="original-heading" lang="en"');
    expect(html).toContain("Original (English), read only");
    expect(html).toContain("We listen first.");
    expect(html).toContain(`href="/admin/pages/${id}"`);
    expect(html).toContain('<input type="hidden" name="language" value="hi"/>');
    // The original's editor links the translation and offers no second one.
    const original = await (await read(`/admin/pages/${id}`, editor)).text();
    expect(original).toContain(`href="/admin/pages/${hindiId}"`);
    expect(original).not.toContain('name="intent" value="translate"');

    const again = await translate(id);
    expect([again.status, again.headers.get("location")]).toEqual([303, `/admin/pages/${hindiId}`]);
    expect(await app.database.db.selectFrom("pages").select("id").where("translation_group", "=", id).execute()).toHaveLength(2);
  });

  it("refuses another language than the site's and the page's own, with 400 and the reason", async () => {
    const id = await englishPage("/refusals", "Nothing here.");
    const unknown = await translate(id, "fr");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("There is no such language on this site.");
    const own = await translate(id, "en");
    expect(own.status).toBe(400);
    expect(await own.text()).toContain("This page is already in English.");
    expect(await app.database.db.selectFrom("pages").select("id").where("language", "=", "hi").where("path", "=", "/refusals").execute()).toEqual([]);
    expect((await translate(999999)).status).toBe(404);
  });
});

describe("A Hindi page in public", () => {
  it("answers /hi/<path> only once published; hreflang, the switcher and the sitemap name it only then", async () => {
    const id = await englishPage("/how-we-price", "Fixed prices for fixed scope.");
    const hindiId = Number((await translate(id)).headers.get("location")!.split("?")[0]!.split("/").pop());
    const base = app.services.env.PUBLIC_URL.replace(/\/$/, "");

    expect((await read("/hi/how-we-price")).status).toBe(404);
    const draftTime = await (await read("/how-we-price")).text();
    expect(alternates(draftTime)).toEqual([]);
    expect(draftTime).not.toContain('href="/hi/how-we-price"');
    expect(await (await read("/sitemap.xml")).text()).not.toContain(`${base}/hi/how-we-price`);

    const hindi = await editable(hindiId);
    const written = { ...hindi.form, title: "हम कीमत कैसे तय करते हैं", blocks: hindi.form.blocks.map((block) => (block.type === "richText" ? { ...block, values: { body: "<p>तय दायरे के लिए तय कीमत।</p>" } } : block)) };
    await savePageForm(hindiId, written, "publish", hindi.version);

    const page = await read("/hi/how-we-price");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain("तय दायरे के लिए तय कीमत।");
    // Written in Hindi: the shell does not mark it as an English fallback.
    expect(html).not.toMatch(/<div class="motion-safe:animate-fade-in" lang="en">/);
    const expected = [`en ${base}/how-we-price`, `hi ${base}/hi/how-we-price`, `x-default ${base}/how-we-price`].sort();
    expect(alternates(html)).toEqual(expected);
    const english = await (await read("/how-we-price")).text();
    expect(alternates(english)).toEqual(expected);
    expect(english).toContain('<a href="/hi/how-we-price" lang="hi" hrefLang="hi"');
    expect(html).toContain('<a href="/how-we-price" lang="en" hrefLang="en"');

    const sitemap = await (await read("/sitemap.xml")).text();
    const urlOf = (path: string) => sitemap.match(new RegExp(`<url><loc>${(base + path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</loc>.*?</url>`))?.[0] ?? "";
    for (const path of ["/how-we-price", "/hi/how-we-price"]) {
      expect(urlOf(path)).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${base}/hi/how-we-price"/>`);
      expect(urlOf(path)).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/how-we-price"/>`);
    }

    // Unpublished again: gone from /hi, and no longer announced.
    const published = await editable(hindiId);
    await savePageForm(hindiId, published.form, "unpublish", published.version);
    expect((await read("/hi/how-we-price")).status).toBe(404);
    expect(alternates(await (await read("/how-we-price")).text())).toEqual([]);
  });

  it("keeps a service page's /hi address as it reads today until its Hindi page is published, which may go back to draft", async () => {
    const before = await (await read("/hi/services/voice-chat")).text();
    expect(before).toMatch(/<div class="motion-safe:animate-fade-in" lang="en">/);
    const service = (await listPages(app.services)).find((page) => page.path === "/services/voice-chat" && page.language === "en")!;
    const translated = await translate(service.id);
    const hindiId = Number(translated.headers.get("location")!.split("?")[0]!.split("/").pop());
    expect(mainText(await (await read("/hi/services/voice-chat")).text())).toBe(mainText(before));

    const hindi = await editable(hindiId);
    expect([hindi.routeOwned, hindi.staysPublished, hindi.form.path]).toEqual([true, false, "/services/voice-chat"]);
    const heading = "आपके प्रॉडक्ट में साफ़ आवाज़";
    const written = { ...hindi.form, title: "वॉइस चैट", blocks: hindi.form.blocks.map((block) => (block.type === "serviceHero" ? { ...block, values: { ...block.values, heading } } : block)) };
    // Its address is the service's: another one is refused.
    const moved = await savePage(app.services, { id: hindiId, form: { ...written, path: "/voice" }, intent: "save", version: hindi.version, by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
    expect(!moved.ok && moved.fieldErrors).toEqual({ path: "Path: this page is the site's /services/voice-chat and keeps that address." });
    await savePageForm(hindiId, written, "publish", hindi.version);

    for (const path of ["/hi/services/voice-chat", "/hi/projects/voice-chat"]) {
      const html = await (await read(path)).text();
      expect(html, path).toContain(heading);
      expect(html, path).toContain("<title>वॉइस चैट | ");
      expect(html, path).not.toMatch(/<div class="motion-safe:animate-fade-in" lang="en">/);
    }
    expect(await (await read("/services/voice-chat")).text()).not.toContain(heading);
    // Announced in Hindi once published (decision 0055): hreflang of both addresses, and the overview counts it.
    const announcesHindi = async (path: string) => /<link rel="alternate" hreflang="hi" href="[^"]*\/hi\/services\/voice-chat"/i.test(await (await read(path)).text());
    expect([await announcesHindi("/services/voice-chat"), await announcesHindi("/hi/services/voice-chat")]).toEqual([true, true]);
    const overview = async () => (await readTranslationCoverage(app.services, { kinds: ["pages"], language: "hi" }))[0]!.missing.map((page) => page.publicPath);
    expect(await overview()).not.toContain("/services/voice-chat");

    // The Hindi page may go back to draft (the English one stays published); /hi then reads as before.
    const published = await editable(hindiId);
    await savePageForm(hindiId, published.form, "unpublish", published.version);
    expect(mainText(await (await read("/hi/services/voice-chat")).text())).toBe(mainText(before));
    expect(await announcesHindi("/services/voice-chat")).toBe(false);
    expect(await overview()).toContain("/services/voice-chat");
    const english = await editable(service.id);
    const refused = await savePage(app.services, { id: service.id, form: english.form, intent: "unpublish", version: english.version, by: { userId: null }, role: "editor", override: false, renderHtml: renderBlocksHtml });
    expect(refused.ok).toBe(false);
  });

  it("indexes a published Hindi service page in Hindi: a Hindi query on /hi/search finds it marked, at its Hindi address, until it is unpublished (decision 0055)", async () => {
    const word = "वार्तालाप";
    const search = async () => {
      const response = await read(`/hi/search?${new URLSearchParams({ q: word })}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    };
    expect(await search()).not.toContain('href="/hi/services/ar-vr-solutions"');
    const service = (await listPages(app.services)).find((page) => page.path === "/services/ar-vr-solutions" && page.language === "en")!;
    const hindiId = Number((await translate(service.id)).headers.get("location")!.split("?")[0]!.split("/").pop());
    const hindi = await editable(hindiId);
    const heading = `${word} जो आँखों के सामने हो`;
    const written = { ...hindi.form, title: "एआर/वीआर समाधान", blocks: hindi.form.blocks.map((block) => (block.type === "serviceHero" ? { ...block, values: { ...block.values, heading } } : block)) };
    // A draft is not found.
    await savePageForm(hindiId, written, "save", hindi.version);
    expect(await search()).not.toContain('href="/hi/services/ar-vr-solutions"');

    const saved = await editable(hindiId);
    await savePageForm(hindiId, saved.form, "publish", saved.version);
    const found = await search();
    // Its hit: the Hindi page's own title and address, the word marked, and not marked English.
    const hit = found.match(/<li[^>]*>(?:(?!<\/li>)[\s\S])*href="\/hi\/services\/ar-vr-solutions"(?:(?!<\/li>)[\s\S])*<\/li>/)?.[0] ?? "";
    expect(hit).toContain("एआर/वीआर समाधान");
    expect(hit).toMatch(new RegExp(`<mark[^>]*>${word}</mark>`));
    expect(hit).not.toContain('lang="en"');
    // On the English search it comes after the English page, marked Hindi (every language's hits are listed).
    const english = await (await read(`/search?${new URLSearchParams({ q: word })}`)).text();
    expect(english).toMatch(/<h3[^>]*lang="hi"><a[^>]*href="\/hi\/services\/ar-vr-solutions"/);

    const published = await editable(hindiId);
    await savePageForm(hindiId, published.form, "unpublish", published.version);
    expect(await search()).not.toContain('href="/hi/services/ar-vr-solutions"');

    // Published again, then taken back to draft by the scheduler (its "Unpublish at" has come): gone from search too.
    const again = await editable(hindiId);
    await savePageForm(hindiId, again.form, "publish", again.version);
    expect(await search()).toContain('href="/hi/services/ar-vr-solutions"');
    await app.database.db.updateTable("pages").set({ unpublish_at: "2000-01-01T00:00:00.000Z" }).where("id", "=", hindiId).execute();
    expect((await runPageSchedule(app.services)).unpublished).toEqual([hindiId]);
    expect(await search()).not.toContain('href="/hi/services/ar-vr-solutions"');
  });

  it("translates the terms (decision 0056): /hi/terms shows the published Hindi page in the legal frame, with its own Last updated, announced then only", async () => {
    const base = app.services.env.PUBLIC_URL.replace(/\/$/, "");
    const hindiText = "इन शर्तों में बताया गया है कि आप हमारी वेबसाइट और सेवाओं का इस्तेमाल कैसे कर सकते हैं।";
    const overview = async () => (await readTranslationCoverage(app.services, { kinds: ["pages"], language: "hi" }))[0]!.missing.map((page) => page.publicPath);
    const sitemapHasHindi = async () => (await (await read("/sitemap.xml")).text()).includes(`<loc>${base}/hi/terms</loc>`);
    const before = await (await read("/hi/terms")).text();
    // The English document in the Hindi frame, marked English, and not announced in Hindi.
    expect(before).toMatch(/<article[^>]*><div lang="en" class="space-y-10">/);
    expect(before).toContain("<title>सेवा की शर्तें | ");
    expect(alternates(before)).toEqual([]);
    expect(alternates(await (await read("/terms")).text())).toEqual([]);
    expect(await sitemapHasHindi()).toBe(false);
    expect(await overview()).toContain("/terms");

    const terms = (await listPages(app.services)).find((page) => page.path === "/terms" && page.language === "en")!;
    const translated = await translate(terms.id);
    expect(translated.status).toBe(303);
    const hindiId = Number(translated.headers.get("location")!.split("?")[0]!.split("/").pop());
    const hindi = await editable(hindiId);
    expect([hindi.routeOwned, hindi.staysPublished, hindi.form.path, hindi.status]).toEqual([true, false, "/terms", "draft"]);
    // A draft changes nothing in public.
    expect(mainText(await (await read("/hi/terms")).text())).toBe(mainText(before));

    const written = { ...hindi.form, title: "सेवा की शर्तें", description: "Vyoma Technologies की सेवाओं की शर्तें।", blocks: hindi.form.blocks.map((block, index) => (block.type === "richText" ? { ...block, values: { body: index === 0 ? `<h2>परिचय</h2><p>${hindiText}</p>` : "<p>बाक़ी शर्तें जल्द ही हिन्दी में।</p>" } } : block)) };
    await savePageForm(hindiId, written, "publish", hindi.version);

    const page = await read("/hi/terms");
    expect(page.status).toBe(200);
    const html = await page.text();
    const main = html.match(/<main[\s\S]*<\/main>/)![0];
    expect(main).toContain(hindiText);
    expect(main).not.toContain('lang="en" class="space-y-10"');
    expect(main).toContain(">सेवा की शर्तें</h1>");
    expect(html).toContain("<title>सेवा की शर्तें | ");
    // Its own "Last updated": the day the Hindi page was published, in Hindi; the English page keeps the SPEC's.
    const changed = (await app.database.db.selectFrom("pages").select("content_changed_at").where("id", "=", hindiId).executeTakeFirstOrThrow()).content_changed_at!;
    const day = utcToZonedDateTime(changed, app.services.env.SITE_TIMEZONE).slice(0, 10);
    expect(main).toContain(`<p>अंतिम अपडेट: <time dateTime="${day}">${formatLegalDay("hi", day)}</time></p>`);
    const english = await (await read("/terms")).text();
    expect(english).toContain('<p>Last updated <time dateTime="2025-07-24">July 24, 2025</time></p>');
    expect(english).not.toContain(hindiText);

    const expected = [`en ${base}/terms`, `hi ${base}/hi/terms`, `x-default ${base}/terms`].sort();
    expect(alternates(html)).toEqual(expected);
    expect(alternates(english)).toEqual(expected);
    expect(english).toContain('<a href="/hi/terms" lang="hi" hrefLang="hi"');
    expect(await sitemapHasHindi()).toBe(true);
    // The sitemap dates each address as its "Last updated" line does.
    const sitemap = await (await read("/sitemap.xml")).text();
    expect(sitemap).toContain(`<url><loc>${base}/hi/terms</loc><lastmod>${day}</lastmod>`);
    expect(sitemap).toContain(`<url><loc>${base}/terms</loc><lastmod>2025-07-24</lastmod>`);
    expect(await overview()).not.toContain("/terms");
    expect(await overview()).toContain("/cookies-policy");

    // Back to draft: /hi/terms reads the English document again, and nothing announces Hindi.
    const published = await editable(hindiId);
    await savePageForm(hindiId, published.form, "unpublish", published.version);
    expect(mainText(await (await read("/hi/terms")).text())).toBe(mainText(before));
    expect(alternates(await (await read("/terms")).text())).toEqual([]);
    expect(await sitemapHasHindi()).toBe(false);
  });

  it("previews a Hindi page in Hindi", async () => {
    const form: Array<[string, string]> = [
      ["language", "hi"], ["path", "/x"], ["title", "x"], ["description", ""],
      ["block", "text000001"], ["block.text000001.type", "richText"], ["block.text000001.body", "<p>नमस्ते</p>"],
    ];
    // The editor posts a Hindi page's preview to the Hindi address: the page in the frame its readers get.
    const hindi = await (await post("/hi/admin/pages/preview", form)).text();
    expect(hindi).toMatch(/<html lang="hi"/);
    expect(hindi).toContain(">सीधे मुख्य सामग्री पर जाएँ</a>");
    expect(hindi).toContain('<a href="/hi/contact"');
    expect(hindi).toContain('<div lang="hi">');
    expect(hindi).toContain("नमस्ते");
    const english = await (await post("/admin/pages/preview", form.filter(([name]) => name !== "language"))).text();
    expect(english).toContain('<div lang="en">');
    expect(english).toMatch(/<html lang="en"/);
  });
});
