import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.server";

/** Counts the statements Kysely has better-sqlite3 compile, by SQL text. */
function countPrepares(database: ReturnType<typeof openDatabase>): Map<string, number> {
  const counts = new Map<string, number>();
  const sqlite = database.sqlite!;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    counts.set(source, (counts.get(source) ?? 0) + 1);
    return prepare(source);
  }) as typeof sqlite.prepare;
  return counts;
}

describe("the SQLite handle (statements prepared once)", () => {
  it("compiles a query's SQL once, however often it runs and with whatever values", async () => {
    const database = openDatabase({ sqlitePath: ":memory:" });
    await sql`create table notes (id integer primary key, body text)`.execute(database.db);
    const counts = countPrepares(database);
    for (const body of ["one", "two", "three"])
      await database.db
        .insertInto("notes" as never)
        .values({ body } as never)
        .execute();
    const select = () => sql<{ body: string }>`select body from notes where id > ${0} order by id`.execute(database.db);
    expect((await select()).rows.map((row) => row.body)).toEqual(["one", "two", "three"]);
    expect((await select()).rows).toHaveLength(3);
    expect([...counts.values()]).toEqual([1, 1]);
    await database.close();
  });

  it("answers a kept statement with the table as it is now, after the schema changed", async () => {
    const database = openDatabase({ sqlitePath: ":memory:" });
    await sql`create table notes (id integer primary key, body text)`.execute(database.db);
    await sql`insert into notes (body) values ('one')`.execute(database.db);
    const selectAll = () => sql<Record<string, unknown>>`select * from notes`.execute(database.db);
    expect((await selectAll()).rows).toEqual([{ id: 1, body: "one" }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(database.db);
    expect((await selectAll()).rows).toEqual([{ id: 1, body: "one", pinned: 0 }]);
    await database.close();
  });

  it("keeps a statement failing on a constraint usable for the next values", async () => {
    const database = openDatabase({ sqlitePath: ":memory:" });
    await sql`create table tags (name text primary key)`.execute(database.db);
    const insert = (name: string) => sql`insert into tags (name) values (${name})`.execute(database.db);
    await insert("a");
    await expect(insert("a")).rejects.toThrow(/UNIQUE/);
    await insert("b");
    expect((await sql<{ name: string }>`select name from tags order by name`.execute(database.db)).rows).toEqual([{ name: "a" }, { name: "b" }]);
    await database.close();
  });
});
