import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import type { Logger } from "pino";
import type { Auth } from "~/modules/auth/auth.server";
import type { PageCache } from "~/modules/cache/page-cache.server";

/**
 * What the server hands every loader and action (React Router's load context). Built once per process in
 * server/app.ts; tests build their own with a fresh database.
 */
export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  auth: Auth;
  /** Rendered anonymous pages; content writes call pageCache.invalidate(). */
  pageCache: PageCache;
}

export interface RequestContext extends AppServices {
  requestId: string;
  cspNonce: string;
  /** The visitor's address (the proxy's X-Forwarded-For only when the proxy is on loopback). */
  clientIp: string;
  /** This request's signed form token (issued by the page cache middleware, so a cached page gets a fresh one). */
  formToken?: string;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
