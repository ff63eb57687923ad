import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import type { BackupManifest } from "~/db/backup.server";
import { filesUnder } from "../support/careers";
import { startServer, type RunningServer } from "../support/server";
import { sendApplication, sendContact, TEST_SECRET } from "../support/submissions";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";

const root = path.resolve(import.meta.dirname, "../..");
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

/** Runs an npm script as its own process without blocking this one (the server's visitors keep writing). */
function npmRun(script: string, args: string[], dataDir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

function readDatabase(dataDir: string) {
  const db = new SQLite(path.join(dataDir, "site.sqlite"), { readonly: true });
  try {
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      messages: (db.prepare("select count(*) as n from contact_messages").get() as { n: number }).n,
      applications: (db.prepare("select resume_key from applications").all() as Array<{ resume_key: string }>).map((row) => row.resume_key).sort(),
    };
  } finally {
    db.close();
  }
}

describe("npm run db:backup and db:restore (SQLite)", () => {
  // Two server starts and three `npm run`s (npm, then tsx compiling the script) in one test: 60.2 s timed out at a load
  // average of 16 on the 2 cores (2026-11-27); each start alone may take up to its own 60 s (scripts/lib/start-server.ts).
  it("backs up a live database while visitors write, refuses to restore under a running server, then restores it", { timeout: 180_000 }, async () => {
    server = await startServer({ env: { SESSION_SECRET: TEST_SECRET } });
    const dataDir = server.dataDir;
    for (let i = 0; i < 3; i += 1) expect((await sendApplication(server.url, `Early ${i}`, `10.2.0.${i}`)).status).toBe(201);

    // Writes keep coming while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const response = await sendContact(server!.url, `During ${written}`, `10.2.1.${written % 250}`);
        expect(response.status).toBe(200);
        written += 1;
      }
    })();
    const out = temporaryDirectory("site-backups-");
    const backup = await npmRun("db:backup", ["--out", out], dataDir);
    writing = false;
    await writer;
    expect(backup.status, backup.output).toBe(0);
    const [folder] = fs.readdirSync(out);
    const backupDir = path.join(out, folder!);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
    expect(manifest.integrity).toBe("ok");
    expect(manifest.counts.applications).toBe(3);
    expect(manifest.uploads).toBe(3);
    expect(written).toBeGreaterThan(0);
    expect(manifest.counts.contact_messages).toBeLessThanOrEqual(written);

    // After the backup: more data that the restore must roll back.
    expect((await sendApplication(server.url, "Late", "10.2.2.1")).status).toBe(201);
    const refused = await npmRun("db:restore", [backupDir], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("stop it first");

    expect(await server.stop()).toBe(0);
    server = undefined;
    const restored = await npmRun("db:restore", [backupDir], dataDir);
    expect(restored.status, restored.output).toBe(0);
    const after = readDatabase(dataDir);
    expect(after.integrity).toBe("ok");
    expect(after.messages).toBe(manifest.counts.contact_messages);
    expect(after.applications).toHaveLength(3);
    expect(filesUnder(path.join(dataDir, "uploads")).sort()).toEqual(after.applications);
    expect(fs.readdirSync(path.join(dataDir, "backups")).some((name) => name.startsWith("replaced-"))).toBe(true);

    // The restored folder serves again.
    server = await startServer({ dataDir, env: { SESSION_SECRET: TEST_SECRET } });
    expect((await sendContact(server.url, "After Restore", "10.2.3.1")).status).toBe(200);
    console.log(`backup taken while ${written} contact messages were sent; it holds ${manifest.counts.contact_messages}`);
  });
});
