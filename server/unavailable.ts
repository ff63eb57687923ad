import type { ServerBuild } from "react-router";
import type { Logger } from "pino";
import { isUnavailableError, unavailableResponse } from "../app/db/unavailable.server";

type HeadersArgs = { parentHeaders: Headers; errorHeaders?: Headers };
type RouteModule = Record<string, unknown> & {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  headers?: HeadersInit | ((args: HeadersArgs) => HeadersInit);
  ErrorBoundary?: unknown;
};

/**
 * Wraps every loader and action of the server build once, so a store that is unavailable (read-only or full
 * disk, SQLite busy or failing I/O, PostgreSQL down) answers 503 with Retry-After on every page, form action and
 * JSON route, instead of each route knowing about it. Everything else still reaches the error boundary as a 500.
 * A page's 503 is rendered by an error boundary, whose route decides the document's headers: there the 503's
 * Retry-After is passed on too.
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
    if (original.ErrorBoundary) module.headers = keepingRetryAfter(original.headers);
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  return { ...build, routes };
}

/** The route's own headers (or its parent's, as React Router does without a `headers` export), plus a 503's Retry-After. */
function keepingRetryAfter(own: RouteModule["headers"]) {
  return (args: HeadersArgs) => {
    const headers = new Headers(typeof own === "function" ? own(args) : (own ?? args.parentHeaders));
    const retryAfter = args.errorHeaders?.get("Retry-After");
    if (retryAfter) {
      headers.set("Retry-After", retryAfter);
      headers.set("Cache-Control", "no-store");
    }
    return headers;
  };
}
