import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { site } from "~/content/site";
import { teamMembers as startingTeam } from "~/content/team";
import { PageCache } from "~/modules/cache/page-cache.server";
import { systemClock } from "~/modules/clock";
import { insertMediaRow } from "~/modules/media/media.repository.server";
import { deleteMedia, mediaUsage } from "~/modules/media/media.server";
import type { AppServices } from "~/modules/services";
import { createTestDatabase } from "../../../tests/support/database";
import { withoutHindiTexts } from "../../../tests/support/hindi-collections";
import { gymCrmPlans } from "~/content/pricing";
import { pricingPlanCollection, siteSettingsCollection, teamCollection } from "./collections";
import { siteSettingsSeedValues, teamSeedValues } from "./content-seed";
import { formSchema, formValuesOf, localize, readEntry, storedEntryOf } from "./content.schema";
import { findEditableEntry, listEditableEntries, listPricingPlans, listTeamMembers, moveEntry, readSiteSettings, saveEntry } from "./content.server";

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function services() {
  const database = await createTestDatabase();
  opened.push(database);
  const pageCache = new PageCache();
  const env = { MEDIA_PUBLIC_URL: undefined } as AppServices["env"];
  return { database, pageCache, env, clock: systemClock, logger: pino({ level: "silent" }) };
}

/** Saved by no account, as a script would (updated_by is a foreign key to the user table). */
const ACTOR = { userId: null };

