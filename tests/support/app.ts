import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import type { Database } from "~/db/database.server";
import type { Clock } from "~/modules/clock";
import { loadEnv } from "~/env.server";
import { createServer } from "../../server/app";
import { createServices } from "../../server/services";
import { createTestDatabase } from "./database";
import { checkApiAnswer } from "./openapi-conformance";
import { TEST_SERVER_ENV } from "./server";

export interface TestApp {
  url: string;
  services: AppServices;
  database: Database;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

const buildPath = path.resolve(import.meta.dirname, "../../build/server/index.js");

/**
 * The real Express app and the real server build (run `npm run build` first), on a free loopback port, over a
 * fresh in-memory SQLite database. For integration tests that speak HTTP. `fetch` fails the test on an answer
 * from /api/ that the OpenAPI document does not describe.
 */
export async function startTestApp(envOverrides: Record<string, string> = {}, options: { logger?: Logger; clock?: Clock; prerender?: boolean } = {}): Promise<TestApp> {
  const build = (await import(buildPath)) as ServerBuild;
  const database = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/unused-test-data", ...TEST_SERVER_ENV, ...envOverrides });
  const created = await createServices(env, { database, ...(options.clock ? { clock: options.clock } : {}) });
  const services = { ...created, ...(options.logger ? { logger: options.logger } : {}), ...(options.clock ? { clock: options.clock } : {}) };
  const server = createServer({ services, build, clientDir: path.resolve(import.meta.dirname, "../../build/client"), prerender: options.prerender });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    services,
    database,
    // Every /api/ answer must be what the OpenAPI document says (tests/support/openapi-conformance.ts).
    fetch: async (pathname, init) => {
      const response = await fetch(`${url}${pathname}`, { redirect: "manual", ...init });
      await checkApiAnswer(init?.method ?? "GET", pathname, response);
      return response;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
