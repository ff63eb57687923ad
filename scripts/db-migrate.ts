// npm run db:migrate — brings the configured database (SQLite in DATA_DIR, or DATABASE_URL) up to date.
import path from "node:path";
import { openDatabase } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
const { results } = await migrateToLatest(database);
for (const result of results ?? []) console.log(`${result.status}: ${result.migrationName}`);
if (!results?.length) console.log("Database already up to date.");
await database.close();
