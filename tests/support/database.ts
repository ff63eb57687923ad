import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";

/**
 * A fresh, fully migrated database for one test: in-memory SQLite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a schema of its own there (reset to the migrated state on close and used again).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ sqlitePath: ":memory:", sqliteImage: await migratedSqliteImage() });
  const schemas = postgresSchemas(url);
  const schema = await schemas.take();
  const database = openDatabase({ databaseUrl: url, searchPath: schema });
  let closed = false;
  const test: Database = {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await schemas.giveBack(schema);
    },
  };
  places.set(test, { url, schema });
  return test;
}

/**
 * PostgreSQL schemas for tests, per worker and server. Creating and migrating a schema costs about 0.15 s of this
 * process's CPU and 0.3-0.5 s of PostgreSQL's (its catalogue), once per test: the largest part of the PostgreSQL
 * pass. So a closed test's schema is reset instead of dropped: every table emptied and refilled with what the
 * migrations wrote (seed content, the migration log), read from a template schema migrated once per worker, and its
 * sequences set as the template's. The next test finds the same rows, ids and sequences a fresh migration gives.
 * Measured per test database: 0.01 s of this process's CPU and 0.035 s of PostgreSQL's, against 0.12 and 0.3-0.44 to
 * create and migrate one (DELETE, not TRUNCATE: TRUNCATE makes new files for every table and index, 0.17 s).
 * Schemas are named after the run (TEST_RUN_ID, global-setup.ts), which drops them at its end.
 */
const pools = new Map<string, ReturnType<typeof schemaPool>>();
function postgresSchemas(url: string) {
  let pool = pools.get(url);
  if (!pool) pools.set(url, (pool = schemaPool(url)));
  return pool;
}

function schemaPool(url: string) {
  const prefix = `test_${process.env.TEST_RUN_ID ?? crypto.randomBytes(4).toString("hex")}_${crypto.randomBytes(3).toString("hex")}`;
  let count = 0;
  const free: string[] = [];
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const createMigrated = async (schema: string) => {
    await withClient((client) => client.query(`create schema ${schema}`));
    const database = openDatabase({ databaseUrl: url, searchPath: schema });
    try {
      await migrateToLatest(database);
    } finally {
      await database.close();
    }
  };
  const template = `${prefix}_template`;
  const resetScript = (async () => {
    await createMigrated(template);
    return withClient((client) => resetStatements(client, template));
  })();
  return {
    async take(): Promise<string> {
      const reused = free.pop();
      if (reused) return reused;
      const schema = `${prefix}_${++count}`;
      await createMigrated(schema);
      return schema;
    },
    async giveBack(schema: string) {
      const script = await resetScript;
      try {
        await withClient((client) => client.query(script(schema)));
        free.push(schema);
      } catch (error) {
        // A schema a test changed beyond its rows (a table dropped, say) is not used again.
        console.warn(`Test schema ${schema} could not be reset, so it is dropped: ${String(error)}`);
        await withClient((client) => client.query(`drop schema if exists ${schema} cascade`));
      }
    },
  };
}

/** One script that empties a test schema and gives it the template's rows and sequence values. */
async function resetStatements(client: pg.Client, template: string): Promise<(schema: string) => string> {
  const { rows: tables } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array_agg(quote_ident(a.attname) order by a.attnum) filter (where a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname`,
    [template],
  );
  const filled: { table: string; columns: string[] }[] = [];
  for (const table of tables) {
    const { rows } = await client.query(`select exists (select from ${template}.${quoteIdent(table.table)}) as has`);
    if (rows[0].has) filled.push(table);
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = $1`,
    [template],
  );
  return (schema) =>
    [
      // Replica mode: the copied rows already hold what triggers would compute, and foreign keys are not re-checked.
      `set session_replication_role = replica`,
      ...tables.map((t) => `delete from ${schema}.${quoteIdent(t.table)}`),
      ...filled.map(
        (t) =>
          `insert into ${schema}.${quoteIdent(t.table)} (${t.columns.join(", ")}) overriding system value ` +
          `select ${t.columns.join(", ")} from ${template}.${quoteIdent(t.table)}`,
      ),
      ...sequences.map((q) =>
        q.value === null
          ? `select setval('${schema}.${quoteIdent(q.name)}', 1, false)`
          : `select setval('${schema}.${quoteIdent(q.name)}', ${Number(q.value)}, true)`,
      ),
      `set session_replication_role = origin`,
    ].join(";\n");
}

function quoteIdent(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
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

const places = new WeakMap<Database, { url: string; schema: string }>();

/**
 * A second instance's own connection to a test database (PostgreSQL), as a second server process has; on SQLite
 * (in memory, one process) the same database. The caller closes it.
 */
export function connectAgain(database: Database): Database {
  const place = places.get(database);
  if (!place) return { ...database, close: async () => undefined };
  return openDatabase({ databaseUrl: place.url, searchPath: place.schema });
}
