import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { loadEnv } from "~/env.server";
import { createPost, updatePost } from "./blog.server";
import { findPostForReader, loadBlogListPage } from "./blog-queries.server";
import { findOriginalOf, listTranslationsOf, translatePost } from "./translations.server";
import { createTestDatabase } from "../../../tests/support/database";
import { TestClock } from "../../../tests/support/clock";
import { postRevisionRows, samplePost } from "../../../tests/support/blog";
import { postInputSchema } from "./blog.schema";

/** Posts translated as linked documents (issue 35): the model and the "Translate" use case, on a real database. */
let database: Database;
let services: { database: Database; clock: TestClock; env: ReturnType<typeof loadEnv> };
const editor = { id: "u-editor", name: "Eddie Editor", role: "editor" as const };
const fields = (overrides: Record<string, unknown> = {}) => postInputSchema.parse(samplePost(overrides));

beforeEach(async () => {
  database = await createTestDatabase();
  services = { database, clock: new TestClock("2026-06-01T10:00:00Z"), env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) };
});
afterEach(() => database.close());

async function create(overrides: Record<string, unknown> = {}, options: { language?: "en" | "hi" } = {}) {
  const result = await createPost(services, { fields: fields(overrides), author: editor, ...options });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

it("keeps slugs unique per language: a Hindi post may have an English post's slug, and old slugs redirect per language", async () => {
  const english = await create({ title: "Hello world" });
  const hindi = await create({ title: "Hello world" }, { language: "hi" });
  expect([english.language, english.slug]).toEqual(["en", "hello-world"]);
  expect([hindi.language, hindi.slug]).toEqual(["hi", "hello-world"]);
  const viewer = { isAdmin: false };
  expect(await findPostForReader(services, { slug: "hello-world", viewer })).toMatchObject({ kind: "post", post: { id: english.id } });
  expect(await findPostForReader(services, { slug: "hello-world", viewer, language: "hi" })).toMatchObject({ kind: "post", post: { id: hindi.id } });
  // Renaming the Hindi post keeps its old address in Hindi only.
  const renamed = await updatePost(services, { id: hindi.id, fields: fields({ title: "नमस्ते दुनिया" }) });
  expect(renamed.ok && renamed.value.slug).toBe("नमस्ते-दुनिया");
  expect(await findPostForReader(services, { slug: "hello-world", viewer, language: "hi" })).toEqual({ kind: "moved", slug: "नमस्ते-दुनिया" });
  expect(await findPostForReader(services, { slug: "hello-world", viewer })).toMatchObject({ kind: "post", post: { id: english.id } });
  // Each language's list has its own posts.
  expect((await loadBlogListPage(services, { viewer })).posts.map((post) => post.id)).toEqual([english.id]);
  expect((await loadBlogListPage(services, { viewer, language: "hi" })).posts.map((post) => post.id)).toEqual([hindi.id]);
});

it("Translate makes a Hindi draft in the original's group from its text, and opens that draft the second time", async () => {
  const original = await create({ title: "Smart glasses in Pune", content: "<p>Field notes.</p>", tags: "vision, pune" });
  const translator = { id: "u-author", name: "Asha Author", role: "author" as const };
  const first = await translatePost(services, { id: original.id, language: "hi", actor: translator });
  expect(first).toMatchObject({ ok: true, value: { created: true } });
  const draftId = first.ok ? first.value.id : 0;
  const { rows } = { rows: await database.db.selectFrom("posts").select(["id", "language", "status", "translation_group", "author_id", "title", "tags"]).orderBy("id").execute() };
  expect(rows).toEqual([
    { id: original.id, language: "en", status: "published", translation_group: original.id, author_id: editor.id, title: "Smart glasses in Pune", tags: '["vision","pune"]' },
    { id: draftId, language: "hi", status: "draft", translation_group: original.id, author_id: translator.id, title: "Smart glasses in Pune", tags: '["vision","pune"]' },
  ]);
  // Its first revision, as any post's.
  expect(await postRevisionRows(database.db, draftId)).toHaveLength(1);
  expect(await translatePost(services, { id: original.id, language: "hi", actor: editor })).toEqual({ ok: true, value: { id: draftId, created: false } });
  // From the translation, "Translate to English" opens the original.
  expect(await translatePost(services, { id: draftId, language: "en", actor: editor })).toEqual({ ok: true, value: { id: original.id, created: false } });
  expect(await translatePost(services, { id: original.id, language: "en", actor: editor })).toMatchObject({ ok: false, code: "invalid" });
  expect(await translatePost(services, { id: original.id, language: "fr", actor: editor })).toMatchObject({ ok: false, code: "invalid" });
  expect(await translatePost(services, { id: 9999, language: "hi", actor: editor })).toMatchObject({ ok: false, code: "not-found" });

  const group = { id: draftId, translationGroup: original.id };
  expect((await findOriginalOf(services, group))?.title).toBe("Smart glasses in Pune");
  expect(await findOriginalOf(services, { id: original.id, translationGroup: original.id })).toBeNull();
  expect(await listTranslationsOf(services, { id: original.id, translationGroup: original.id })).toEqual([
    { id: draftId, language: "hi", slug: "smart-glasses-in-pune", status: "draft" },
  ]);
});
