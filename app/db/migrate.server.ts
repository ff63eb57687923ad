import { Migrator, type MigrationResultSet } from "kysely";
import type { Database } from "./database.server";
import { migrations } from "./migrations";

export async function migrateToLatest(database: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
