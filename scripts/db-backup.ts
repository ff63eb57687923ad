// npm run db:backup [-- --out <folder>] — a consistent copy of the live SQLite database (online backup API) and of
// the uploads, into <folder>/backup-<time>/ (default DATA_DIR/backups). Safe while the server runs. With
// STORAGE_URL (an object store) the files are not copied: the bucket's own versioning keeps them (README).
import { backupSqlite } from "../app/db/backup.server";
import { loadEnv } from "../app/env.server";

const env = loadEnv();
const bucketNote = env.STORAGE_URL
  ? "Files (resumes, media) are in the object store named by STORAGE_URL and are NOT in this backup: turn on the bucket's versioning (or replication) so they can be restored."
  : null;
if (env.databaseKind === "postgres") {
  console.error("DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/deployment.md).");
  console.error(bucketNote ?? "Uploads: copy DATA_DIR/uploads (or the shared uploads volume).");
  process.exit(1);
}
const outIndex = process.argv.indexOf("--out");
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const { dir, manifest } = await backupSqlite({ dataDir: env.DATA_DIR, outDir });
console.log(`Backup written to ${dir}`);
if (bucketNote) console.log(bucketNote);
console.log(JSON.stringify({ counts: manifest.counts, uploads: manifest.uploads, integrity: manifest.integrity }));
