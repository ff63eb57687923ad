import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

/**
 * Backups of the embedded SQLite database and the uploads folder. The database is copied with SQLite's online
 * backup API (a consistent snapshot while the server keeps writing); the uploads are copied after it, so every
 * application in the snapshot finds its resume (resumes are written before their row and never changed).
 * PostgreSQL deployments use pg_dump/pg_restore instead (docs/deployment.md).
 */
export const DATABASE_FILE = "site.sqlite";
export const PID_FILE = "server.pid";
const COUNTED_TABLES = ["contact_messages", "applications", "posts", "positions", "newsletter_subscribers", "mail_outbox", "user", "session"];

export interface BackupManifest {
  createdAt: string;
  database: string;
  integrity: string;
  counts: Record<string, number>;
  uploads: number;
}

function tableCounts(db: SQLite.Database): Record<string, number> {
  const present = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((row) => row.name));
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    if (present.has(table)) counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
  }
  return counts;
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()).length;
}

/** Opens a database file read-only and checks it; the manifest's figures come from the copy, not the live file. */
export function inspectDatabase(file: string): { integrity: string; counts: Record<string, number> } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return { integrity: String(db.pragma("integrity_check", { simple: true })), counts: tableCounts(db) };
  } finally {
    db.close();
  }
}

export async function backupSqlite(options: { dataDir: string; outDir?: string; now?: Date }): Promise<{ dir: string; manifest: BackupManifest }> {
  const source = path.join(options.dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const dir = path.join(options.outDir ?? path.join(options.dataDir, "backups"), `backup-${stamp}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    // Small steps let the server's writes go on between them; SQLite restarts the copy if the source changes.
    await live.backup(path.join(dir, DATABASE_FILE), { progress: () => 200 });
  } finally {
    live.close();
  }
  const uploads = path.join(options.dataDir, "uploads");
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dir, "uploads"), { recursive: true });
  const { integrity, counts } = inspectDatabase(path.join(dir, DATABASE_FILE));
  if (integrity !== "ok") throw new Error(`The backup failed its integrity check: ${integrity}`);
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database: DATABASE_FILE, integrity, counts, uploads: countFiles(path.join(dir, "uploads")) };
  fs.writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** The pid of a server that is running on this DATA_DIR (it writes server.pid while it listens), or null. */
export function runningServerPid(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  if (!fs.existsSync(file)) return null;
  const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // A stale file: the server was killed without shutting down.
  }
}

export class RestoreRefused extends Error {}

/**
 * Puts a backup in place of DATA_DIR's database and uploads. Refuses while a server runs on the folder. What was
 * there before is moved aside (DATA_DIR/backups/replaced-<time>/), never deleted.
 */
export function restoreSqlite(options: { dataDir: string; backupDir: string; now?: Date }): { replacedDir: string | null; counts: Record<string, number> } {
  const pid = runningServerPid(options.dataDir);
  if (pid) throw new RestoreRefused(`A server (pid ${pid}) is running on ${options.dataDir}: stop it first, then restore.`);
  const backupFile = path.join(options.backupDir, DATABASE_FILE);
  if (!fs.existsSync(backupFile)) throw new RestoreRefused(`${options.backupDir} holds no ${DATABASE_FILE}: not a backup folder.`);
  const { integrity, counts } = inspectDatabase(backupFile);
  if (integrity !== "ok") throw new RestoreRefused(`The backup failed its integrity check: ${integrity}`);

  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const replacedDir = path.join(options.dataDir, "backups", `replaced-${stamp}`);
  let moved = false;
  for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, "uploads"]) {
    const current = path.join(options.dataDir, name);
    if (!fs.existsSync(current)) continue;
    fs.mkdirSync(replacedDir, { recursive: true, mode: 0o700 });
    fs.renameSync(current, path.join(replacedDir, name));
    moved = true;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  // Copy to a temporary name first: a crash mid-copy never leaves a half database under the real name.
  const temporary = path.join(options.dataDir, `${DATABASE_FILE}.restoring`);
  fs.copyFileSync(backupFile, temporary);
  fs.renameSync(temporary, path.join(options.dataDir, DATABASE_FILE));
  const uploads = path.join(options.backupDir, "uploads");
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(options.dataDir, "uploads"), { recursive: true });
  return { replacedDir: moved ? replacedDir : null, counts };
}
