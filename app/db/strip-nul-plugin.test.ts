import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";

describe("StripNulPlugin", () => {
  it("removes NUL characters from values, value lists and raw parameters before they reach the database", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    await db.insertInto("app_meta").values({ key: "k\u0000ey", value: "a\u0000b" }).execute();
    expect(await db.selectFrom("app_meta").selectAll().where("key", "in", ["k\u0000ey"]).execute()).toEqual([{ key: "key", value: "ab" }]);
    const raw = await sql<{ value: string }>`select value from app_meta where key = ${"ke\u0000y"}`.execute(db);
    expect(raw.rows).toEqual([{ value: "ab" }]);
    await database.close();
  });
});
