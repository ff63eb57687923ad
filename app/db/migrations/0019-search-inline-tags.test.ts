import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { postRow } from "../../../tests/support/blog";

/** 0019 indexes every post again, so a body indexed under the old html_text loses "survey . Kingfisher". */
let database: Database;

beforeEach(async () => {
  database = openDatabase({ sqlitePath: ":memory:" });
  const before = await createMigrator(database).migrateTo("0018-application-note-search");
  if (before.error) throw before.error;
  await database.db
    .insertInto("posts")
    .values(postRow({ title: "Field notes", slug: "field-notes", content: '<p>A <a href="/s">customer survey</a>. Kingfisher won.</p>' }))
    .execute();
  // What the old html_text (a space for every tag) stored for it.
  await sql`update search_fts set body = 'A customer survey . Kingfisher won.'`.execute(database.db);
});
afterEach(() => database.close());

it("stores every post's body again through the new html_text", async () => {
  await migrateToLatest(database);
  const { rows } = await sql<{ body: string }>`select body from search_fts`.execute(database.db);
  expect(rows).toEqual([{ body: "A customer survey. Kingfisher won." }]);
});
