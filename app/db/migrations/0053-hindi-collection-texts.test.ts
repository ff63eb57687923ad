import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { createTestDatabase } from "../../../tests/support/database";
import { removeHindiTexts } from "../../../tests/support/english-only";

/** 0053: Hindi texts for the seeded figures, values, benefits and FAQs, where the English is as seeded and no Hindi is there. */
let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0052-author-bios");
  if (before.error) throw before.error;
  // Going down keeps the texts: a database from before 0053 had none.
  await removeHindiTexts(database.db, ["figures", "values", "benefits", "faqs"]);
});
afterEach(() => database.close());

async function entry(collection: string, field: string, english: string) {
  const rows = await database.db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", collection).execute();
  const row = rows.find((candidate) => (JSON.parse(candidate.data) as Record<string, { en?: string }>)[field]?.en === english);
  if (!row) throw new Error(`no ${collection} entry "${english}"`);
  return { id: row.id, data: JSON.parse(row.data) as Record<string, Record<string, string>> };
}

const setData = (id: number, data: unknown) => database.db.updateTable("content_entries").set({ data: JSON.stringify(data) }).where("id", "=", id).execute();

it("gives the seeded entries their Hindi texts and leaves what staff changed or translated as it is", async () => {
  // Staff corrected one FAQ's English, and translated one value themselves.
  const faq = await entry("faqs", "question", "Do you work with clients outside India?");
  await setData(faq.id, { ...faq.data, question: { en: "Do you work with clients abroad?" } });
  const value = await entry("values", "title", "Excellence");
  await setData(value.id, { ...value.data, title: { en: "Excellence", hi: "श्रेष्ठता" } });

  const result = await migrateToLatest(database);
  if (result.error) throw result.error;

  const figure = await entry("figures", "label", "Years of Experience");
  expect(figure.data.label).toEqual({ en: "Years of Experience", hi: "साल का अनुभव" });
  expect(figure.data.value).toEqual({ en: "2+" });
  const benefit = await entry("benefits", "title", "Growth");
  expect(benefit.data.title!.hi).toBe("आगे बढ़ने के मौक़े");
  expect(benefit.data.text!.hi).toContain("मेंटर");
  expect((await entry("faqs", "question", "Do you work with clients abroad?")).data.question).toEqual({ en: "Do you work with clients abroad?" });
  const excellence = await entry("values", "title", "Excellence");
  expect(excellence.data.title).toEqual({ en: "Excellence", hi: "श्रेष्ठता" });
  expect(excellence.data.text!.hi).toBeUndefined();
});
