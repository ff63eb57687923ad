// npm run db:backup [-- --out <folder>] — a consistent copy of the live SQLite database (online backup API) and of
// the uploads, into <folder>/backup-<time>/ (default DATA_DIR/backups). Safe while the server runs.
import { backupSqlite } from "../app/db/backup.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
if (env.databaseKind === "postgres") {
  console.error("DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/deployment.md); uploads live on the shared volume or object store.");
  process.exit(1);
}
const outIndex = process.argv.indexOf("--out");
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const { dir, manifest } = await backupSqlite({ dataDir: env.DATA_DIR, outDir });
console.log(`Backup written to ${dir}`);
console.log(JSON.stringify({ counts: manifest.counts, uploads: manifest.uploads, integrity: manifest.integrity }));