describe("the collection registry", () => {
  it("seeds the settings and the team exactly as app/content says, and the seed passes the collections' own checks", async () => {
    const app = await services();
    expect(formSchema(siteSettingsCollection).safeParse(siteSettingsSeedValues()).success).toBe(true);
    for (const member of teamSeedValues()) expect(formSchema(teamCollection).safeParse(member).success).toBe(true);

    const settings = await readSiteSettings(app);
    expect(settings).toMatchObject({ name: site.name, legalName: site.legalName, tagline: site.tagline, email: site.email, phone: site.phone, hours: site.hours });
    expect(settings.address).toEqual({ ...site.address });
    expect(settings.socials).toEqual(site.socials.map(({ network, label, href }) => ({ network, label, href })));

    const team = await listTeamMembers(app);
    expect(team.map((member) => [member.name, member.role, member.focus, member.bio, member.photo])).toEqual(
      startingTeam.map((member) => [member.name, member.role, member.focus, member.bio, null]),
    );
    expect(team[0]!.social.map((link) => link.href)).toEqual(Object.values(startingTeam[0]!.social));
  });

  it("answers one clear message per field and stores nothing when a save is refused", async () => {
    const app = await services();
    const fields = { ...siteSettingsSeedValues(), name: "  ", email: "hello at vyoma", phone: "call us", "socials.x": "javascript:alert(1)", countryCode: "IND" };
    const result = await saveEntry(app, { collection: siteSettingsCollection, id: "singleton", fields, by: ACTOR });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe("invalid");
    expect(result.fieldErrors).toEqual({
      name: "Company name is required.",
      email: "Email: enter an email address such as name@example.com.",
      phone: "Phone: use digits, spaces and + ( ) - only, with at least 7 digits.",
      "socials.x": "X (Twitter) address: enter a full web address starting with https://.",
      countryCode: "Country code may be at most 2 characters.",
    });
    expect((await readSiteSettings(app)).phone).toBe(site.phone);
  });

  it("asks for alt text with a photo, refuses one that is not in the media library, and keeps the library from deleting one in use", async () => {
    const app = await services();
    const [first] = await listEditableEntries(app, { collection: teamCollection });
    const withPhoto = (mediaId: string, alt: string) => ({ ...first!.values, "photo.mediaId": mediaId, "photo.alt": alt });

    const noAlt = await saveEntry(app, { collection: teamCollection, id: first!.id, fields: withPhoto("0123456789abcdef", ""), by: ACTOR });
    expect(!noAlt.ok && noAlt.fieldErrors).toEqual({ "photo.alt": "Photo: describe the image for people who cannot see it (alt text)." });
    const missing = await saveEntry(app, { collection: teamCollection, id: first!.id, fields: withPhoto("0123456789abcdef", "Arjun smiling"), by: ACTOR });
    expect(!missing.ok && missing.fieldErrors).toEqual({ "photo.mediaId": "Photo: this image is not in the media library any more. Choose another one." });

    const now = new Date().toISOString();
    await insertMediaRow(app.database.db, {
      id: "0123456789abcdef", filename: "arjun.jpg", original_name: "arjun.jpg", original_key: "media-originals/0123456789abcdef/original.jpg", mime: "image/jpeg",
      size: 1000, width: 1200, height: 1200, webp_widths: "480,720,960", avif_widths: "480,720,960", alt: "", title: "", caption: "", uploaded_by: null, created_at: now, updated_at: now,
    });
    const saved = await saveEntry(app, { collection: teamCollection, id: first!.id, fields: withPhoto("0123456789abcdef", "Arjun smiling"), by: ACTOR });
    expect(saved.ok).toBe(true);
    const [arjun] = await listTeamMembers(app);
    // The card is 400 CSS px wide at most: the widest WebP within twice that.
    expect(arjun!.photo).toEqual({ mediaId: "0123456789abcdef", alt: "Arjun smiling", src: "/media/0123456789abcdef/arjun-720.webp", width: 1200, height: 1200 });
    // The media library says where it is used, and refuses to delete it while the team page shows it.
    const refused = await deleteMedia({ ...app, storage: null as never }, { id: "0123456789abcdef", viewer: { id: "someone", role: "editor" } });
    expect(refused).toMatchObject({ ok: false, code: "conflict", message: 'This image is used in the team member "Arjun Mehta". Remove it there first, then delete it.' });
    const usage = await mediaUsage(app, ["0123456789abcdef"], { id: "someone", role: "author" });
    expect(usage.get("0123456789abcdef")).toEqual([{ label: 'the team member "Arjun Mehta"', href: null, current: true }]);
    // The form shows the chosen image's thumbnail.
    const editable = await findEditableEntry(app, { collection: teamCollection, id: first!.id });
    expect(editable.ok && editable.value.previews).toEqual({ photo: "/media/0123456789abcdef/arjun-480.webp" });
  });

  it("reads a language with the English fallback, and an English save keeps the other language", async () => {
    const app = await services();
    expect(localize({ en: "Pune", hi: "पुणे" }, "hi")).toBe("पुणे");
    expect(localize({ en: "Pune", hi: " " }, "hi")).toBe("Pune");
    expect(localize({ en: "Pune" }, "hi")).toBe("Pune");

    // A Hindi tagline, as issue 35's editor will store it.
    const row = await app.database.db.selectFrom("content_entries").selectAll().where("collection", "=", "settings").executeTakeFirstOrThrow();
    const document = JSON.parse(row.data) as Record<string, { en: string; hi?: string }>;
    document.tagline = { ...document.tagline!, hi: "सॉफ़्टवेयर, एआई और सहायक हार्डवेयर, पूरे मन से बनाए हुए।" };
    await app.database.db.updateTable("content_entries").set({ data: JSON.stringify(document) }).where("id", "=", row.id).execute();

    const hindi = await readSiteSettings(app, "hi");
    expect(hindi.tagline).toBe("सॉफ़्टवेयर, एआई और सहायक हार्डवेयर, पूरे मन से बनाए हुए।");
    // The sample content's Hindi city (migration 0056); a text without Hindi reads English.
    expect(hindi.address.city).toBe("पुणे");
    expect(hindi.name).toBe("Vyoma Technologies");
    expect(hindi.englishFields).toEqual(["name", "legalName"]);
    expect((await readSiteSettings(app, "en")).tagline).toBe(site.tagline);

    const saved = await saveEntry(app, { collection: siteSettingsCollection, id: "singleton", fields: { ...siteSettingsSeedValues(), tagline: "Careful software." }, by: ACTOR });
    expect(saved.ok).toBe(true);
    expect((await readSiteSettings(app, "en")).tagline).toBe("Careful software.");
    expect((await readSiteSettings(app, "hi")).tagline).toBe("सॉफ़्टवेयर, एआई और सहायक हार्डवेयर, पूरे मन से बनाए हुए।");
  });

  it("saves an entry's Hindi texts through the same save: English untouched, the Hindi read back, audited; a new entry starts in English", async () => {
    const app = await services();
    // A person without Hindi texts yet (the sample content has them, migration 0055).
    await withoutHindiTexts(app, [teamCollection.name]);
    const [first] = await listEditableEntries(app, { collection: teamCollection });
    expect(first!.languages).toEqual(["en"]);
    const opened = await findEditableEntry(app, { collection: teamCollection, id: first!.id, language: "hi" });
    expect(opened.ok && opened.value.values).toEqual({ name: "", focus: "", bio: "", "photo.alt": "" });
    expect(opened.ok && opened.value.english.name).toBe(startingTeam[0]!.name);

    const saved = await saveEntry(app, { collection: teamCollection, id: first!.id, fields: { name: "अर्जुन मेहता", bio: "पुणे से।", role: "CFO" }, language: "hi", version: opened.ok ? opened.value.version : "", by: ACTOR });
    expect(saved.ok).toBe(true);
    const [english] = await listTeamMembers(app);
    expect([english!.name, english!.role, english!.bio]).toEqual([startingTeam[0]!.name, startingTeam[0]!.role, startingTeam[0]!.bio]);
    const [hindi] = await listTeamMembers(app, "hi");
    expect([hindi!.name, hindi!.focus, hindi!.bio]).toEqual(["अर्जुन मेहता", startingTeam[0]!.focus, "पुणे से।"]);
    expect((await listEditableEntries(app, { collection: teamCollection }))[0]!.languages).toEqual(["en", "hi"]);
    const audit = await app.database.db.selectFrom("audit_events").select("summary").where("subject_id", "=", String(first!.id)).execute();
    expect(audit.map((event) => event.summary)).toEqual([`Team members: entry ${first!.id} updated in Hindi`]);

    // A form opened before that save is refused (409) in Hindi too.
    const stale = await saveEntry(app, { collection: teamCollection, id: first!.id, fields: { name: "अर्जुन" }, language: "hi", version: opened.ok ? opened.value.version : "", by: ACTOR });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    const added = await saveEntry(app, { collection: teamCollection, id: "new", fields: { name: "मीरा" }, language: "hi", by: ACTOR });
    expect(added).toMatchObject({ ok: false, code: "invalid", message: "Add the team member in English first; then write its Hindi texts." });
  });

  it("moves an entry up and down by one place, refuses to move past either end, and clears every cached page", async () => {
    const app = await services();
    const names = async () => (await listTeamMembers(app)).map((member) => member.name);
    const start = await names();
    const entries = await listEditableEntries(app, { collection: teamCollection });
    let invalidations: string[] = [];
    app.pageCache.onInvalidate((_reason, _paths, scope) => invalidations.push(scope));

    expect(await moveEntry(app, { collection: teamCollection, id: entries[2]!.id, direction: "up", by: ACTOR })).toMatchObject({ ok: true });
    expect(await names()).toEqual([start[0], start[2], start[1], ...start.slice(3)]);
    expect(invalidations).toEqual(["everything"]);

    expect(await moveEntry(app, { collection: teamCollection, id: entries[2]!.id, direction: "down", by: ACTOR })).toMatchObject({ ok: true });
    expect(await names()).toEqual(start);

    invalidations = [];
    const first = await moveEntry(app, { collection: teamCollection, id: entries[0]!.id, direction: "up", by: ACTOR });
    expect(first).toMatchObject({ ok: false, code: "conflict", message: `${start[0]} is already first.` });
    const last = await moveEntry(app, { collection: teamCollection, id: entries.at(-1)!.id, direction: "down", by: ACTOR });
    expect(last).toMatchObject({ ok: false, message: `${start.at(-1)} is already last.` });
    expect(invalidations).toEqual([]);

    const added = await saveEntry(app, { collection: teamCollection, id: "new", fields: { ...teamSeedValues()[0]!, name: "Meera Joshi" }, by: ACTOR });
    expect(added.ok && (await findEditableEntry(app, { collection: teamCollection, id: added.value.id })).ok).toBe(true);
    expect((await names()).at(-1)).toBe("Meera Joshi");
  });
});

