import type { Env } from "~/env.server";

/**
 * Cache-Control of an anonymous page: browsers ask again each time (max-age=0, answered by a 304 on the ETag);
 * a shared cache (CDN, nginx) keeps it s-maxage seconds and may serve it stale while it fetches a fresh one.
 * Content writes purge our cache at once and a CDN through CACHE_PURGE_URL (decision 0018).
 */
export function anonymousCacheControl(env: Pick<Env, "CACHE_SHARED_MAX_AGE_SECONDS" | "CACHE_STALE_WHILE_REVALIDATE_SECONDS">): string {
  return `public, max-age=0, s-maxage=${env.CACHE_SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${env.CACHE_STALE_WHILE_REVALIDATE_SECONDS}`;
}
