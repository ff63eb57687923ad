import { Migrator, sql, type DatabaseIntrospector, type Kysely, type MigrationResultSet } from "kysely";
import type { Database } from "./database.server";
import type { DB } from "./schema";
import { migrations } from "./migrations";

/**
 * The Migrator for `database`, with every migration; also for tests that migrate down and up again, which
 * otherwise read every schema's tables and fail when another test drops its schema at that moment.
 */
export function createMigrator(database: Database): Migrator {
  return new Migrator({
    db: database.kind === "postgres" ? withOwnSchemaTables(database.db) : database.db,
    provider: { getMigrations: async () => migrations },
    // Named explicitly: looked up by introspection, Kysely could find another schema's migration table.
    migrationTableSchema: database.schema,
  });
}

export async function migrateToLatest(database: Database): Promise<MigrationResultSet> {
  const result = await createMigrator(database).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/**
 * The Migrator asks whether its two tables exist through `db.introspection.getTables()`, which on PostgreSQL reads
 * every column of every table in every schema of the database, with a function call per column. Each test database
 * is a schema of one PostgreSQL database (tests/support/database.ts), so every migration paid for all the schemas
 * alive at the time (about 0.5 s a call with 80 of them, two calls a migration, two migrations a test app). The
 * Migrator only reads the tables' names and schemas, so it gets the tables of the schema in use (the search path's,
 * where it creates them) from pg_tables; everything else is the same Kysely instance.
 */
function withOwnSchemaTables(db: Kysely<DB>): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ name: string; schema: string }>`
        select tablename as name, schemaname as schema from pg_catalog.pg_tables where schemaname = current_schema()`.execute(db);
      return rows.map((row) => ({ ...row, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === "introspection") return introspection;
      const value: unknown = Reflect.get(target, key, target);
      // Kysely's methods read private fields: they must run on the instance itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
