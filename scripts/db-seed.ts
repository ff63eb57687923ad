// npm run db:seed — adds the sample content (posts, positions) again, even if it was seeded before.
import path from "node:path";
import { openDatabase } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedSampleContent } from "../app/modules/sample-content/sample-content.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
await migrateToLatest(database);
await seedSampleContent(database, { force: true });
console.log("Sample content seeded.");
await database.close();
