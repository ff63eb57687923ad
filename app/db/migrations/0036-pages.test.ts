import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { createTestDatabase } from "../../../tests/support/database";

/** 0036: pages of blocks, one path per language, one page per language in a translation group; old paths redirect; the legal pages seeded. */
let database: Database;
const now = "2026-11-27T10:00:00.000Z";
const page = (path: string, extra: { language?: string; translation_group?: number | null } = {}) => ({
  path, title: "T", description: "", status: "draft", blocks: "[]", created_at: now, updated_at: now, published_at: null, updated_by: null, translation_group: null, ...extra,
});

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

it("keeps a path once per language and one page per language in a group; a page's redirects go with it", async () => {
  const { id } = await database.db.insertInto("pages").values(page("/about-us")).returning("id").executeTakeFirstOrThrow();
  expect(await database.db.selectFrom("pages").select(["language", "version"]).executeTakeFirstOrThrow()).toEqual({ language: "en", version: 1 });
  await expect(database.db.insertInto("pages").values(page("/about-us")).execute()).rejects.toThrow();
  await database.db.updateTable("pages").set({ translation_group: id }).where("id", "=", id).execute();
  await database.db.insertInto("pages").values(page("/about-us", { language: "hi", translation_group: id })).execute();
  await expect(database.db.insertInto("pages").values(page("/doosra", { language: "hi", translation_group: id })).execute()).rejects.toThrow();
  await database.db.insertInto("page_path_redirects").values({ language: "en", old_path: "/old", page_id: id }).execute();
  await expect(database.db.insertInto("page_path_redirects").values({ language: "en", old_path: "/old", page_id: id }).execute()).rejects.toThrow();
  await database.db.deleteFrom("pages").where("id", "=", id).execute();
  expect(await database.db.selectFrom("page_path_redirects").selectAll().execute()).toEqual([]);
});

it("goes down and up again", async () => {
  const down = await createMigrator(database).migrateTo("0035-invitation-passkey");
  if (down.error) throw down.error;
  await expect(database.db.selectFrom("pages").selectAll().execute()).rejects.toThrow();
  const up = await migrateToLatest(database);
  if (up.error) throw up.error;
  // Seeded again: the terms and the cookies policy, published (and what later migrations seed: the service pages,
  // 0043, left out here; about and home, 0045 and 0046; the privacy policy, 0051).
  expect(await database.db.selectFrom("pages").select(["path", "status"]).where("path", "not like", "/services/%").orderBy("path").execute()).toEqual([
    { path: "/", status: "published" },
    { path: "/about", status: "published" },
    { path: "/cookies-policy", status: "published" },
    { path: "/privacy-policy", status: "published" },
    { path: "/terms", status: "published" },
  ]);
});
