import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { teamMembers } from "~/content/team";
import { listTeamMembers, readSiteSettings } from "~/modules/content/content.server";
import { siteSettingsSeedValues, teamSeedValues } from "~/modules/content/content-seed";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleCookie } from "../support/auth";
import { withoutHindiTexts } from "../support/hindi-collections";

/**
 * The small collections and the site settings translated field by field (issue 35, decision 0060), through HTTP on
 * SQLite and PostgreSQL: an entry's Hindi form saves its Hindi texts through the English form's save, keeps the
 * English, refuses what the English refuses, answers a stale form with 409, and the lists say what has no Hindi.
 */
let app: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
  editor = await roleCookie(app, "editor");
  // The team and the plans as staff find them without the sample content's Hindi (migration 0055): nothing translated.
  await withoutHindiTexts(app.services, ["team", "pricing-plans"]);
});
afterAll(() => app.close());

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const read = async (path: string, cookie: string) => {
  const response = await app.fetch(path, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
};
/** The opening tag of the form's <input> or <textarea> named `name` (its attributes in any order). */
const tagOf = (html: string, element: "input" | "textarea", name: string) => new RegExp(`<${element}[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0] ?? "";
const versionIn = (html: string) => /name="version" value="([^"]*)"/.exec(html)?.[1] ?? "";
const firstMemberId = async () => (await app.database.db.selectFrom("content_entries").select("id").where("collection", "=", "team").orderBy("position").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;

describe("an entry's Hindi form", () => {
  it("shows the texts only, each under its English, the inputs lang=hi; saving stores the Hindi and leaves the English as it was", async () => {
    const id = await firstMemberId();
    const englishBefore = (await read(`/admin/content/team/${id}`, editor)).html;
    const form = await read(`/admin/content/team/${id}?language=hi`, editor);
    expect(form.status).toBe(200);
    const text = textOf(form.html);
    expect(text).toContain(`${teamMembers[0]!.name}: Hindi texts`);
    expect(text).toContain("The same in every language, so changed in the English form: Role, Photo (the image itself), Social links.");
    expect(text).toContain(`English: ${teamMembers[0]!.bio}`);
    // No input for what is the same in every language; each Hindi input says its language.
    expect(form.html).not.toMatch(/name="role"|name="social\.linkedin"|name="photo\.mediaId"/);
    expect(tagOf(form.html, "input", "name")).toContain('lang="hi"');
    expect(tagOf(form.html, "textarea", "bio")).toContain('lang="hi"');
    expect(form.html).toMatch(/<span lang="en"[^>]*>[^<]*Founded Vyoma/);
    expect(form.html).toContain('aria-current="page"');

    const saved = await postForm(app, `/admin/content/team/${id}?language=hi`, { name: "अर्जुन मेहता", focus: "", bio: "दस साल भारतीय स्टार्ट-अप्स में उत्पाद बनाने के बाद अर्जुन ने व्योमा की नींव रखी।", role: "Team Member", version: versionIn(form.html) }, { Cookie: editor });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/content/team?saved=${id}&language=hi`);
    expect(textOf((await read(saved.headers.get("location")!, editor)).html)).toContain(`Saved ${teamMembers[0]!.name} in Hindi.`);

    // Read back: the Hindi form shows it, the English form is as it was (role included), and the reads fall back per field.
    const again = (await read(`/admin/content/team/${id}?language=hi`, editor)).html;
    expect(tagOf(again, "input", "name")).toContain('value="अर्जुन मेहता"');
    const englishAfter = (await read(`/admin/content/team/${id}`, editor)).html;
    const englishForm = (html: string) => (/<form(?=[^>]*novalidate)[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0] ?? "").replace(/name="version" value="[^"]*"/, "");
    expect(englishForm(englishAfter)).toContain(teamMembers[0]!.name);
    expect(englishForm(englishAfter)).toBe(englishForm(englishBefore));
    const [english] = await listTeamMembers(app.services);
    expect([english!.name, english!.role, english!.focus, english!.bio]).toEqual([teamMembers[0]!.name, teamMembers[0]!.role, teamMembers[0]!.focus, teamMembers[0]!.bio]);
    const [hindi] = await listTeamMembers(app.services, "hi");
    expect([hindi!.name, hindi!.focus]).toEqual(["अर्जुन मेहता", teamMembers[0]!.focus]);

    const audit = await app.database.db.selectFrom("audit_events").select(["summary", "actor_id"]).where("subject_type", "=", "team").where("subject_id", "=", String(id)).execute();
    expect(audit.map((event) => event.summary)).toEqual([`Team members: entry ${id} updated in Hindi`]);
    expect(audit[0]!.actor_id).not.toBeNull();

    // Saving the English keeps the Hindi.
    const englishSave = await postForm(app, `/admin/content/team/${id}`, { ...teamSeedValues()[0]!, focus: "Strategy, Partnerships", version: versionIn(englishAfter) }, { Cookie: editor });
    expect(englishSave.status).toBe(302);
    expect((await listTeamMembers(app.services, "hi"))[0]!.name).toBe("अर्जुन मेहता");
    expect((await listTeamMembers(app.services))[0]!.focus).toBe("Strategy, Partnerships");
  });

  it("refuses a Hindi text over the English limit with a 400 and the message by the field, keeping what was typed and what is stored", async () => {
    const id = await firstMemberId();
    const tooLong = "व".repeat(601);
    const refused = await postForm(app, `/admin/content/team/${id}?language=hi`, { name: "अर्जुन", bio: tooLong }, { Cookie: editor });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Some fields need attention");
    expect(html).toContain("Bio in Hindi may be at most 600 characters.");
    expect(html).toMatch(new RegExp(`<textarea(?=[^>]*name="bio")(?=[^>]*aria-invalid="true")[^>]*>${tooLong}</textarea>`));
    expect(tagOf(html, "input", "name")).toContain('value="अर्जुन"');
    // What the first test stored is still there.
    expect((await listTeamMembers(app.services, "hi"))[0]!.bio).toBe("दस साल भारतीय स्टार्ट-अप्स में उत्पाद बनाने के बाद अर्जुन ने व्योमा की नींव रखी।");
  });

  it("answers a Hindi form opened before another save with 409: what they saved is listed, the Hindi typed stays, and saving again replaces it", async () => {
    const [, second] = await app.database.db.selectFrom("content_entries").select("id").where("collection", "=", "faqs").orderBy("position").orderBy("id").limit(2).execute();
    const id = second!.id;
    const opened = versionIn((await read(`/admin/content/faqs/${id}?language=hi`, editor)).html);
    expect(opened).toMatch(/^[a-f0-9]{20}$/);
    // An admin writes the Hindi question first.
    expect((await postForm(app, `/admin/content/faqs/${id}?language=hi`, { question: "काम कितने समय में होगा?", answer: "", version: opened }, { Cookie: admin })).status).toBe(302);
    const stale = await postForm(app, `/admin/content/faqs/${id}?language=hi`, { question: "परियोजना में कितना समय लगता है?", answer: "आम तौर पर छह से बारह हफ़्ते।", version: opened }, { Cookie: editor });
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Someone else saved this after you opened it.");
    const panel = textOf(/<section[^>]*aria-labelledby="conflict-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
    expect(panel).toContain("Question in Hindi काम कितने समय में होगा?");
    expect(panel).toContain("Answer in Hindi (empty)");
    expect(tagOf(html, "input", "question")).toContain('value="परियोजना में कितना समय लगता है?"');
    expect(html).toContain("आम तौर पर छह से बारह हफ़्ते।</textarea>");
    const theirs = versionIn(html);
    expect(theirs).not.toBe(opened);
    expect((await postForm(app, `/admin/content/faqs/${id}?language=hi`, { question: "परियोजना में कितना समय लगता है?", answer: "आम तौर पर छह से बारह हफ़्ते।", version: theirs }, { Cookie: editor })).status).toBe(302);
    const stored = JSON.parse((await app.database.db.selectFrom("content_entries").select("data").where("id", "=", id).executeTakeFirstOrThrow()).data) as Record<string, { en: string; hi?: string }>;
    expect(stored.question!.hi).toBe("परियोजना में कितना समय लगता है?");
    expect(stored.question!.en).not.toBe("");
  });

  it("the site settings have a Hindi form for admins: codes, phone and links stay English-only, and the English is kept", async () => {
    const form = await read("/admin/content/settings?language=hi", admin);
    expect(form.status).toBe(200);
    // (The footer's newsletter form has an "email" input of its own.)
    expect(form.html).not.toMatch(/name="(postalCode|countryCode|phone|careersEmail|socials\.x)"/);
    const saved = await postForm(app, "/admin/content/settings?language=hi", { city: "पुणे", tagline: "सोच-समझकर बनाया गया सॉफ़्टवेयर।", version: versionIn(form.html) }, { Cookie: admin });
    expect(saved.status).toBe(200);
    expect(textOf(await saved.text())).toContain("Hindi texts saved.");
    expect((await readSiteSettings(app.services, "hi")).address).toMatchObject({ city: "पुणे", postalCode: site.address.postalCode, street: site.address.street });
    const english = await readSiteSettings(app.services);
    expect([english.address.city, english.tagline, english.phone]).toEqual([site.address.city, site.tagline, site.phone]);
    const audit = await app.database.db.selectFrom("audit_events").select("summary").where("action", "=", "settings.changed").orderBy("id").execute();
    expect(audit.at(-1)!.summary).toBe("Site settings: updated in Hindi");
    // An English save keeps the Hindi.
    expect((await postForm(app, "/admin/content/settings", siteSettingsSeedValues(), { Cookie: admin })).status).toBe(200);
    expect((await readSiteSettings(app.services, "hi")).address.city).toBe("पुणे");

    // Editors may not change the settings in any language.
    const refused = await postForm(app, "/admin/content/settings?language=hi", { city: "मुंबई" }, { Cookie: editor });
    expect([refused.status, refused.headers.get("location")]).toEqual([302, "/admin"]);
    expect((await readSiteSettings(app.services, "hi")).address.city).toBe("पुणे");
  });

  it("refuses a language the site does not have (400), and a Hindi form for an entry not added yet (400)", async () => {
    const id = await firstMemberId();
    expect((await read(`/admin/content/team/${id}?language=xx`, editor)).status).toBe(400);
    expect((await postForm(app, `/admin/content/team/${id}?language=xx`, { name: "x" }, { Cookie: editor })).status).toBe(400);
    const added = await postForm(app, "/admin/content/team/new?language=hi", { name: "मीरा" }, { Cookie: editor });
    expect(added.status).toBe(400);
    expect(textOf(await added.text())).toContain("Add the team member in English first; then write its Hindi texts.");
    expect((await read("/admin/content/team/new?language=hi", editor)).status).toBe(400);
  });
});

