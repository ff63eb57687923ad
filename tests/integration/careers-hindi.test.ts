import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hi } from "~/i18n/hi";
import { startTestApp, type TestApp } from "../support/app";
import { applicationForm, firstPosition, tempDataDir } from "../support/careers";

/**
 * Issue 35, the careers step (decision 0051): /hi/careers and /hi/careers/{slug} in Hindi, and a Hindi application
 * (no JavaScript: the page's form; with it: the API with ?language=hi). Over HTTP against the real server build.
 */
let app: TestApp;
let dataDir: string;
beforeEach(async () => {
  dataDir = tempDataDir();
  app = await startTestApp({ DATA_DIR: dataDir });
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const text = async (path: string) => {
  const response = await app.fetch(path);
  return { status: response.status, html: await response.text() };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="https?:\/\/[^/"]+(\/[^"]*)"\/>/gi)].map(([, lang, path]) => `${lang} ${path}`);
const t = hi.careers;

describe("/hi/careers", () => {
  it("is the careers page in Hindi, the English positions' own text marked lang=en, linking to their /hi pages", async () => {
    const position = await firstPosition(app);
    const { status, html } = await text("/hi/careers");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="hi"/);
    expect(titleOf(html)).toBe("करियर | Vyoma Technologies");
    expect(html).toContain(">हमारी टीम से जुड़िए</h1>");
    expect(html).toContain(`>${t.openPositions}</h2>`);
    expect(html).toContain(`<h3 lang="en" class="text-xl font-semibold text-ink">${position.title}</h3>`);
    expect(html).toContain(`href="/hi/careers/${position.slug}"`);
    // The link's name carries the title in its own language (hidden text, not an aria-label that cannot say so).
    expect(html).toContain(`>${t.viewDetails}<span class="sr-only">: <span lang="en">${position.title}</span></span></a>`);
    expect(html).not.toContain(">View Details<");
    // The benefit cards are a collection the sample content translated (migration 0053): Hindi, unmarked (decision 0061).
    expect(html).toMatch(/<li class="[^"]*"[^>]*>(?:(?!<\/li>)[\s\S])*?बेहतरीन टीम/);
    expect(html).not.toContain("Great Team");
    expect(alternates(html)).toEqual(["en /careers", "hi /hi/careers", "x-default /careers"]);
    // The English page is unchanged and names its Hindi version.
    const english = await text("/careers");
    expect(english.html).toContain(">Open Positions</h2>");
    expect(english.html).toContain(`<h3 class="text-xl font-semibold text-ink">${position.title}</h3>`);
    expect(alternates(english.html)).toEqual(["en /careers", "hi /hi/careers", "x-default /careers"]);
    expect(english.html).toMatch(/<a href="\/hi\/careers" lang="hi" hrefLang="hi"[^>]*>हिन्दी<\/a>/);
  });

  it("shows an untranslated position under the Hindi frame, its text English and marked so, not announced in Hindi", async () => {
    const position = await firstPosition(app);
    const { status, html } = await text(`/hi/careers/${position.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(`<h1 lang="en" class="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">${position.title}</h1>`);
    expect(html).toContain(`>${t.allPositions}</a>`);
    expect(html).toContain(`>${t.applyHeading}</h2>`);
    expect(html).toContain(`action="/hi/careers/${position.slug}"`);
    expect(html).toMatch(/<label[^>]*>पूरा नाम/);
    expect(html).toContain(`>${t.form.submit}</button>`);
    expect(html).toMatch(/<dd>(फ़ुल-टाइम|पार्ट-टाइम|कॉन्ट्रैक्ट|इंटर्नशिप)<\/dd>/);
    // Not a Hindi page of its own: no hreflang, not for search engines; the switcher leads to the English page.
    expect(alternates(html)).toEqual([]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`<a href="/careers/${position.slug}" lang="en" hrefLang="en"[^>]*>English</a>`));
    // The English page says there is no Hindi version (the switcher leads to the Hindi home page).
    const english = await text(`/careers/${position.slug}`);
    expect(alternates(english.html)).toEqual([]);
    expect(english.html).toMatch(/<a href="\/hi" lang="hi" hrefLang="hi" aria-label="यह पेज अभी हिन्दी में नहीं है/);
    const sitemap = await (await app.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/hi/careers</loc>");
    expect(sitemap).not.toContain(`/hi/careers/${position.slug}`);
  });

  it("redirects /hi/careers/{id} to the slug under /hi, and answers an unknown position with the Hindi 404", async () => {
    const position = await firstPosition(app);
    const moved = await app.fetch(`/hi/careers/${position.id}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/hi/careers/${position.slug}`);
    const missing = await text("/hi/careers/no-such-position");
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="hi"/);
    expect(missing.html).not.toContain("Page Not Found");
  });
});

describe("a Hindi application", () => {
  const rows = () => app.database.db.selectFrom("applications").selectAll().orderBy("id").execute();
  const acknowledgements = () => app.database.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "application-ack").execute();

  it("is answered in Hindi when fields are missing, without JavaScript, and keeps what was typed", async () => {
    const position = await firstPosition(app);
    const form = await applicationForm(app, { fields: { name: "", phone: "12", consent: "" } });
    const response = await app.fetch(`/hi/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: form });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(t.messages.applyFailed);
    expect(html).toContain(t.messages.nameMissing);
    expect(html).toContain(t.messages.phoneInvalid);
    expect(html).toContain(t.messages.consentMissing);
    expect(html).not.toContain("Please enter your full name.");
    expect(html).toContain('value="asha@example.com"');
    expect(await rows()).toEqual([]);
  });

  it("is stored with its language, thanked in Hindi, and acknowledged by a Hindi mail", async () => {
    const position = await firstPosition(app);
    const response = await app.fetch(`/hi/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app), redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/hi/careers/${position.slug}?applied=1#apply`);
    const thanks = (await text(`/hi/careers/${position.slug}?applied=1`)).html;
    expect(thanks).toContain(`>${t.messages.appliedTitle}</h3>`);
    expect(thanks).toContain(`>${t.form.close}</a>`);
    const [row] = await rows();
    expect(row).toMatchObject({ position_id: position.id, name: "Asha Rao", language: "hi" });
    const [ack] = await acknowledgements();
    expect(ack).toMatchObject({ to_address: "asha@example.com", language: "hi", subject: `${position.title} पद के लिए आपका आवेदन हमें मिल गया है` });
    expect(ack!.text_body).toContain("/hi/careers");
    // The admin sees the language.
    expect((await app.services.database.db.selectFrom("applications").select("language").execute()).map((r) => r.language)).toEqual(["hi"]);
  });

  it("goes through the API in Hindi with ?language=hi (the form once JavaScript runs): Hindi answers, a Hindi row", async () => {
    const wrongType = await app.fetch("/api/careers/apply?language=hi", {
      method: "POST",
      headers: { Origin: app.url },
      body: await applicationForm(app, { file: { bytes: Buffer.from("plain text, not a resume\n".repeat(40)), name: "cv.pdf", type: "application/pdf" } }),
    });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).error).toBe(t.messages.resumeWrongType);
    const invalid = await app.fetch("/api/careers/apply?language=hi", { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app, { fields: { email: "not-an-address" } }) });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({ email: t.messages.emailInvalid });
    const sent = await app.fetch("/api/careers/apply?language=hi", { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app) });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ success: true, message: t.messages.appliedText });
    const english = await app.fetch("/api/careers/apply", { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app) });
    expect(english.status).toBe(201);
    expect((await rows()).map((row) => row.language)).toEqual(["hi", "en"]);
    expect((await acknowledgements()).map((mail) => mail.language)).toEqual(["hi", "en"]);
  });

  it("refuses a language the site does not have with a 400 that names the languages, storing nothing", async () => {
    const response = await app.fetch("/api/careers/apply?language=fr", { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "language must be one of en, hi" });
    expect(await rows()).toEqual([]);
  });

  it("is rate-limited like the English form, the refusal in Hindi", async () => {
    const position = await firstPosition(app);
    let last: Response | undefined;
    // The same per-address rule (applyRateRule: 10 an hour) counts both languages' forms.
    for (let i = 0; i < 11; i += 1) {
      const body = await applicationForm(app, { fields: { email: `asha${i}@example.com` } });
      last = await app.fetch(i % 2 === 0 ? `/hi/careers/${position.slug}` : "/api/careers/apply", { method: "POST", headers: { Origin: app.url }, body, redirect: "manual" });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await last!.text()).toContain(t.messages.tooMany);
  });
});

