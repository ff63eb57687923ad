import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { createTestDatabase } from "../../../tests/support/database";

/** 0051: the privacy policy as a page of blocks, dated the SPEC's day, unless a page already holds its path. */
let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0049-hindi-smart-glasses-page");
  if (before.error) throw before.error;
  // Going down keeps the page (staff may have edited it): a database from before 0051 had none.
  await database.db.deleteFrom("pages").where("path", "=", "/privacy-policy").execute();
});
afterEach(() => database.close());

async function migrate() {
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
}

const privacyPages = () => database.db.selectFrom("pages").selectAll().where("path", "=", "/privacy-policy").execute();

it("seeds the privacy policy, published, one block per section, its placeholders kept and its statistics section switched", async () => {
  await migrate();
  const [page, ...more] = await privacyPages();
  expect(more).toEqual([]);
  expect(page).toMatchObject({ language: "en", status: "published", title: "Privacy Policy", content_changed_at: "2025-07-24T12:00:00.000Z" });
  const blocks = JSON.parse(page!.blocks) as Array<{ id: string; type: string; data: { body: { en: string } } }>;
  expect(blocks.map((block) => block.type)).toEqual(["richText", "richText", "analyticsSection", ...Array(8).fill("richText")]);
  expect(blocks[0]!.id).toBe("privacypolicy01");
  expect(blocks[2]!.data.body.en).toContain("<h2>Visitor statistics</h2>");
  expect(blocks.map((block) => block.data.body.en).join("")).toContain("{APPLICATION_RETENTION_DAYS} days after the position closes");
});

it("leaves a page staff already put at /privacy-policy as it is", async () => {
  const now = new Date().toISOString();
  await database.db
    .insertInto("pages")
    .values({ path: "/privacy-policy", language: "en", title: "Our privacy notice", description: "", blocks: "[]", status: "draft", translation_group: null, created_at: now, updated_at: now, published_at: null, updated_by: null })
    .execute();
  await migrate();
  expect((await privacyPages()).map((page) => [page.title, page.status])).toEqual([["Our privacy notice", "draft"]]);
});
