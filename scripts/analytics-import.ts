// npm run analytics:import [-- --log <file>] — counts the page views nginx answered from its cache since the last
// import (docs/deployment.md, "Page views behind nginx's cache"; decision 0033). Run it every few minutes (a
// systemd timer or cron) and once more before the log is rotated. Default log: /var/log/nginx/site-analytics.log.
import path from "node:path";
import pino from "pino";
import { openDatabase } from "../app/db/database.server";
import { loadEnv } from "../app/env.server";
import { importCacheLog } from "../app/modules/analytics/cache-log-import.server";

const env = loadEnv();
if (!env.ANALYTICS) {
  console.error("ANALYTICS=off: nothing is counted, so the log is not read.");
  process.exit(1);
}
const logIndex = process.argv.indexOf("--log");
const file = logIndex > 0 ? process.argv[logIndex + 1] : "/var/log/nginx/site-analytics.log";
if (!file) {
  console.error("Usage: npm run analytics:import -- --log <file>");
  process.exit(2);
}
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
try {
  const result = await importCacheLog({ database, env, clock: { now: () => new Date() }, logger: pino({ level: env.LOG_LEVEL }) }, { file });
  console.log(JSON.stringify(result));
} finally {
  await database.close();
}