describe("what has no Hindi version", () => {
  it("each collection's list says per entry, and /admin/translations counts the collections with links to the Hindi forms", async () => {
    const [first, ...others] = await app.database.db.selectFrom("content_entries").select("id").where("collection", "=", "team").orderBy("position").orderBy("id").execute();
    // The first member has Hindi texts (above); the others none.
    const list = (await read("/admin/content/team", editor)).html;
    const rowOf = (id: number) => textOf(new RegExp(`<tr[^>]*data-entry-id="${id}"[\\s\\S]*?</tr>`).exec(list)?.[0] ?? "");
    expect(rowOf(first!.id)).toContain("In Hindi Edit the Hindi of");
    expect(rowOf(others[0]!.id)).toContain("English only Translate");
    expect(list).toContain(`href="/admin/content/team/${others[0]!.id}?language=hi"`);

    const overview = (await read("/admin/translations", editor)).html;
    const row = (name: string) => new RegExp(`<tr[^>]*data-collection="${name}"[\\s\\S]*?</tr>`).exec(overview)?.[0] ?? "";
    expect(textOf(row("team"))).toContain(`${others.length} of ${others.length + 1} team members have no हिन्दी version`);
    for (const other of others) expect(row("team")).toContain(`href="/admin/content/team/${other.id}?language=hi"`);
    expect(row("team")).not.toContain(`href="/admin/content/team/${first!.id}?language=hi"`);
    // The FAQs have the sample content's Hindi (migration 0053); the pricing plans none.
    expect(textOf(row("faqs"))).toContain("All translated");
    expect(textOf(row("pricing-plans"))).toMatch(/(\d+) of \1 pricing plans have no हिन्दी version/);
    // An editor does not edit the site settings: not counted for them; for an admin, translated above.
    expect(row("settings")).toBe("");
    const adminOverview = (await read("/admin/translations", admin)).html;
    expect(textOf(/<tr[^>]*data-collection="settings"[\s\S]*?<\/tr>/.exec(adminOverview)?.[0] ?? "")).toContain("Translated");
  });
});
