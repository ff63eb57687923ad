import type { Logger } from "pino";
import type { PageCache } from "./page-cache.server";

/**
 * Tells a CDN (or a purging proxy) which pages a content write changed: POSTs {"reason", "paths", "urls"} as JSON
 * to CACHE_PURGE_URL after each local invalidation. The paths are the ones our cache held for content pages; a
 * CDN that kept others purges them when their s-maxage runs out. Fire and forget: a purge that fails is logged,
 * never fails the write, and the s-maxage bounds how long the CDN serves the old page.
 */
export function startPurgeHook(options: { pageCache: PageCache; purgeUrl: string; publicUrl: string; logger: Logger }): () => void {
  const { pageCache, purgeUrl, publicUrl, logger } = options;
  return pageCache.onInvalidate((reason, paths) => {
    if (paths.length === 0) return;
    const body = JSON.stringify({ reason, paths, urls: paths.map((path) => `${publicUrl}${path}`) });
    fetch(purgeUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body, signal: AbortSignal.timeout(10_000) })
      .then((response) => {
        if (!response.ok) logger.warn({ purgeUrl, status: response.status }, "CDN purge refused");
      })
      .catch((error: unknown) => logger.warn({ err: error, purgeUrl }, "CDN purge failed"));
  });
}
