import path from "node:path";
import type { ServerBuild } from "react-router";

const buildPath = path.resolve(import.meta.dirname, "../../build/server/index.js");

export interface BuiltRoute {
  id: string;
  /** The full URL pattern, parents' segments included ("/admin/messages"). */
  pattern: string;
  hasAction: boolean;
  hasLoader: boolean;
  /** Under the admin layout or an admin-only path. */
  underAdmin: boolean;
}

/** Every route of the real server build (run `npx react-router build` first), with its full pattern. */
export async function loadRouteTable(): Promise<BuiltRoute[]> {
  const build = (await import(buildPath)) as ServerBuild;
  const routes = build.routes;
  const patternOf = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId && route.parentId !== "root" ? patternOf(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent || "/";
  };
  return Object.values(routes)
    .filter((route) => route && route.id !== "root")
    .map((route) => {
      const pattern = patternOf(route!.id);
      return {
        id: route!.id,
        pattern,
        hasAction: Boolean(route!.module.action),
        hasLoader: Boolean(route!.module.loader),
        underAdmin: pattern === "/admin" || pattern.startsWith("/admin/"),
      };
    });
}

/** A concrete URL for a pattern: each `:param` becomes the value given, or an id that does not exist. */
export function concretePath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "999999").replace(/\/\*$/, "/no-such-page");
}
