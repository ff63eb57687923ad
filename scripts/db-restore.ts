// npm run db:restore -- <backup folder> — puts a backup made by db:backup back into DATA_DIR. Stop the server first:
// the command refuses while one runs on DATA_DIR. The replaced files are kept under DATA_DIR/backups/replaced-<time>/.
import path from "node:path";
import { RestoreRefused, restoreSqlite } from "../app/db/backup.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
const backupDir = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!backupDir) {
  console.error("Usage: npm run db:restore -- <backup folder>");
  process.exit(2);
}
if (env.databaseKind === "postgres") {
  console.error("DATABASE_URL is PostgreSQL: restore it with pg_restore (see docs/deployment.md).");
  process.exit(1);
}
try {
  const { replacedDir, counts } = restoreSqlite({ dataDir: env.DATA_DIR, backupDir: path.resolve(backupDir) });
  console.log(`Restored ${backupDir} into ${env.DATA_DIR}.`);
  if (replacedDir) console.log(`The previous database and uploads were moved to ${replacedDir}.`);
  console.log(JSON.stringify({ counts }));
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
