import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { sampleHindiPost } from "~/modules/blog/sample-posts";
import { slugify } from "~/modules/blog/slug";
import { postRow } from "../../../tests/support/blog";
import { createTestDatabase } from "../../../tests/support/database";
import { indexedPostSlugs } from "../../../tests/support/search";

/** 0047: the sample Hindi post, linked to the sample English post it translates, where that post is still the sample. */
let database: Database;
const englishSlug = slugify(sampleHindiPost.translates);
const hindiSlug = slugify(sampleHindiPost.title);

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0046-home-page");
  if (before.error) throw before.error;
});
afterEach(() => database.close());

async function migrate() {
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
}

const posts = () => database.db.selectFrom("posts").select(["id", "slug", "language", "status", "translation_group", "author_name", "published_at", "title"]).orderBy("id").execute();

it("adds the Hindi post, published, in the English post's group, dated and signed as it, with its first revision and in search", async () => {
  const stamp = "2026-10-01T08:00:00.000Z";
  await database.db.insertInto("posts").values(postRow({ title: "Another", slug: "another" })).execute();
  const english = await database.db
    .insertInto("posts")
    .values(postRow({ title: sampleHindiPost.translates, slug: englishSlug, author_name: "Asha", published_at: stamp }))
    .returning("id")
    .executeTakeFirstOrThrow();
  await migrate();
  const rows = await posts();
  expect(rows).toHaveLength(3);
  const hindi = rows[2]!;
  expect(hindi).toMatchObject({ slug: hindiSlug, language: "hi", status: "published", translation_group: english.id, author_name: "Asha", published_at: stamp, title: sampleHindiPost.title });
  expect(rows[1]).toMatchObject({ id: english.id, translation_group: english.id });
  expect(rows[0]).toMatchObject({ translation_group: null });
  const revisions = await database.db.selectFrom("document_revisions").select(["document_type", "document_id", "version", "status"]).execute();
  expect(revisions).toEqual([{ document_type: "post", document_id: hindi.id, version: 1, status: "published" }]);
  expect(await indexedPostSlugs(database, "चश्मा")).toEqual([hindiSlug]);
});

it("joins the group the English post already has", async () => {
  const english = await database.db.insertInto("posts").values(postRow({ title: sampleHindiPost.translates, slug: englishSlug })).returning("id").executeTakeFirstOrThrow();
  await database.db.updateTable("posts").set({ translation_group: english.id }).execute();
  await migrate();
  expect((await posts()).map((row) => [row.language, row.translation_group])).toEqual([["en", english.id], ["hi", english.id]]);
});

it("leaves a site alone whose sample post was retitled, unpublished or already translated, or whose Hindi slug is taken", async () => {
  const retitled = postRow({ title: "Our smart glasses", slug: englishSlug });
  await database.db.insertInto("posts").values(retitled).execute();
  await migrate();
  expect(await posts()).toHaveLength(1);

  await createMigrator(database).migrateTo("0046-home-page");
  await database.db.updateTable("posts").set({ title: sampleHindiPost.translates, status: "draft" }).execute();
  await migrate();
  expect(await posts()).toHaveLength(1);

  await createMigrator(database).migrateTo("0046-home-page");
  const english = await database.db.updateTable("posts").set({ status: "published" }).returning("id").executeTakeFirstOrThrow();
  await database.db.updateTable("posts").set({ translation_group: english.id }).execute();
  await database.db.insertInto("posts").values(postRow({ title: "हमारा अनुवाद", slug: "hamara-anuvad", language: "hi", translation_group: english.id })).execute();
  await migrate();
  expect((await posts()).map((row) => row.slug)).toEqual([englishSlug, "hamara-anuvad"]);

  await createMigrator(database).migrateTo("0046-home-page");
  await database.db.deleteFrom("posts").where("language", "=", "hi").execute();
  await database.db.insertInto("posts").values(postRow({ title: "कुछ और", slug: hindiSlug, language: "hi" })).execute();
  await migrate();
  expect((await posts()).map((row) => [row.slug, row.title])).toEqual([[englishSlug, sampleHindiPost.translates], [hindiSlug, "कुछ और"]]);
});
