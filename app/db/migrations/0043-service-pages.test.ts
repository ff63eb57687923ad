import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { SERVICE_PAGE_PATHS } from "~/modules/pages/service-pages-seed";
import { createTestDatabase } from "../../../tests/support/database";

/** 0043: the service pages stored as published pages of blocks (decision 0052); a path already taken is kept as it is. */
let database: Database;
const now = "2026-11-27T10:00:00.000Z";

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0041-mail-language");
  if (before.error) throw before.error;
  // Going down keeps the pages (staff may have edited them): a database from before 0043 had none of them.
  await database.db.deleteFrom("pages").where("path", "like", "/services/%").execute();
});
afterEach(() => database.close());

it("stores each service page, published, and leaves a page staff already keep at one of their paths", async () => {
  await (database.db as any)
    .insertInto("pages")
    .values({ path: "/services/no-code", title: "Ours", description: "", status: "draft", blocks: "[]", created_at: now, updated_at: now, published_at: null, updated_by: null, translation_group: null, language: "en" })
    .execute();
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
  // The English pages (0049 then adds the smart glasses page's Hindi translation).
  const rows = await database.db.selectFrom("pages").select(["path", "title", "status", "blocks", "version"]).where("path", "like", "/services/%").where("language", "=", "en").execute();
  expect(rows.map((row) => row.path).sort()).toEqual([...SERVICE_PAGE_PATHS].sort());
  const noCode = rows.find((row) => row.path === "/services/no-code")!;
  expect(noCode).toMatchObject({ title: "Ours", status: "draft", blocks: "[]" });
  const crm = rows.find((row) => row.path === "/services/custom-software")!;
  expect(crm).toMatchObject({ title: "Gym Management CRM", status: "published", version: 1 });
  expect((JSON.parse(crm.blocks) as Array<{ type: string }>).map((block) => block.type)).toEqual(["serviceHero", "checklist", "figures", "featureGrid", "pricingTable", "closing"]);
});
