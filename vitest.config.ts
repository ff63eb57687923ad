import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import SlowestFirstSequencer from "./tests/support/slowest-first";

/**
 * Both projects share one pool of workers, each project's files together, slowest first (tests/support/slowest-first.ts).
 * One worker per core: the run is CPU-bound (a browser file keeps a server and Chromium busy beside its worker), and a
 * third worker only stretched every file, past some timeouts (decision 0023).
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
// Two servers on one database: PostgreSQL only (tests/e2e/scale-out.test.ts).
const postgresOnly = ["tests/e2e/scale-out.test.ts"];

/**
 * One project per database, each holding the in-process tests and the browser tests alike: Vitest gives a worker the
 * next file only when it is the same project's (tests/support/slowest-first.ts), and a new worker imports the app,
 * playwright-core and axe again and launches its own Chromium. The browser files' longer timeouts come from
 * tests/support/browser-file-config.ts, by directory.
 */
const project = {
  environment: "node",
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: ["tests/support/browser-file-config.ts"],
  // A test app on PostgreSQL (a schema, 15 migrations) and its first sign-in took over Vitest's default 10 s in a
  // beforeAll while the browser tests ran beside it. (Browser files: 60 s and 90 s.)
  testTimeout: 20_000,
  hookTimeout: 30_000,
  maxWorkers: WORKERS,
  // A worker keeps the modules it has loaded from one file to the next: importing the app (Express, the server build,
  // better-auth, Kysely) anew for each file was about 40% of these files' CPU, and six browser files took 13 CPU-s of
  // the workers against 22. Nothing here mocks a module or changes a global, each test builds its own app and
  // database (tests/support/app.ts), and each browser file starts its own server, so files cannot see each other.
  isolate: false,
};

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), everything that reaches the database runs a second time there, in the
 * same pool: the in-process tests without the XSS corpus (decision 0019) and the two-instance test. The SQLite
 * project is told there is none.
 */
const postgres = process.env.TEST_DATABASE_URL;
const postgresProjects = postgres
  ? [
      {
        resolve: { alias },
        test: {
          ...project,
          name: "postgres",
          include: [...unitFiles, ...postgresOnly],
          exclude: ["tests/security/xss.test.ts", "tests/security/xss-reflected.test.ts"],
          env: { TEST_DATABASE_URL: postgres },
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: { ...project, name: "sqlite", include: [...unitFiles, "tests/e2e/**/*.test.ts"], exclude: postgresOnly, env: { TEST_DATABASE_URL: "" } },
      },
      ...postgresProjects,
    ],
  },
});
