import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";

/** One temporary folder per test run, for every temporaryDirectory() of its workers; removed at the end of the run. */
export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-run-"));
  // nginx's workers (user "nobody" when the tests run as root) must reach a cache folder inside it.
  fs.chmodSync(root, 0o755);
  process.env.TEST_TEMP_ROOT = root;
  // The PostgreSQL schemas of this run's tests are named after it (tests/support/database.ts) and dropped at its end.
  // (Each project runs this setup: they share one id.)
  const runId = (process.env.TEST_RUN_ID ??= crypto.randomBytes(4).toString("hex"));
  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropRunSchemas(process.env.TEST_DATABASE_URL, runId);
  };
}

async function dropRunSchemas(url: string, runId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like $1",
      [`test\\_${runId}\\_%`],
    );
    for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
  } finally {
    await client.end();
  }
}
