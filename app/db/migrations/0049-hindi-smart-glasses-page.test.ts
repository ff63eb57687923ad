import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { hindiServicePageSeeds, hindiTestimonialSeeds } from "~/modules/pages/service-pages-seed";
import { createTestDatabase } from "../../../tests/support/database";

/** 0049: the smart glasses page in Hindi, published and linked to the English page, where that page has no Hindi one. */
let database: Database;
const path = "/services/smart-glasses";
const [seed] = hindiServicePageSeeds();
const now = "2026-11-27T10:00:00.000Z";

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0048-page-content-changed");
  if (before.error) throw before.error;
  // Going down keeps the page (staff may have edited it): a database from before 0049 had none, and no group.
  await database.db.deleteFrom("pages").where("language", "=", "hi").execute();
  await database.db.updateTable("pages").set({ translation_group: null }).execute();
  for (const entry of await testimonials()) {
    const { quote, name, role, topic } = entry.data;
    const english = (text: Record<string, string>) => ({ en: text.en });
    await database.db.updateTable("content_entries").set({ data: JSON.stringify({ quote: english(quote), name: english(name), role: english(role), topic }) }).where("id", "=", entry.id).execute();
  }
});

async function testimonials() {
  const rows = await database.db.selectFrom("content_entries").select(["id", "data"]).where("collection", "=", "testimonials").orderBy("position").execute();
  return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as { quote: Record<string, string>; name: Record<string, string>; role: Record<string, string>; topic: string } }));
}
afterEach(() => database.close());

async function migrate() {
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
}

const smartGlassesRows = () =>
  database.db.selectFrom("pages").select(["id", "language", "translation_group", "status", "title", "blocks", "published_at", "content_changed_at"]).where("path", "=", path).orderBy("id").execute();

it("adds the Hindi page, published, in the English page's group, and the other pages keep theirs", async () => {
  const [english] = await smartGlassesRows();
  expect(english).toMatchObject({ language: "en", translation_group: null });
  await migrate();
  const rows = await smartGlassesRows();
  expect(rows).toHaveLength(2);
  const hindi = rows[1]!;
  expect(hindi).toMatchObject({ language: "hi", status: "published", translation_group: english!.id, title: "दृष्टिबाधित लोगों के लिए स्मार्ट चश्मा" });
  expect(hindi.published_at).not.toBeNull();
  expect(hindi.content_changed_at).toBe(hindi.published_at);
  expect(JSON.parse(hindi.blocks)).toEqual(seed!.blocks);
  expect(rows[0]).toMatchObject({ id: english!.id, translation_group: english!.id });
  const others = await database.db.selectFrom("pages").select("id").where("language", "=", "hi").where("path", "!=", path).execute();
  expect(others).toEqual([]);
});

it("joins the group the English page already has", async () => {
  await database.db.updateTable("pages").set({ translation_group: 4242 }).where("path", "=", path).execute();
  await migrate();
  expect((await smartGlassesRows()).map((row) => [row.language, row.translation_group])).toEqual([["en", 4242], ["hi", 4242]]);
});

it("leaves a site alone whose English page is gone or already has a Hindi version, a draft included", async () => {
  const [english] = await smartGlassesRows();
  await database.db.deleteFrom("pages").where("id", "=", english!.id).execute();
  await migrate();
  expect(await smartGlassesRows()).toEqual([]);

  await createMigrator(database).migrateTo("0048-page-content-changed");
  const restored = await (database.db as any)
    .insertInto("pages")
    .values({ path, title: "Smart Glasses", description: "", status: "published", blocks: "[]", created_at: now, updated_at: now, published_at: now, updated_by: null, translation_group: null, language: "en" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db.updateTable("pages").set({ translation_group: restored.id }).where("id", "=", restored.id).execute();
  await (database.db as any)
    .insertInto("pages")
    .values({ path, title: "हमारा अनुवाद", description: "", status: "draft", blocks: "[]", created_at: now, updated_at: now, published_at: null, updated_by: null, translation_group: restored.id, language: "hi" })
    .execute();
  await migrate();
  expect((await smartGlassesRows()).map((row) => [row.language, row.title, row.status])).toEqual([["en", "Smart Glasses", "published"], ["hi", "हमारा अनुवाद", "draft"]]);
});

it("gives the testimonials about the glasses their Hindi texts, where they are as seeded and have none, and no other entry", async () => {
  const [sunita, anil] = hindiTestimonialSeeds();
  const before = await testimonials();
  const rewritten = before.find((entry) => entry.data.quote.en === anil!.translates)!;
  await database.db.updateTable("content_entries").set({ data: JSON.stringify({ ...rewritten.data, quote: { en: "Our own words." } }) }).where("id", "=", rewritten.id).execute();
  await migrate();
  const after = await testimonials();
  const hindi = after.filter((entry) => entry.data.quote.hi !== undefined);
  expect(hindi.map((entry) => entry.data)).toEqual([
    { quote: { en: sunita!.translates, hi: sunita!.quote }, name: { en: "Sunita Patil", hi: "सुनीता पाटिल" }, role: { en: "Teacher and early user, Nashik", hi: sunita!.role }, topic: "smart-glasses" },
  ]);
  expect(after.find((entry) => entry.id === rewritten.id)!.data.quote).toEqual({ en: "Our own words." });
  expect(after.length).toBe(before.length);
});
