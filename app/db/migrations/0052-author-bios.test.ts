import { afterEach, beforeEach, expect, it } from "vitest";
import { sql } from "kysely";
import type { Database } from "~/db/database.server";
import { createMigrator, migrateToLatest } from "~/db/migrate.server";
import { createTestDatabase } from "../../../tests/support/database";

/** 0052: each bio there was becomes the bio of the language its script says, once; going down keeps the English one. */
let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
  const before = await createMigrator(database).migrateTo("0051-privacy-policy-page");
  if (before.error) throw before.error;
  const now = new Date().toISOString();
  // Written as the table was before 0052 (one `bio`), so through raw SQL.
  for (const [id, bio] of [["u1", "Writes about cloud costs."], ["u2", "स्क्रीन रीडर ऐप बनाती हैं।"], ["u3", ""]] as const) {
    await sql`insert into author_profiles (user_id, slug, bio, updated_at) values (${id}, ${`author-${id}`}, ${bio}, ${now})`.execute(database.db);
  }
});
afterEach(() => database.close());

const bios = async () =>
  Object.fromEntries((await sql<{ user_id: string; bios: string }>`select user_id, bios from author_profiles order by user_id`.execute(database.db)).rows.map((row) => [row.user_id, JSON.parse(row.bios)]));

it("keeps each bio as the bio of its script's language, and an empty one as none", async () => {
  const result = await migrateToLatest(database);
  if (result.error) throw result.error;
  expect(await bios()).toEqual({ u1: { en: "Writes about cloud costs." }, u2: { hi: "स्क्रीन रीडर ऐप बनाती हैं।" }, u3: {} });
});

it("goes down to one bio: the English one, else the first", async () => {
  const up = await migrateToLatest(database);
  if (up.error) throw up.error;
  await sql`update author_profiles set bios = ${JSON.stringify({ en: "Cloud.", hi: "क्लाउड।" })} where user_id = 'u1'`.execute(database.db);
  const down = await createMigrator(database).migrateTo("0051-privacy-policy-page");
  if (down.error) throw down.error;
  const rows = await sql<{ user_id: string; bio: string }>`select user_id, bio from author_profiles order by user_id`.execute(database.db);
  expect(rows.rows.map((row) => [row.user_id, row.bio])).toEqual([["u1", "Cloud."], ["u2", "स्क्रीन रीडर ऐप बनाती हैं।"], ["u3", ""]]);
});
