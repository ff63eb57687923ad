import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { createTestDatabase } from "../../../tests/support/database";

/** 0041: subscribers, newsletters and outbox mails get a language; newsletters an audience (decision 0045). */
let database: Database;
const now = "2026-06-01T10:00:00.000Z";

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0038-post-category-language");
  if (before.error) throw before.error;
  const db = database.db as any;
  await db.insertInto("newsletter_subscribers").values({ email: "early@example.com", status: "confirmed", created_at: now, updated_at: now, confirmed_at: now }).execute();
  await db
    .insertInto("newsletter_issues")
    .values({ subject: "Spring", content_mode: "message", message: "Hello", status: "sent", auto: 0, scheduled_at: now, recipient_count: 1, created_at: now, updated_at: now })
    .execute();
  await db.insertInto("mail_outbox").values({ to_address: "early@example.com", subject: "Hi", text_body: "Hi", kind: "contact-ack", status: "sent", next_attempt_at: now, created_at: now, updated_at: now }).execute();
});
afterEach(() => database.close());

it("keeps every subscriber, newsletter and mail: the earlier ones English, newsletters to their language's readers, mails naming none", async () => {
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
  const { db } = database;
  expect(await db.selectFrom("newsletter_subscribers").select(["email", "language"]).execute()).toEqual([{ email: "early@example.com", language: "en" }]);
  expect(await db.selectFrom("newsletter_issues").select(["subject", "language", "audience"]).execute()).toEqual([{ subject: "Spring", language: "en", audience: "language" }]);
  expect(await db.selectFrom("mail_outbox").select(["subject", "language"]).execute()).toEqual([{ subject: "Hi", language: null }]);
  // A new Hindi subscriber is stored with its language; one inserted without a language is English.
  await db.insertInto("newsletter_subscribers").values({ email: "hindi@example.com", status: "pending", created_at: now, updated_at: now, language: "hi" }).execute();
  await db.insertInto("newsletter_subscribers").values({ email: "plain@example.com", status: "pending", created_at: now, updated_at: now }).execute();
  const languages = await db.selectFrom("newsletter_subscribers").select(["email", "language"]).orderBy("email").execute();
  expect(languages).toEqual([
    { email: "early@example.com", language: "en" },
    { email: "hindi@example.com", language: "hi" },
    { email: "plain@example.com", language: "en" },
  ]);
});

it("goes back down without the columns, keeping the rows", async () => {
  await migrateToLatest(database);
  const back = await createMigrator(database).migrateTo("0038-post-category-language");
  if (back.error) throw back.error;
  const subscriber = await (database.db as any).selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
  expect(subscriber.email).toBe("early@example.com");
  expect("language" in subscriber).toBe(false);
  const issue = await (database.db as any).selectFrom("newsletter_issues").selectAll().executeTakeFirstOrThrow();
  expect("audience" in issue).toBe(false);
  expect(await (database.db as any).selectFrom("mail_outbox").select("subject").execute()).toEqual([{ subject: "Hi" }]);
});
