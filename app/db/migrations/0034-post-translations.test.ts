import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { postRow } from "../../../tests/support/blog";
import { createTestDatabase } from "../../../tests/support/database";
import { indexedPostSlugs } from "../../../tests/support/search";

/** 0034: posts get a language and a translation group; slugs (and old slugs) become unique per language. */
let database: Database;
const now = "2026-06-01T10:00:00.000Z";

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0032-passkeys");
  if (before.error) throw before.error;
  const { id } = await database.db.insertInto("posts").values(postRow({ title: "Field notes", slug: "field-notes" })).returning("id").executeTakeFirstOrThrow();
  const revision = { post_id: id, version: 1, title: "Field notes", excerpt: "e", content: "<p>Kingfisher</p>", image: "/i.svg", category: "Notes", tags: "[]" };
  await untyped().insertInto("post_revisions").values({ ...revision, status: "published", editor_id: "0", editor_name: "Admin", created_at: now }).execute();
  await database.db.insertInto("post_slug_redirects").values({ old_slug: "old-notes", post_id: id }).execute();
});
afterEach(() => database.close());
/** post_revisions is gone from the schema's types since 0039 (document_revisions). */
const untyped = () => database.db as unknown as Kysely<any>;


it("keeps every post, its revisions, old slugs and search entry, in English and alone in its group", async () => {
  // Up to the last migration that has post_revisions (0039 moves them; its own test checks that).
  const result = await createMigrator(database).migrateTo("0038-post-category-language");
  if (result.error) throw result.error;
  const post = await database.db.selectFrom("posts").select(["id", "slug", "language", "translation_group"]).executeTakeFirstOrThrow();
  expect(post).toMatchObject({ slug: "field-notes", language: "en", translation_group: null });
  expect(await untyped().selectFrom("post_revisions").select("post_id").execute()).toEqual([{ post_id: post.id }]);
  expect(await database.db.selectFrom("post_slug_redirects").selectAll().execute()).toEqual([{ old_slug: "old-notes", post_id: post.id, language: "en" }]);
  // Read from the index itself: today's search query reads columns later migrations add (positions.language, 0042).
  expect(await indexedPostSlugs(database, "field")).toEqual(["field-notes"]);
  // The search triggers came back with the table: a new post is indexed.
  await database.db.insertInto("posts").values(postRow({ title: "Zeppelin diary", slug: "zeppelin-diary" })).execute();
  expect(await indexedPostSlugs(database, "zeppelin")).toEqual(["zeppelin-diary"]);
  // Deleting a post still takes its revisions with it (the foreign keys point at the rebuilt table).
  await database.db.deleteFrom("posts").where("id", "=", post.id).execute();
  expect(await untyped().selectFrom("post_revisions").select("post_id").execute()).toEqual([]);
});

it("lets a Hindi post take an English slug, and refuses a second post of one language at a slug or in a group", async () => {
  await migrateToLatest(database);
  const english = await database.db.selectFrom("posts").select("id").executeTakeFirstOrThrow();
  await database.db.updateTable("posts").set({ translation_group: english.id }).execute();
  await database.db.insertInto("posts").values(postRow({ title: "फ़ील्ड नोट्स", slug: "field-notes", language: "hi", translation_group: english.id })).execute();
  await database.db.insertInto("post_slug_redirects").values({ old_slug: "old-notes", post_id: english.id, language: "hi" }).execute();
  await expect(database.db.insertInto("posts").values(postRow({ title: "Again", slug: "field-notes" })).execute()).rejects.toThrow();
  const secondHindi = postRow({ title: "दूसरा", slug: "doosra", language: "hi", translation_group: english.id });
  await expect(database.db.insertInto("posts").values(secondHindi).execute()).rejects.toThrow();
});

it("goes back down to one slug per post", async () => {
  await migrateToLatest(database);
  const back = await createMigrator(database).migrateTo("0032-passkeys");
  if (back.error) throw back.error;
  expect(await database.db.selectFrom("posts").select("slug").execute()).toEqual([{ slug: "field-notes" }]);
  await expect(database.db.insertInto("posts").values(postRow({ title: "Again", slug: "field-notes" })).execute()).rejects.toThrow();
  expect(await indexedPostSlugs(database, "field")).toEqual(["field-notes"]);
});
