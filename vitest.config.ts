import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          testTimeout: 20_000,
          // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, which ran the files
          // one after another. The files wait on HTTP and the database as much as they compute (decision 0019).
          maxWorkers: os.availableParallelism(),
          sequence: { groupOrder: 0 },
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
          maxWorkers: 2,
          // The default 1 s is too short for a real server on a busy two-core machine (password hashing alone).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
