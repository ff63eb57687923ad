import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { pricingPlanCollection, teamCollection } from "~/modules/content/collections";
import { readEntry } from "~/modules/content/content.schema";
import { createTestDatabase } from "../../../tests/support/database";
import { removeHindiTexts } from "../../../tests/support/english-only";

/** 0055: Hindi texts for the seeded team members and pricing plans, where all their English is as seeded and no Hindi is there. */
let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0053-hindi-collection-texts");
  if (before.error) throw before.error;
  // Going down keeps the texts: a database from before 0055 had none in these two collections.
  await removeHindiTexts(database.db, ["team", "pricing-plans"]);
});
afterEach(() => database.close());

async function entry(collection: string, field: string, english: string) {
  const rows = await database.db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", collection).execute();
  const row = rows.find((candidate) => (JSON.parse(candidate.data) as Record<string, { en?: string }>)[field]?.en === english);
  if (!row) throw new Error(`no ${collection} entry "${english}"`);
  return { id: row.id, data: JSON.parse(row.data) as Record<string, any> };
}

const setData = (id: number, data: unknown) => database.db.updateTable("content_entries").set({ data: JSON.stringify(data) }).where("id", "=", id).execute();

it("gives the seeded team members and plans their Hindi texts, names, roles, prices and links as they were", async () => {
  const monthlyBefore = await entry("pricing-plans", "title", "Monthly");
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;

  const team = await database.db.selectFrom("content_entries").select(["data"]).where("collection", "=", "team").orderBy("position").execute();
  expect(team).toHaveLength(7);
  for (const row of team) {
    const data = JSON.parse(row.data) as Record<string, any>;
    expect(data.focus.hi, data.name.en).toMatch(/[\u0900-\u097F]/);
    expect(data.bio.hi, data.name.en).toMatch(/[\u0900-\u097F]/);
    // A name stays as written; the role is a choice the catalogues name.
    expect(data.name).toEqual({ en: data.name.en });
    expect(typeof data.role).toBe("string");
  }
  const arjun = await entry("team", "name", "Arjun Mehta");
  expect(arjun.data.focus).toEqual({ en: "Strategy & Partnerships", hi: "रणनीति और साझेदारियाँ" });
  expect(readEntry(teamCollection, arjun.data, "hi")).toMatchObject({ name: "Arjun Mehta", role: "Director", focus: "रणनीति और साझेदारियाँ" });

  const monthly = await entry("pricing-plans", "title", "Monthly");
  const readMonthly = readEntry(pricingPlanCollection, monthly.data, "hi");
  expect(readMonthly).toMatchObject({ title: "मासिक", price: 999, originalPrice: null, period: "month", buttonText: "मासिक भुगतान करें", buttonLink: "/contact", popular: false, badge: "", savings: "" });
  expect(readMonthly.features).toHaveLength(9);
  expect(readMonthly.features[3]).toBe("क्यूआर कोड से हाज़िरी");
  // The texts the English has none of stay empty; everything but the Hindi texts is as it was.
  expect(monthly.data.badge).toEqual({ en: "" });
  const withoutHindi = (data: Record<string, any>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === "object" && value !== null && "en" in value ? { en: value.en } : value]));
  expect(withoutHindi(monthly.data)).toEqual(monthlyBefore.data);

  const yearly = readEntry(pricingPlanCollection, (await entry("pricing-plans", "title", "Yearly")).data, "hi");
  expect(yearly).toMatchObject({ title: "सालाना", price: 9999, originalPrice: 11988, period: "year", popular: true, badge: "₹1,989 सालाना बचत", savings: "सालाना भुगतान पर 16.6% की बचत" });
  expect(yearly.features).toHaveLength(11);
  expect(yearly.features.at(-1)).toBe("मुफ़्त डेटा माइग्रेशन और ऑनबोर्डिंग");
  // English readers read what they read before.
  expect(readEntry(pricingPlanCollection, (await entry("pricing-plans", "title", "Yearly")).data, "en")).toMatchObject({ title: "Yearly", badge: "Save 1,989/year" });
});

it("leaves an entry alone whose English staff changed (any of its texts) or that has Hindi of theirs", async () => {
  // Staff corrected Priya's bio, changed one feature of the monthly plan, and wrote Rohan's focus in Hindi themselves.
  const priya = await entry("team", "name", "Priya Nair");
  await setData(priya.id, { ...priya.data, bio: { en: "Chartered accountant; runs finance and operations." } });
  const monthly = await entry("pricing-plans", "title", "Monthly");
  await setData(monthly.id, { ...monthly.data, features: { en: monthly.data.features.en.replace("QR code attendance", "Face-scan attendance") } });
  const rohan = await entry("team", "name", "Rohan Gupta");
  await setData(rohan.id, { ...rohan.data, focus: { en: rohan.data.focus.en, hi: "फ़ुल-स्टैक डेवलपमेंट" } });

  const result = await migrateToLatest(database);
  if (result.error) throw result.error;

  const priyaAfter = await entry("team", "name", "Priya Nair");
  expect(priyaAfter.data.bio).toEqual({ en: "Chartered accountant; runs finance and operations." });
  expect(priyaAfter.data.focus).toEqual({ en: "Finance & Operations" });
  const monthlyAfter = await entry("pricing-plans", "title", "Monthly");
  expect(monthlyAfter.data.title).toEqual({ en: "Monthly" });
  expect(monthlyAfter.data.features.hi).toBeUndefined();
  const rohanAfter = await entry("team", "name", "Rohan Gupta");
  expect(rohanAfter.data.focus).toEqual({ en: "Full-Stack Engineering", hi: "फ़ुल-स्टैक डेवलपमेंट" });
  expect(rohanAfter.data.bio.hi).toBeUndefined();
  // The others have theirs.
  expect((await entry("team", "name", "Sneha Pillai")).data.bio.hi).toContain("स्क्रीन रीडर");
  expect((await entry("pricing-plans", "title", "Yearly")).data.title).toEqual({ en: "Yearly", hi: "सालाना" });
});
