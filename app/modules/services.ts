import type { Logger } from "pino";
import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import type { Auth } from "./auth/auth.server";
import type { PageViewCounter } from "./analytics/page-view-counter.server";
import type { PageCache } from "./cache/page-cache.server";
import type { Clock } from "./clock";
import type { FileStorage } from "./storage/file-storage.server";

/**
 * Everything a use case can be handed, built once per process (server/services.ts) and by tests with their own
 * database and clock. A use case takes `(services, input)` and names only the part it needs, e.g.
 * `Pick<AppServices, "database" | "clock">`, so a test or a script can hand it just that.
 */
export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  auth: Auth;
  /** Rendered anonymous pages; content writes call pageCache.invalidate(). */
  pageCache: PageCache;
  /** Files: private resumes and public media, on the local disk or an S3-compatible store (STORAGE_URL). */
  storage: FileStorage;
  clock: Clock;
  /** Public page views counted in memory, written in batches (decision 0033); `enabled` is ANALYTICS. */
  analytics: PageViewCounter;
}
