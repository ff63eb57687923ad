import { startServer as startProductionServer, type RunningServer } from "../../scripts/lib/start-server";

export { freePort, type RunningServer } from "../../scripts/lib/start-server";

/**
 * What every test app and test server runs with unless a test says otherwise: cheap password hashes, since the suite
 * signs in over a thousand times (app/modules/auth/password-hashing.server.ts; one test keeps the standard cost).
 */
export const TEST_SERVER_ENV = { PASSWORD_HASHING: "cheap-for-tests" };

/**
 * The production server (scripts/lib/start-server.ts, shared with `npm run bench`) with the tests' settings. Without
 * V8's optimizing compiler: a test server lives for one file and a few hundred requests, too short for TurboFan's
 * compiles (on other threads) to pay back: six browser files took 37.6 CPU-s of their servers against 42.5, and a
 * start 3.0 against 3.4 (2026-11-27). The JIT tier changes no behaviour; the bench keeps the default.
 */
export function startServer(options: Parameters<typeof startProductionServer>[0] = {}): Promise<RunningServer> {
  return startProductionServer({ nodeFlags: ["--no-opt"], ...options, env: { ...TEST_SERVER_ENV, ...options.env } });
}
