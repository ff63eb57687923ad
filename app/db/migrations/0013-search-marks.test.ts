import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { inboxMatches, searchDocuments } from "~/modules/search/search.repository.server";
import { postRow } from "../../../tests/support/blog";
import { indexedPostSlugs } from "../../../tests/support/search";

/** 0013 rebuilds SQLite's indexes with a new tokenizer: what was indexed before stays found, Hindi words whole. */
let database: Database;
const migrator = () => createMigrator(database);
const now = "2026-06-01T10:00:00.000Z";

beforeEach(async () => {
  database = openDatabase({ sqlitePath: ":memory:" });
  const before = await migrator().migrateTo("0012-search-speed");
  if (before.error) throw before.error;
  await database.db
    .insertInto("posts")
    .values(postRow({ title: "कृत्रिम बुद्धिमत्ता", slug: "ai", excerpt: "Café notes", category: "AI" }))
    .execute();
  await database.db
    .insertInto("newsletter_subscribers")
    .values({ email: "asha@example.com", status: "confirmed", created_at: now, updated_at: now })
    .execute();
});
afterEach(() => database.close());

const found = async (words: string[]) => (await searchDocuments(database, { words, now, limit: 10, offset: 0 })).map((row) => row.location);
/** The words search_fts indexed that begin with `prefix`. */
async function terms(prefix: string): Promise<string[]> {
  await sql`create virtual table if not exists temp.search_vocab using fts5vocab(main, search_fts, 'row')`.execute(database.db);
  const { rows } = await sql<{ term: string }>`select term from temp.search_vocab where term like ${`${prefix}%`} order by term`.execute(database.db);
  return rows.map((row) => row.term);
}
const subscribers = (words: string[]) =>
  database.db
    .selectFrom("newsletter_subscribers")
    .select("email")
    .where("id", "in", inboxMatches(database.db, "newsletter_subscribers", words))
    .execute();

it("keeps every indexed row, and indexes a Devanagari word as one word", async () => {
  expect(await terms("ब")).toEqual(["ब"]); // before: "बुद्धिमत्ता" in letters, ब द ध मत त
  await migrateToLatest(database);
  expect(await terms("ब")).toEqual(["बुद्धिमत्ता"]);
  expect(await found(["बुद्धिमत्ता"])).toEqual(["ai"]);
  expect(await found(["cafe"])).toEqual(["ai"]);
  expect(await subscribers(["asha"])).toEqual([{ email: "asha@example.com" }]);
  // New writes go to the rebuilt indexes through 0009's triggers.
  await database.db.updateTable("posts").set({ title: "नमस्ते दुनिया" }).execute();
  expect(await found(["दुनिया"])).toEqual(["ai"]);
  expect(await found(["बुद्धिमत्ता"])).toEqual([]);
});

it("goes back down to the old tokenizer with every row still found", async () => {
  await migrateToLatest(database);
  const down = await migrator().migrateTo("0012-search-speed");
  if (down.error) throw down.error;
  expect(await terms("ब")).toEqual(["ब"]);
  expect(await indexedPostSlugs(database, "बुद्धिमत्ता")).toEqual(["ai"]);
  expect(await subscribers(["asha"])).toEqual([{ email: "asha@example.com" }]);
});
