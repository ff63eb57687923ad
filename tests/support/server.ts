import { startServer as startProductionServer, type RunningServer } from "../../scripts/lib/start-server";

export { freePort, type RunningServer } from "../../scripts/lib/start-server";

/**
 * What every test app and test server runs with unless a test says otherwise: cheap password hashes, since the suite
 * signs in over a thousand times (app/modules/auth/password-hashing.server.ts; one test keeps the standard cost).
 */
export const TEST_SERVER_ENV = { PASSWORD_HASHING: "cheap-for-tests" };

/** The production server (scripts/lib/start-server.ts, shared with `npm run bench`) with the tests' settings. */
export function startServer(options: Parameters<typeof startProductionServer>[0] = {}): Promise<RunningServer> {
  return startProductionServer({ ...options, env: { ...TEST_SERVER_ENV, ...options.env } });
}