describe("migration 0025: the list collections' seed", () => {
  it("passes each collection's own checks, and seeds only collections that have no entry yet (staff's entries are kept)", async () => {
    const { up } = await import("~/db/migrations/0025-content-list-collections");
    const { findCollection } = await import("./collections");
    const { listCollectionsSeed } = await import("./content-seed");
    const { formValuesOf } = await import("./content.schema");
    for (const entry of listCollectionsSeed()) {
      const collection = findCollection(entry.collection)!;
      expect(formSchema(collection).safeParse(formValuesOf(collection, entry.data)).success, entry.collection).toBe(true);
    }

    const app = await services();
    const db = app.database.db;
    const count = async (collection: string) => (await db.selectFrom("content_entries").select("id").where("collection", "=", collection).execute()).length;
    expect([await count("faqs"), await count("figures"), await count("projects"), await count("featured-projects")]).toEqual([4, 4, 6, 4]);
    // Staff replaced the FAQs with one of their own, and every figure was deleted; the migration runs again.
    await db.deleteFrom("content_entries").where("collection", "in", ["faqs", "figures"]).execute();
    await db.insertInto("content_entries").values({ collection: "faqs", position: 1, data: JSON.stringify({ question: { en: "Ours?" }, answer: { en: "Yes." } }), updated_at: "2026-01-01T00:00:00.000Z", updated_by: null }).execute();
    await up(db);
    expect((await db.selectFrom("content_entries").select("data").where("collection", "=", "faqs").execute()).map((row) => JSON.parse(row.data).question.en)).toEqual(["Ours?"]);
    expect([await count("figures"), await count("projects"), await count("featured-projects")]).toEqual([4, 6, 4]);
  });
});

