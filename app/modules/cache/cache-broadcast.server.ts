import crypto from "node:crypto";
import type pg from "pg";
import { notifyChannel } from "./cache-broadcast.repository.server";
import type { Logger } from "pino";
import { postgresDriver, type Database } from "~/db/database.server";
import type { PageCache } from "./page-cache.server";

export const PAGE_CACHE_CHANNEL = "page_cache_invalidated";
const RECONNECT_MS = 2_000;

export interface CacheBroadcast {
  stop(): Promise<void>;
}

/**
 * Several instances on one PostgreSQL database keep their page caches in step: every local invalidation is
 * announced with NOTIFY, and each instance LISTENs on a connection of its own and drops its cache when another
 * instance announces one. Notifications sent while the listener was disconnected are lost, so every (re)connect
 * drops the cache too: a stale page can live at most until the listener is back.
 */
export function startCacheBroadcast(options: { databaseUrl: string; database: Database; pageCache: PageCache; logger: Logger }): CacheBroadcast {
  const { databaseUrl, database, pageCache, logger } = options;
  const instanceId = crypto.randomUUID();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  // The payload names the sender (so it ignores its own) and the scope ("<instance> everything" for site settings).
  const unsubscribe = pageCache.onInvalidate((_reason, _paths, scope) => {
    notifyChannel(database.db, PAGE_CACHE_CHANNEL, scope === "everything" ? `${instanceId} everything` : instanceId).catch((error: unknown) => logger.warn({ err: error }, "page cache invalidation not broadcast"));
  });

  function reconnectLater() {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  async function connect() {
    const listener = new (postgresDriver().Client)({ connectionString: databaseUrl });
    listener.on("notification", (message) => {
      const [sender, scope] = (message.payload ?? "").split(" ");
      if (sender !== instanceId) pageCache.invalidateLocal(scope === "everything" ? "everything" : "content");
    });
    listener.on("error", (error) => {
      logger.warn({ err: error }, "page cache listener lost its connection");
      reconnectLater();
    });
    listener.on("end", reconnectLater);
    try {
      await listener.connect();
      await listener.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      if (stopped) return void (await listener.end());
      client = listener;
      // What was missed may have been a settings change, which every page shows.
      pageCache.invalidateLocal("everything");
    } catch (error) {
      logger.warn({ err: error }, "page cache listener could not connect");
      listener.removeAllListeners("end");
      await listener.end().catch(() => undefined);
      reconnectLater();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
