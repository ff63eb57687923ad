import type { ServerBuild } from "react-router";
import type { Logger } from "pino";
import { isUnavailableError, unavailableResponse } from "../app/db/unavailable.server";

type RouteModule = Record<string, unknown> & {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

/**
 * Wraps every loader and action of the server build once, so a store that is unavailable (read-only or full
 * disk, SQLite busy or failing I/O, PostgreSQL down) answers 503 with Retry-After on every page, form action and
 * JSON route, instead of each route knowing about it. Everything else still reaches the error boundary as a 500.
 */
export function mapUnavailableErrors(build: ServerBuild, logger: Logger): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const original = route.module as unknown as RouteModule;
    const module: RouteModule = { ...original };
    for (const key of ["loader", "action"] as const) {
      const handler = original[key];
      if (!handler) continue;
      module[key] = async (args: unknown) => {
        try {
          return await handler(args);
        } catch (error) {
          if (!isUnavailableError(error)) throw error;
          logger.error({ err: error, route: id, handler: key }, "storage unavailable");
          throw unavailableResponse();
        }
      };
    }
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  return { ...build, routes };
}
