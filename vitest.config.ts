import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import SlowestFirstSequencer from "./tests/support/slowest-first";

/**
 * Every project shares one pool of workers and starts together, slowest files first (tests/support/slowest-first.ts),
 * so no project waits for another's last file. One worker per core: the run is CPU-bound (a browser file keeps a
 * server and Chromium busy beside its worker), and a third worker only stretched every file, past some timeouts
 * (decision 0023).
 */
// TEST_WORKERS overrides it, to measure: three workers took 901 s for the SQLite run that two finish in 801-834 s (the
// cores were busy 99% of the time), 2026-11-26.
const WORKERS = Number(process.env.TEST_WORKERS) || os.availableParallelism();

// The tests render with React's production build, as the server does: the development build (Vitest's default, from
// NODE_ENV=test) took about a quarter of the in-process tests' CPU. Set here, before Vite resolves its config, so that
// the test files' JSX is compiled for the same build.
process.env.NODE_ENV = "production";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

const unitFiles = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"];
const unit = {
  environment: "node",
  globalSetup: ["tests/support/global-setup.ts"],
  testTimeout: 20_000,
  // A test app on PostgreSQL (a schema, 15 migrations) and its first sign-in took over Vitest's default 10 s in a
  // beforeAll while the browser tests ran beside it.
  hookTimeout: 30_000,
  maxWorkers: WORKERS,
  // A worker keeps the modules it has loaded from one file to the next: importing the app (Express, the server build,
  // better-auth, Kysely) anew for each file was about 40% of these files' CPU. Nothing here mocks a module or changes
  // a global, and each test builds its own app and database (tests/support/app.ts), so files cannot see each other.
  isolate: false,
};
const browser = {
  environment: "node",
  globalSetup: ["tests/support/global-setup.ts"],
  testTimeout: 60_000,
  // A beforeAll that starts a server waits up to its 60 s start timeout (scripts/lib/start-server.ts).
  hookTimeout: 90_000,
  maxWorkers: WORKERS,
  // The default 1 s is too short for a real server on a busy two-core machine (password hashing alone).
  expect: { poll: { timeout: 15_000, interval: 100 } },
  // As in the unit project: a worker keeps playwright-core, axe and the support modules from one file to the next.
  // Each file starts its own server and browser. Six browser files took 13 CPU-s of the workers against 22.
  isolate: false,
};
// Two servers on one database: PostgreSQL only (tests/e2e/scale-out.test.ts).
const postgresOnly = ["tests/e2e/scale-out.test.ts"];

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), everything that reaches the database runs a second time there, in the
 * same pool: the unit project without the XSS corpus (decision 0019) and the two-instance test. The SQLite projects
 * are told there is none.
 */
const postgres = process.env.TEST_DATABASE_URL;
const sqliteEnv = { TEST_DATABASE_URL: "" };
const postgresProjects = postgres
  ? [
      {
        resolve: { alias },
        test: {
          ...unit,
          name: "unit-postgres",
          include: unitFiles,
          exclude: ["tests/security/xss.test.ts", "tests/security/xss-reflected.test.ts"],
          env: { TEST_DATABASE_URL: postgres },
        },
      },
      { resolve: { alias }, test: { ...browser, name: "e2e-postgres", include: postgresOnly, env: { TEST_DATABASE_URL: postgres } } },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      { resolve: { alias }, test: { ...unit, name: "unit", include: unitFiles, env: sqliteEnv } },
      { resolve: { alias }, test: { ...browser, name: "e2e", include: ["tests/e2e/**/*.test.ts"], exclude: postgresOnly, env: sqliteEnv } },
      ...postgresProjects,
    ],
  },
});
