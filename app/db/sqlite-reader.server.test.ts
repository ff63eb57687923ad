import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database.server";
import { isUnavailableError } from "./unavailable.server";

/** Database.read on a SQLite file: the query runs on the reader thread, with its own read-only connection. */
let directory: string;
let database: Database;

beforeEach(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-reader-"));
  database = openDatabase({ sqlitePath: path.join(directory, "site.sqlite") });
  await sql`create table notes (id integer primary key, body text, score real, note text)`.execute(database.db);
  await sql`insert into notes (body, score, note) values ('कृत्रिम बुद्धिमत्ता', 1.5, null), (${"marked \u0001this\u0002"}, -2, 'x')`.execute(database.db);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("Database.read on a SQLite file", () => {
  it("answers the same rows as the main connection, parameters bound", async () => {
    const query = sql<Record<string, unknown>>`select id, body, score, note, length(body) as letters from notes where id >= ${1} order by id`.compile(
      database.db,
    );
    const main = (await database.db.executeQuery(query)).rows;
    expect(main).toHaveLength(2);
    expect(await database.read(query)).toEqual(main);
  });

  it("reads only what was committed, on its own connection", async () => {
    const count = sql<{ count: number }>`select count(*) as count from notes`.compile(database.db);
    database.sqlite!.exec("begin; insert into notes (body) values ('not yet')");
    // The main connection sees its own open transaction; the reader does not, and is not blocked by it (WAL).
    expect((await database.db.executeQuery(count)).rows).toEqual([{ count: 3 }]);
    expect(await database.read(count)).toEqual([{ count: 2 }]);
    database.sqlite!.exec("commit");
    expect(await database.read(count)).toEqual([{ count: 3 }]);
  });

  it("keeps an error's message and SQLite code, so a busy or broken store still answers 503", async () => {
    const error = await database.read(sql`select * from missing`.compile(database.db)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "SQLITE_ERROR", message: expect.stringMatching(/no such table: missing/) });
    // isUnavailableError reads the code: a missing table is a bug (500), not an unavailable store (503).
    expect(isUnavailableError(error)).toBe(false);
    expect(isUnavailableError({ ...(error as object), code: "SQLITE_BUSY" })).toBe(true);
    // A statement that writes is refused, and the reader answers the next query.
    await expect(database.read(sql`delete from notes`.compile(database.db))).rejects.toThrow(/only queries that return rows/);
    expect(await database.read(sql<{ id: number }>`select id from notes order by id`.compile(database.db))).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("answers a read still running when the database closes with an error, and nothing after", async () => {
    const slow = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n`;
    const running = database.read(slow.compile(database.db));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    await expect(running).rejects.toThrow(/reader stopped/);
    await expect(database.read(sql`select 1`.compile(database.db))).rejects.toThrow(/closed/);
  });
});