describe("number, checkbox and lines fields (pricing plans)", () => {
  it("reads the seeded plans as app/content/pricing.ts had them, and keeps a Hindi feature list when English is saved", async () => {
    const app = await services();
    expect(await listPricingPlans(app)).toEqual(gymCrmPlans.map((plan) => ({ language: "en", ...plan })));
    // Read for a Hindi page, the seeded plans have the sample content's Hindi texts (migration 0055), the same prices.
    expect((await listPricingPlans(app, "hi")).map((plan) => [plan.language, plan.title, plan.price, plan.originalPrice, plan.period, plan.popular, plan.features.length])).toEqual([
      ["hi", "मासिक", 999, undefined, "month", false, 9],
      ["hi", "सालाना", 9999, 11988, "year", true, 11],
    ]);

    const values = { ...formValuesOf(pricingPlanCollection, null), title: "Monthly", price: "1,299", period: "month", features: " One \n\nTwo ", popular: "on" };
    const previous = { features: { en: "Old", hi: "एक\nदो" } };
    const stored = storedEntryOf(pricingPlanCollection, values, previous);
    expect(stored).toMatchObject({ price: 1299, originalPrice: null, popular: true, features: { en: "One\nTwo", hi: "एक\nदो" } });
    expect(readEntry(pricingPlanCollection, stored, "hi")).toMatchObject({ price: 1299, originalPrice: null, popular: true, features: ["एक", "दो"] });
    expect(formValuesOf(pricingPlanCollection, stored)).toMatchObject({ price: "1299", originalPrice: "", popular: "on", features: "One\nTwo" });
  });
});
