import crypto from "node:crypto";
import pg from "pg";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import { openDatabase, postgresPool, type Database } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";

/**
 * A fresh, fully migrated database for one test: in-memory SQLite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a schema of its own there (reset to the migrated state on close and used again).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ sqlitePath: ":memory:", sqliteImage: await migratedSqliteImage() });
  const schemas = postgresSchemas(url);
  const taken = await schemas.take();
  const database = openDatabase({ databaseUrl: url, searchPath: taken.schema, pool: borrow(taken.pool) });
  let closed = false;
  const test: Database = {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await schemas.giveBack(taken);
    },
  };
  places.set(test, { url, schema: taken.schema });
  return test;
}

/**
 * PostgreSQL schemas for tests, per worker and server. Creating and migrating a schema costs about 0.15 s of this
 * process's CPU and 0.3-0.5 s of PostgreSQL's (its catalogue), so a closed test's schema is reset instead of dropped:
 * every table emptied and refilled with what the migrations wrote (seed content, the migration log), read from a
 * template schema migrated once per worker, and its sequences set as the template's. The next test finds the same
 * rows, ids and sequences a fresh migration gives (DELETE, not TRUNCATE: TRUNCATE makes new files for every table and
 * index, 0.17 s).
 * A new connection costs PostgreSQL about 45 ms of CPU on this machine (a forked server process that fills its
 * catalogue caches again), more than most tests' queries, and each test opened two to four. So a schema keeps its
 * pool of connections from one test to the next (each test borrows it: `borrow`), and one connection per worker
 * creates and resets the schemas.
 * Schemas are named after the run (TEST_RUN_ID, global-setup.ts), which drops them at its end.
 */
const pools = new Map<string, ReturnType<typeof schemaPool>>();
function postgresSchemas(url: string) {
  let pool = pools.get(url);
  if (!pool) pools.set(url, (pool = schemaPool(url)));
  return pool;
}

interface TestSchema {
  schema: string;
  pool: pg.Pool;
}

function schemaPool(url: string) {
  const prefix = `test_${process.env.TEST_RUN_ID ?? crypto.randomBytes(4).toString("hex")}_${crypto.randomBytes(3).toString("hex")}`;
  let count = 0;
  const free: TestSchema[] = [];
  // The worker's connection for creating and resetting schemas; opened again when it breaks.
  let admin: Promise<pg.Client> | undefined;
  const adminClient = () =>
    (admin ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      const forget = () => (admin = undefined);
      client.on("error", forget).on("end", forget);
      await client.connect();
      return client;
    })());
  const createMigrated = async (schema: string): Promise<TestSchema> => {
    await (await adminClient()).query(`create schema ${schema}`);
    const pool = postgresPool(url, schema);
    // An idle connection that breaks is dropped by the pool; unheard, its error would end the worker.
    pool.on("error", () => undefined);
    const database = openDatabase({ databaseUrl: url, searchPath: schema, pool: borrow(pool) });
    try {
      await migrateToLatest(database);
    } finally {
      await database.close();
    }
    return { schema, pool };
  };
  const template = `${prefix}_template`;
  const migratedTemplate = (async () => (await createMigrated(template)).pool.end())();
  const resetScript = migratedTemplate.then(async () => resetStatements(await adminClient(), template));
  const templateShape = migratedTemplate.then(async () => schemaShape(await adminClient(), template));
  return {
    async take(): Promise<TestSchema> {
      return free.pop() ?? (await createMigrated(`${prefix}_${++count}`));
    },
    async giveBack(taken: TestSchema) {
      const [script, shape] = await Promise.all([resetScript, templateShape]);
      const client = await adminClient();
      try {
        // A schema a test changed beyond its rows (a migration test that went down and stopped there, say) is not used
        // again: the reset copies rows only, and the next test would find the migration log saying "latest" over
        // another schema's tables and columns (0043's test once failed that way, by the order the files ran in).
        if ((await schemaShape(client, taken.schema)) === shape) {
          await client.query(script(taken.schema));
          free.push(taken);
          return;
        }
      } catch (error) {
        console.warn(`Test schema ${taken.schema} could not be reset, so it is dropped: ${String(error)}`);
      }
      await taken.pool.end();
      await client.query(`drop schema if exists ${taken.schema} cascade`);
    },
  };
}

/**
 * One test database's use of a schema's pool: connections as from the pool itself, and `end` (Kysely's destroy)
 * waits until the test's connections are back and refuses any after it, as pg.Pool's own end does, so nothing a
 * closed test left running reaches the schema once the next test has it.
 */
function borrow(pool: pg.Pool): PostgresPool {
  let lent = 0;
  let ended = false;
  let allBack: (() => void) | undefined;
  const refused = () => new Error("Cannot use a pool after calling end on the pool");
  return {
    async connect(): Promise<PostgresPoolClient> {
      if (ended) throw refused();
      const client = await pool.connect();
      if (ended) {
        client.release();
        throw refused();
      }
      lent += 1;
      let released = false;
      return {
        query: client.query.bind(client) as PostgresPoolClient["query"],
        release: () => {
          if (released) return;
          released = true;
          client.release();
          if (--lent === 0) allBack?.();
        },
      };
    },
    end() {
      ended = true;
      return lent === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allBack = resolve));
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

/**
 * What a schema is made of, as one string: its relations (tables, indexes, sequences, views) by name and kind, and
 * the tables' columns by name, type, nullability and default. Equal for two schemas the same migrations made.
 */
async function schemaShape(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string | null }>(
    `select string_agg(item, ',' order by item) as shape from (
       select c.relkind::text || ':' || c.relname as item
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1
       union all
       select c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
              || ':' || coalesce(regexp_replace(pg_get_expr(d.adbin, d.adrelid), $2, '', 'g'), '')
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     ) items`,
    // A default that names a sequence names it with its schema: compared without it.
    [schema, `${schema}\\.`],
  );
  return rows[0]?.shape ?? "";
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