describe("positions translated as linked documents (decision 0051)", () => {
  const hindiTitle = "एम्बेडेड सिस्टम्स इंटर्न";
  const hindiSlug = "एम्बेडेड-सिस्टम्स-इंटर्न";
  const hindiPath = `/hi/careers/${encodeURIComponent(hindiSlug)}`;

  it("lists the sample Hindi position on /hi/careers in place of its English original, and only English on /careers", async () => {
    const hindi = (await text("/hi/careers")).html;
    expect(hindi).toContain(`<h3 class="text-xl font-semibold text-ink">${hindiTitle}</h3>`);
    expect(hindi).not.toContain(">Embedded Systems Intern</h3>");
    expect(hindi).toContain(`href="/hi/careers/${encodeURIComponent(hindiSlug)}"`);
    const english = (await text("/careers")).html;
    expect(english).toContain(">Embedded Systems Intern</h3>");
    expect(english).not.toContain(hindiTitle);
  });

  it("names both versions in hreflang and the sitemap, leads the switcher to each, and sends the other language's page of the original to its translation", async () => {
    const { status, html } = await text(hindiPath);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">${hindiTitle}</h1>`);
    expect(html).not.toContain('content="noindex"');
    const versions = ["en /careers/embedded-systems-intern", `hi /hi/careers/${hindiSlug}`, "x-default /careers/embedded-systems-intern"];
    expect(alternates(html).map(decodeURIComponent)).toEqual(versions);
    expect(alternates((await text("/careers/embedded-systems-intern")).html).map(decodeURIComponent)).toEqual(versions);
    expect(html).toMatch(/<a href="\/careers\/embedded-systems-intern" lang="en" hrefLang="en"[^>]*>English<\/a>/);
    const moved = await app.fetch("/hi/careers/embedded-systems-intern", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(decodeURIComponent(moved.headers.get("location")!)).toBe(`/hi/careers/${hindiSlug}`);
    const sitemap = decodeURIComponent(await (await app.fetch("/sitemap.xml")).text());
    expect(sitemap).toContain(`<loc>http`);
    expect(sitemap).toMatch(new RegExp(`/hi/careers/${hindiSlug}</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="en"`));
  });

  it("makes a Hindi draft of a position with Translate: linked, closed until opened, its own slug; once opened it is the Hindi page", async () => {
    const { translatePosition } = await import("~/modules/careers/position-translations.server");
    const { reopenPosition, updatePosition } = await import("~/modules/careers/careers.server");
    const original = (await app.services.database.db.selectFrom("positions").selectAll().where("slug", "=", "senior-full-stack-engineer").executeTakeFirstOrThrow());
    const made = await translatePosition(app.services, { id: original.id, language: "hi" });
    expect(made.ok && made.value.created).toBe(true);
    const draft = made.ok ? made.value.position : undefined;
    expect(draft).toMatchObject({ language: "hi", translationGroup: original.id, isOpen: false, title: original.title });
    expect(draft!.slug).not.toBe(original.slug);
    // Pressing Translate again opens the same draft; a position cannot be translated into its own language.
    const again = await translatePosition(app.services, { id: original.id, language: "hi" });
    expect(again.ok && again.value).toMatchObject({ created: false, position: { id: draft!.id } });
    const same = await translatePosition(app.services, { id: draft!.id, language: "hi" });
    expect(same.ok).toBe(false);
    // A draft is not announced: the English page has no Hindi version yet.
    expect(alternates((await text("/careers/senior-full-stack-engineer")).html)).toEqual([]);
    const written = await updatePosition(app.services, { id: draft!.id, fields: { ...draft!, title: "सीनियर फ़ुल-स्टैक इंजीनियर", requirements: draft!.requirements, closesOn: undefined, salaryMin: undefined, salaryMax: undefined, salaryCurrency: "INR", salaryUnit: "year" } });
    expect(written.ok && written.value.slug).toBe("सीनियर-फ़ुल-स्टैक-इंजीनियर");
    await reopenPosition(app.services, { id: draft!.id });
    const moved = await app.fetch("/hi/careers/senior-full-stack-engineer", { redirect: "manual" });
    expect(decodeURIComponent(moved.headers.get("location")!)).toBe("/hi/careers/सीनियर-फ़ुल-स्टैक-इंजीनियर");
    expect(alternates((await text("/careers/senior-full-stack-engineer")).html).map(decodeURIComponent)).toContain("hi /hi/careers/सीनियर-फ़ुल-स्टैक-इंजीनियर");
  });
});

describe("GET /api/positions?language= (decision 0053)", () => {
  it("lists one language's open positions, every language's without it, and refuses another value with a 400 naming the languages", async () => {
    const list = async (query: string) => {
      const response = await app.fetch(`/api/positions${query}`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const all = (await list("")).body as Array<{ language: string }>;
    const languages = (rows: unknown) => [...new Set((rows as Array<{ language: string }>).map((row) => row.language))];
    expect(languages(all).sort()).toEqual(["en", "hi"]);
    const hindi = await list("?language=hi");
    expect([hindi.status, languages(hindi.body)]).toEqual([200, ["hi"]]);
    const english = await list("?language=en");
    expect([english.status, languages(english.body)]).toEqual([200, ["en"]]);
    expect((hindi.body as unknown[]).length + (english.body as unknown[]).length).toBe(all.length);
    const refused = await list("?language=fr");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("language must be one of en, hi");
  });
});
