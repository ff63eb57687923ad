import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type CompiledQuery, type DatabaseConnection, type Driver, type PostgresPool, type SqliteDatabase } from "kysely";
import type pg from "pg";
import type { DB } from "./schema";
import { htmlText } from "./html-text";
import { startSqliteReader } from "./sqlite-reader.server";
import { StripNulPlugin } from "./strip-nul-plugin";

export type DatabaseKind = "sqlite" | "postgres";

const requirePackage = createRequire(import.meta.url);

/**
 * The PostgreSQL driver, required when a PostgreSQL database is first opened: a server on SQLite never loads it
 * (about 0.09 CPU-s of every start; issue 38). `pg` is CommonJS, so this stays synchronous.
 */
export function postgresDriver(): typeof pg {
  return requirePackage("pg") as typeof pg;
}

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** The raw better-sqlite3 handle (SQLite only): backups and integrity checks need it. */
  sqlite?: SQLite.Database;
  /** The PostgreSQL schema in use when it is not the default one. */
  schema?: string;
  /**
   * Runs a read-only query compiled by `db`. On a SQLite file it runs on a second thread (sqlite-reader.server.ts),
   * for reads long enough to hold up other requests (site search); elsewhere it runs as `db` would run it.
   */
  read<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL. */
  databaseUrl?: string;
  /** SQLite file path, or ":memory:" for tests. */
  sqlitePath?: string;
  /** PostgreSQL schema to work in (tests give each database its own). */
  searchPath?: string;
  /** With ":memory:": start as a copy of this serialized database (`sqlite.serialize()`), as tests start migrated. */
  sqliteImage?: Buffer;
  /** PostgreSQL: connections to use instead of a pool of its own (tests keep a schema's pool between tests). */
  pool?: PostgresPool;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl?.startsWith("postgres")) {
    const pool = options.pool ?? postgresPool(options.databaseUrl, options.searchPath);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new StripNulPlugin()] });
    return { kind: "postgres", db, schema: options.searchPath, read: readOn(db), close: () => db.destroy() };
  }
  const file = options.sqlitePath ?? ":memory:";
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = file === ":memory:" && options.sqliteImage ? new SQLite(options.sqliteImage) : new SQLite(file);
  // WAL lets readers work while a write is in progress; the busy timeout waits out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The search index's triggers (migration 0009-search) read a post's text through it.
  sqlite.function("html_text", { deterministic: true }, (html) => htmlText(typeof html === "string" ? html : null));
  const db = new Kysely<DB>({ dialect: new SqliteDialectKeepingTheCause(sqlite), plugins: [new StripNulPlugin()] });
  // An in-memory database exists on its own connection only, so the tests' databases are read there.
  if (file === ":memory:") return { kind: "sqlite", db, sqlite, read: readOn(db), close: () => db.destroy() };
  const reader = startSqliteReader(file);
  return {
    kind: "sqlite",
    db,
    sqlite,
    read: (query) => reader.read(query),
    close: async () => {
      await reader.close();
      await db.destroy();
    },
  };
}

/** The connections one PostgreSQL database (or schema, when `searchPath` names one) is used through. */
export function postgresPool(databaseUrl: string, searchPath?: string): pg.Pool {
  return new (postgresDriver().Pool)({ connectionString: databaseUrl, max: 10, options: searchPath ? `-c search_path=${searchPath}` : undefined });
}

const readOn =
  (db: Kysely<DB>) =>
  async <Row>(query: CompiledQuery<Row>): Promise<Row[]> =>
    (await db.executeQuery(query)).rows;

/** Distinct SQL texts kept prepared; the site runs a few hundred. */
const PREPARED_STATEMENTS = 500;

/**
 * SQLite rolls a transaction back by itself when a write fails with SQLITE_FULL or an I/O error. Kysely then sends its
 * own ROLLBACK, which fails with "no transaction is active" and is thrown instead of the error that caused it: a full
 * disk answered 500 where it must answer 503 (tests/e2e/disk-full.test.ts). So there is no ROLLBACK without a
 * transaction to roll back.
 */
class SqliteDialectKeepingTheCause extends SqliteDialect {
  private readonly database: SqliteDatabase;
  constructor(private readonly sqlite: SQLite.Database) {
    const database = preparingOnce(sqlite);
    super({ database });
    this.database = database;
  }
  override createDriver(): Driver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: this.database });
  }
}

/**
 * The handle Kysely uses, with each distinct SQL text prepared once: Kysely's driver prepares every query it runs,
 * and compiling a statement costs about as much as running one of the site's small queries (0.34 ms for site
 * search's, run once per /search request). A statement is reused one query at a time (the driver holds its single
 * connection for each query, and we never stream), and SQLite prepares a cached statement again by itself when the
 * schema changes. Past PREPARED_STATEMENTS texts, the least recently used is dropped.
 */
function preparingOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else statement = sqlite.prepare(source);
      statements.set(source, statement);
      if (statements.size > PREPARED_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Cheap round trip used by /healthz. */
export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
