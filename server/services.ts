import path from "node:path";
import pino from "pino";
import type { AppServices } from "../app/context";
import { openDatabase, type Database } from "../app/db/database.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { seedSampleContent } from "../app/modules/sample-content/sample-content.server";
import { DEV_ADMIN_PASSWORD, EnvError, type Env } from "../app/env.server";
import { ensureAdmin } from "../app/modules/auth/accounts.server";
import { createAuth } from "../app/modules/auth/auth.server";
import { checkNewPassword } from "../app/modules/auth/password-strength.server";
import { PageViewCounter } from "../app/modules/analytics/page-view-counter.server";
import { PageCache } from "../app/modules/cache/page-cache.server";
import { startPurgeHook } from "../app/modules/cache/purge-hook.server";
import { staticPagePaths } from "../app/modules/cache/static-pages";
import { systemClock, type Clock } from "../app/modules/clock";
import { createStorage } from "../app/modules/storage/storage.server";
import { syncSearchCopy } from "../app/modules/content/content.server";

/** Opens the database, brings its schema up to date and seeds sample content on first start. */
export async function createServices(env: Env, overrides: { database?: Database; clock?: Clock } = {}): Promise<AppServices> {
  const logger = pino({ level: env.LOG_LEVEL, base: { service: "site" } });
  const database =
    overrides.database ?? openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.join(env.DATA_DIR, "site.sqlite") });
  const { results } = await migrateToLatest(database);
  for (const migration of results ?? []) logger.info({ migration: migration.migrationName, status: migration.status }, "migration");
  if (await seedSampleContent(database)) logger.info("sample content seeded");
  const searchPages = await syncSearchCopy({ database, env });
  if (searchPages.written || searchPages.removed) logger.info(searchPages, "search index: marketing pages synced");
  const auth = createAuth(database, env);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await refuseWeakAdminPassword(database, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const outcome = await ensureAdmin({ auth, database }, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (outcome !== "unchanged") logger.info({ email: env.ADMIN_EMAIL, outcome }, "admin account");
  }
  const storage = createStorage(env);
  const pageCache = new PageCache({ staticPaths: staticPagePaths(), maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 });
  if (env.CACHE_PURGE_URL) startPurgeHook({ pageCache, purgeUrl: env.CACHE_PURGE_URL, publicUrl: env.PUBLIC_URL, logger });
  const clock = overrides.clock ?? systemClock;
  const analytics = new PageViewCounter({ env, logger, database, clock });
  return { env, logger, database, auth, pageCache, storage, clock, analytics };
}

/**
 * ADMIN_PASSWORD meets the staff rule every admin password meets (length, not guessable, not the person's or the
 * company's name), checked after the migrations so the company's name is the settings'. A refusal is a
 * configuration error naming the variable (main.ts prints it and exits). The documented local default is not
 * checked: it passes (password-strength.server.test.ts), strict mode refuses it, and checking it would build
 * zxcvbn's dictionaries (about 1 CPU-s) on every local and test start.
 */
async function refuseWeakAdminPassword(database: Database, admin: { email: string; password: string }): Promise<void> {
  if (admin.password === DEV_ADMIN_PASSWORD) return;
  const refused = await checkNewPassword({ database }, "admin", admin.password, { email: admin.email });
  if (refused) {
    await database.close();
    throw new EnvError(`Invalid configuration:\n  ADMIN_PASSWORD: ${refused}`);
  }
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.database.close();
}
