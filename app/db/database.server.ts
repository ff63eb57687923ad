import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { DB } from "./schema";
import { htmlText } from "./html-text";
import { StripNulPlugin } from "./strip-nul-plugin";

export type DatabaseKind = "sqlite" | "postgres";

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** The raw better-sqlite3 handle (SQLite only): backups and integrity checks need it. */
  sqlite?: SQLite.Database;
  /** The PostgreSQL schema in use when it is not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL. */
  databaseUrl?: string;
  /** SQLite file path, or ":memory:" for tests. */
  sqlitePath?: string;
  /** PostgreSQL schema to work in (tests give each database its own). */
  searchPath?: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl?.startsWith("postgres")) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new StripNulPlugin()] });
    return { kind: "postgres", db, schema: options.searchPath, close: () => db.destroy() };
  }
  const file = options.sqlitePath ?? ":memory:";
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers work while a write is in progress; the busy timeout waits out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The search index's triggers (migration 0009-search) read a post's text through it.
  sqlite.function("html_text", { deterministic: true }, (html) => htmlText(typeof html === "string" ? html : null));
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new StripNulPlugin()] });
  return { kind: "sqlite", db, sqlite, close: () => db.destroy() };
}

/** Cheap round trip used by /healthz. */
export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
