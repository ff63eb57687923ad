import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import SlowestFirstSequencer from "./tests/support/slowest-first";

/**
 * Both projects share one pool of workers and start together, slowest files first (tests/support/slowest-first.ts):
 * a browser file mostly waits on its server and Chromium, a unit file on HTTP and the database, so one worker per
 * core leaves the cores idle about half of the time (docs/testing.md has the measurements).
 */
const WORKERS = os.availableParallelism() + 1;

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          testTimeout: 20_000,
          maxWorkers: WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
          // The default 1 s is too short for a real server on a busy two-core machine (password hashing alone).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
