import { openDatabase, type Database } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";

/** A fresh, fully migrated in-memory SQLite database for one test. */
export async function createTestDatabase(): Promise<Database> {
  const database = openDatabase({ sqlitePath: ":memory:" });
  await migrateToLatest(database);
  return database;
}
