import type { Kysely } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { postRow } from "../../../tests/support/blog";
import { createTestDatabase } from "../../../tests/support/database";

/** 0039: post revisions move into document_revisions (ids, fields, events and notes kept); pages get publish times. */
let database: Database;
const now = "2026-11-27T10:00:00.000Z";
const untyped = () => database.db as unknown as Kysely<any>;
const revision = (postId: number, extra: Record<string, unknown> = {}) => ({
  post_id: postId, version: 1, title: "Field notes", excerpt: "An excerpt", content: "<p>Kingfisher</p>", image: "/media/abc/x.jpg", category: "Notes", tags: '["birds"]',
  status: "draft", editor_id: "u1", editor_name: "Asha Editor", created_at: now, event: null, note: null, ...extra,
});

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0038-post-category-language");
  if (before.error) throw before.error;
});
afterEach(() => database.close());

it("carries every post revision over with its id, fields, event and note, and new ids come after them", async () => {
  const { id } = await database.db.insertInto("posts").values(postRow({ title: "Field notes", slug: "field-notes" })).returning("id").executeTakeFirstOrThrow();
  await untyped().insertInto("post_revisions").values([revision(id), revision(id, { version: 2, status: "published", event: "approved", note: "Lovely", created_at: "2026-11-27T11:00:00.000Z" })]).execute();
  const old = await untyped().selectFrom("post_revisions").select("id").orderBy("id").execute();
  const up = await migrateToLatest(database);
  if (up.error) throw up.error;

  // Posts' rows only: later migrations store pages with revisions of their own (0043, the service pages).
  const rows = await database.db.selectFrom("document_revisions").selectAll().where("document_type", "=", "post").orderBy("id").execute();
  expect(rows.map((row) => ({ ...row, snapshot: JSON.parse(row.snapshot) }))).toEqual([
    { id: old[0]!.id, document_type: "post", document_id: id, version: 1, title: "Field notes", status: "draft", editor_id: "u1", editor_name: "Asha Editor", event: null, note: null, created_at: now,
      snapshot: { excerpt: "An excerpt", content: "<p>Kingfisher</p>", image: "/media/abc/x.jpg", category: "Notes", tags: '["birds"]' } },
    { id: old[1]!.id, document_type: "post", document_id: id, version: 2, title: "Field notes", status: "published", editor_id: "u1", editor_name: "Asha Editor", event: "approved", note: "Lovely", created_at: "2026-11-27T11:00:00.000Z",
      snapshot: { excerpt: "An excerpt", content: "<p>Kingfisher</p>", image: "/media/abc/x.jpg", category: "Notes", tags: '["birds"]' } },
  ]);
  await expect(untyped().selectFrom("post_revisions").selectAll().execute()).rejects.toThrow();
  // The id sequence continues after the copied rows (PostgreSQL's serial was set; SQLite's rowid follows by itself).
  const next = await database.db
    .insertInto("document_revisions")
    .values({ document_type: "page", document_id: 1, version: 1, title: "T", status: "draft", snapshot: "{}", editor_id: "u1", editor_name: "A", created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  expect(next.id).toBeGreaterThan(old[1]!.id);
  // Pages: no schedule until one is set (the legal pages 0036 seeds, the service pages 0043 stores, about and home
  // from 0045 and 0046, the privacy policy from 0051).
  const pages = await database.db.selectFrom("pages").select(["path", "publish_at", "unpublish_at"]).orderBy("path").execute();
  expect(pages.filter((page) => !page.path.startsWith("/services/"))).toEqual([
    { path: "/", publish_at: null, unpublish_at: null },
    { path: "/about", publish_at: null, unpublish_at: null },
    { path: "/cookies-policy", publish_at: null, unpublish_at: null },
    { path: "/privacy-policy", publish_at: null, unpublish_at: null },
    { path: "/terms", publish_at: null, unpublish_at: null },
  ]);
  expect(pages.every((page) => page.publish_at === null && page.unpublish_at === null)).toBe(true);
});

it("goes down (post revisions back in post_revisions, a scheduled page a draft) and up again", async () => {
  const { id } = await database.db.insertInto("posts").values(postRow({ title: "Field notes", slug: "field-notes" })).returning("id").executeTakeFirstOrThrow();
  await untyped().insertInto("post_revisions").values(revision(id, { event: "scheduled", note: "Soon" })).execute();
  const up = await migrateToLatest(database);
  if (up.error) throw up.error;
  await database.db.updateTable("pages").set({ status: "scheduled", publish_at: "2026-12-01T09:00:00.000Z" }).where("path", "=", "/terms").execute();
  await database.db
    .insertInto("document_revisions")
    .values({ document_type: "page", document_id: 1, version: 1, title: "T", status: "draft", snapshot: "{}", editor_id: "u1", editor_name: "A", created_at: now })
    .execute();

  const down = await createMigrator(database).migrateTo("0038-post-category-language");
  if (down.error) throw down.error;
  const back = await untyped().selectFrom("post_revisions").selectAll().execute();
  expect(back).toEqual([expect.objectContaining({ ...revision(id, { event: "scheduled", note: "Soon" }) })]);
  expect(await database.db.selectFrom("pages").select("status").where("path", "=", "/terms").executeTakeFirstOrThrow()).toEqual({ status: "draft" });

  const again = await migrateToLatest(database);
  if (again.error) throw again.error;
  expect(await database.db.selectFrom("document_revisions").select(["document_type", "document_id", "event", "note"]).where("document_type", "=", "post").execute()).toEqual([
    { document_type: "post", document_id: id, event: "scheduled", note: "Soon" },
  ]);
});
