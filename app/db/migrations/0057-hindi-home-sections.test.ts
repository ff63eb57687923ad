import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import type { StoredBlock } from "~/modules/pages/blocks";
import { homeHindiTexts } from "~/modules/pages/home-page-seed";
import { createTestDatabase } from "../../../tests/support/database";
import { englishOnly } from "../../../tests/support/english-only";

/** 0057: the home page's five sections without Hindi copy get the seed's, where their English is as seeded and no Hindi is there. */
let database: Database;
const SECTIONS = Object.keys(homeHindiTexts);


async function home() {
  const row = await database.db.selectFrom("pages").select(["id", "blocks", "version"]).where("path", "=", "/").where("language", "=", "en").executeTakeFirstOrThrow();
  return { id: row.id, version: row.version, blocks: JSON.parse(row.blocks) as StoredBlock[] };
}
const saveBlocks = (id: number, blocks: StoredBlock[]) => database.db.updateTable("pages").set({ blocks: JSON.stringify(blocks) }).where("id", "=", id).execute();
const texts = (block: StoredBlock | undefined) => block?.data as Record<string, any>;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0056-hindi-settings-and-featured-projects");
  if (before.error) throw before.error;
  // Going down keeps the texts: a database from before 0057 had none in these five sections.
  const page = await home();
  await saveBlocks(page.id, page.blocks.map((block) => (SECTIONS.includes(block.id) ? { ...block, data: englishOnly(block.data) as Record<string, unknown> } : block)));
});
afterEach(() => database.close());

it("gives the five sections their Hindi texts, the English, links and icons as they were", async () => {
  const before = await home();
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
  const after = await home();
  expect(after.version).toBe(before.version + 1);
  const byId = new Map(after.blocks.map((block) => [block.id, block]));
  expect(texts(byId.get("homeservices")).heading).toEqual({ en: "Our Services", hi: "हमारी सेवाएँ" });
  expect(texts(byId.get("homeservices")).cards[7]).toMatchObject({ title: { en: "No-Code Platform", hi: "नो-कोड प्लैटफ़ॉर्म" }, link: { en: "/brahmastra" } });
  expect(texts(byId.get("homegymcrm00")).features[3].title).toEqual({ en: "QR Attendance", hi: "क्यूआर हाज़िरी" });
  expect(texts(byId.get("homenocode00")).points.hi.split("\n")).toHaveLength(4);
  expect(texts(byId.get("hometeam0000")).buttonLabel).toEqual({ en: "Meet the Whole Team", hi: "पूरी टीम से मिलिए" });
  // Nothing but the Hindi texts changed.
  expect(after.blocks.map((block) => ({ ...block, data: englishOnly(block.data) }))).toEqual(before.blocks.map((block) => ({ ...block, data: englishOnly(block.data) })));
  for (const id of SECTIONS) expect(JSON.stringify(byId.get(id)!.data), id).toMatch(/[\u0900-\u097F]/);
});

it("leaves a section alone whose English staff changed or that has Hindi of theirs, and changes nothing when nothing is left to do", async () => {
  const page = await home();
  await saveBlocks(
    page.id,
    page.blocks.map((block) => {
      if (block.id === "homeprojects") return { ...block, data: { ...block.data, heading: { en: "Our Work" } } };
      if (block.id === "hometeam0000") return { ...block, data: { ...block.data, heading: { en: "Meet Our Team", hi: "हमारी टीम" } } };
      return block;
    }),
  );
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
  const byId = new Map((await home()).blocks.map((block) => [block.id, block]));
  expect(texts(byId.get("homeprojects")).heading).toEqual({ en: "Our Work" });
  expect(texts(byId.get("homeprojects")).intro.hi).toBeUndefined();
  expect(texts(byId.get("hometeam0000")).heading).toEqual({ en: "Meet Our Team", hi: "हमारी टीम" });
  expect(texts(byId.get("hometeam0000")).intro.hi).toBeUndefined();
  expect(texts(byId.get("homeservices")).heading.hi).toBe("हमारी सेवाएँ");
});
