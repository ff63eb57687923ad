// npm run admin:create -- --email boss@example.com --password 'a-long-password' [--name "Boss"]
// Creates the admin, or promotes an existing account (its password is left as it is).
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { loadEnv } from "../app/env.server";
import { ensureAdmin } from "../app/modules/auth/accounts.server";
import { MIN_PASSWORD_LENGTH } from "../app/modules/auth/auth.schema";
import { createAuth } from "../app/modules/auth/auth.server";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } });
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]");
  process.exit(2);
}
if (values.password.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}
const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
await migrateToLatest(database);
const outcome = await ensureAdmin({ auth: createAuth(database, env), database }, { email: values.email, password: values.password, name: values.name });
console.log(`${values.email}: ${outcome === "created" ? "admin created" : outcome === "promoted" ? "promoted to admin" : "already an admin"}`);
await database.close();
