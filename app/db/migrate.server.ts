import { Migrator, type MigrationResultSet } from "kysely";
import type { Database } from "./database.server";
import { migrations } from "./migrations";

export async function migrateToLatest(database: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Named explicitly: looked up by introspection, Kysely could find another schema's migration table.
    migrationTableSchema: database.schema,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
