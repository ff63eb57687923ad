/**
 * Run before each test file (vitest.config.ts `setupFiles`): a browser file (tests/e2e) gets the browser tests'
 * limits, since a real server, Chromium and the other worker share two cores. Vitest puts its configuration back after
 * each file. Set here rather than in a project of their own, so that one worker runs in-process and browser files in
 * turn without being replaced (vitest.config.ts).
 */
import { expect, vi } from "vitest";

if (expect.getState().testPath?.includes("/tests/e2e/")) {
  vi.setConfig({
    testTimeout: 60_000,
    // A beforeAll that starts a server waits up to its 60 s start timeout (scripts/lib/start-server.ts).
    hookTimeout: 90_000,
    // The default 1 s is too short for a real server on a busy two-core machine (password hashing alone).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  });
}
