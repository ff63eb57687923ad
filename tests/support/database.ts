import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";

/**
 * A fresh, fully migrated database for one test: in-memory SQLite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a schema of its own there (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ sqlitePath: ":memory:", sqliteImage: await migratedSqliteImage() });
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ databaseUrl: url, searchPath: schema });
  await migrateToLatest(database);
  let closed = false;
  const test: Database = {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
  schemas.set(test, { url, schema });
  return test;
}

/**
 * A SQLite database migrated once per worker, serialized: each test's database starts as a copy of it (about 1 ms)
 * instead of running every migration again (about 60 ms of CPU, a thousand times a run). The migrations themselves
 * still run here, and from an empty file at every server start.
 */
let sqliteImage: Promise<Buffer> | undefined;
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const database = openDatabase({ sqlitePath: ":memory:" });
    await migrateToLatest(database);
    const image = database.sqlite!.serialize();
    await database.close();
    return image;
  })();
  return sqliteImage;
}

const schemas = new WeakMap<Database, { url: string; schema: string }>();

/**
 * A second instance's own connection to a test database (PostgreSQL), as a second server process has; on SQLite
 * (in memory, one process) the same database. The caller closes it.
 */
export function connectAgain(database: Database): Database {
  const place = schemas.get(database);
  if (!place) return { ...database, close: async () => undefined };
  return openDatabase({ databaseUrl: place.url, searchPath: place.schema });
}
