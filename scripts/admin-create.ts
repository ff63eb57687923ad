// npm run admin:create -- --email boss@example.com --password 'a-long-password' [--name "Boss"]
// Creates the admin, or promotes an existing account (its password is left as it is).
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { loadEnv } from "../app/env.server";
import { ensureAdmin } from "../app/modules/auth/accounts.server";
import { createAuth } from "../app/modules/auth/auth.server";
import { checkNewPassword } from "../app/modules/auth/password-strength.server";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } });
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]");
  process.exit(2);
}
const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
await migrateToLatest(database);
// An admin's password, so the staff rule: 12 characters, not guessable, not the company's name (checked even when
// the account exists and only gets promoted, so a weak password is never typed into a command line as an admin's).
const refused = await checkNewPassword({ database }, "admin", values.password, { email: values.email, name: values.name });
if (refused) {
  console.error(refused);
  await database.close();
  process.exit(2);
}
const outcome = await ensureAdmin({ auth: createAuth(database, env), database }, { email: values.email, password: values.password, name: values.name });
console.log(`${values.email}: ${outcome === "created" ? "admin created" : outcome === "promoted" ? "promoted to admin" : "already an admin"}`);
await database.close();
