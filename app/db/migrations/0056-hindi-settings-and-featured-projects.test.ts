import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { siteSettingsCollection } from "~/modules/content/collections";
import { readEntry, textsInEnglishOnly } from "~/modules/content/content.schema";
import { createTestDatabase } from "../../../tests/support/database";
import { removeHindiTexts } from "../../../tests/support/english-only";

/** 0056: Hindi texts for the site settings and the home page's featured projects, where the English is as seeded and no Hindi is there. */
let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0055-hindi-team-and-plans");
  if (before.error) throw before.error;
  // Going down keeps the texts: a database from before 0056 had none in these two collections.
  await removeHindiTexts(database.db, [siteSettingsCollection.name, "featured-projects"]);
});
afterEach(() => database.close());

async function rowsOf(collection: string) {
  const rows = await database.db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", collection).orderBy("position").execute();
  return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as Record<string, any> }));
}
const setData = (id: number, data: unknown) => database.db.updateTable("content_entries").set({ data: JSON.stringify(data) }).where("id", "=", id).execute();

it("gives the settings and the four featured projects their Hindi texts; names, contacts and links as they were", async () => {
  const [settingsBefore] = await rowsOf(siteSettingsCollection.name);
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;

  const [settings] = await rowsOf(siteSettingsCollection.name);
  const hindi = readEntry(siteSettingsCollection, settings!.data, "hi");
  expect(hindi).toMatchObject({ tagline: "पूरी लगन से बनाए गए सॉफ़्टवेयर, एआई और सहायक हार्डवेयर।", city: "पुणे", country: "भारत", hours: "सोमवार से शुक्रवार, सुबह 9:30 से शाम 6:30 तक" });
  // The company's names stay as written, and are all the Hindi reader still reads in English.
  expect(hindi).toMatchObject({ name: "Vyoma Technologies", legalName: "Vyoma Technologies Private Limited", email: "hello@vyoma.example", phone: "+91 20 4000 1234", postalCode: "411045" });
  expect(textsInEnglishOnly(siteSettingsCollection.fields, settings!.data, "hi")).toEqual(["name", "legalName"]);
  expect(readEntry(siteSettingsCollection, settings!.data, "en")).toEqual(readEntry(siteSettingsCollection, settingsBefore!.data, "en"));

  const featured = await rowsOf("featured-projects");
  expect(featured).toHaveLength(4);
  for (const { data } of featured) {
    expect(data.title.hi, data.title.en).toMatch(/[\u0900-\u097F]/);
    expect(data.description.hi, data.title.en).toMatch(/[\u0900-\u097F]/);
  }
  expect(featured[0]!.data.title).toEqual({ en: "Drishti Smart Glasses", hi: "दृष्टि स्मार्ट चश्मा" });
});

it("leaves the settings alone when staff changed any of their texts, and a card staff translated", async () => {
  const [settings] = await rowsOf(siteSettingsCollection.name);
  await setData(settings!.id, { ...settings!.data, hours: { en: "Mon-Sat 10 AM - 7 PM" } });
  const [drishti] = await rowsOf("featured-projects");
  await setData(drishti!.id, { ...drishti!.data, title: { en: drishti!.data.title.en, hi: "दृष्टि चश्मा" } });

  const result = await migrateToLatest(database);
  if (result.error) throw result.error;

  const [after] = await rowsOf(siteSettingsCollection.name);
  expect(after!.data.tagline).toEqual({ en: "Software, AI and assistive hardware, built with care." });
  expect(after!.data.hours).toEqual({ en: "Mon-Sat 10 AM - 7 PM" });
  const featured = await rowsOf("featured-projects");
  expect(featured[0]!.data.title).toEqual({ en: "Drishti Smart Glasses", hi: "दृष्टि चश्मा" });
  expect(featured[0]!.data.description.hi).toBeUndefined();
  expect(featured[1]!.data.title.hi).toBe("वाणी वॉइस रूम");
});
