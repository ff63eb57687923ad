import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { searchDocuments } from "~/modules/search/search.repository.server";
import { postRow } from "../../../tests/support/blog";
import { indexedPostSlugs } from "../../../tests/support/search";
import { createTestDatabase } from "../../../tests/support/database";

/** 0014 keeps PostgreSQL's search vectors in the row; posts indexed before it are rewritten and still found. */
let database: Database;
const migrator = () => createMigrator(database);
const now = "2026-06-01T10:00:00.000Z";

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const storage = async () =>
  (
    await sql<{ storage: string }>`select attstorage as storage from pg_attribute
      where attrelid = 'search_documents'::regclass and attname = 'document'`.execute(database.db)
  ).rows[0]?.storage;
const found = async (words: string[]) => (await searchDocuments(database, { words, now, limit: 10, offset: 0 })).map((row) => row.location);

describe.skipIf(!process.env.TEST_DATABASE_URL)("migration 0014 on PostgreSQL", () => {
  it("stores the vectors in the row, and keeps every post indexed before it found", async () => {
    const down = await migrator().migrateTo("0013-search-marks");
    if (down.error) throw down.error;
    expect(await storage()).toBe("x");
    await database.db
      .insertInto("posts")
      .values(
        postRow({
          title: "Kubernetes operators",
          slug: "operators",
          // Long enough for a vector over PostgreSQL's 2 KB TOAST threshold.
          content: `<p>${Array.from({ length: 600 }, (_, n) => `word${n}`).join(" ")} zeppelin</p>`,
        }),
      )
      .execute();
    await migrateToLatest(database);
    expect(await storage()).toBe("m");
    expect(await found(["kubernetes"])).toEqual(["operators"]);
    expect(await found(["zeppelin"])).toEqual(["operators"]);
    expect(await found(["word599"])).toEqual(["operators"]);
    const back = await migrator().migrateTo("0013-search-marks");
    if (back.error) throw back.error;
    expect(await storage()).toBe("x");
    expect(await indexedPostSlugs(database, "zeppelin")).toEqual(["operators"]);
  });
});
