import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { runAuditRetention } from "~/modules/audit/audit.server";
import { startPeriodicJob, type PeriodicJob } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import { runWebhookLogRetention } from "~/modules/webhooks/webhooks.server";
import { deleteApplicationHistory } from "./application-history.repository.server";
import { deleteApplicationRow, listExpiredApplicationRows } from "./applications.repository.server";
import { countPositionsClosingBetween } from "./positions.repository.server";

type Services = Pick<AppServices, "database" | "env" | "logger" | "storage" | "clock"> & Partial<Pick<AppServices, "pageCache">>;

const DAY_MS = 86_400_000;
const BATCH = 100;

/**
 * Deletes applications and their resumes, notes and history once kept as long as the privacy policy says:
 * APPLICATION_RETENTION_DAYS after the position closed, or TALENT_POOL_RETENTION_DAYS after applying for
 * candidates who joined the talent pool. Logs counts, never personal data. Returns how many were deleted.
 */
export async function purgeExpiredApplications(services: Services): Promise<number> {
  const now = services.clock.now().getTime();
  const closedBefore = new Date(now - services.env.APPLICATION_RETENTION_DAYS * DAY_MS).toISOString();
  const appliedBefore = new Date(now - services.env.TALENT_POOL_RETENTION_DAYS * DAY_MS).toISOString();
  const { db } = services.database;
  let deleted = 0;
  let filesLeft = 0;
  for (;;) {
    const rows = await listExpiredApplicationRows(db, { closedBefore, appliedBefore, limit: BATCH });
    for (const row of rows) {
      const id = Number(row.id);
      const gone = await db.transaction().execute(async (trx) => {
        await deleteApplicationHistory(trx, id);
        return deleteApplicationRow(trx, id);
      });
      if (!gone) continue;
      deleted += 1;
      await services.storage.remove(row.resume_key).catch(() => (filesLeft += 1));
    }
    if (rows.length < BATCH) break;
  }
  services.logger.info({ deleted, filesLeft, closedBefore, appliedBefore }, "application retention: expired applications deleted");
  return deleted;
}

/**
 * The daily retention run, once across all instances: the first to claim the day's key in the database purges;
 * the others get null. A run that fails after its claim is caught up the next day (the purge works by cut-off).
 */
export async function runApplicationRetention(services: Services): Promise<number | null> {
  const now = services.clock.now().toISOString();
  if (!(await claimAppMeta(services.database.db, `job:application-retention:${now.slice(0, 10)}`, now))) return null;
  return purgeExpiredApplications(services);
}

/**
 * The careers housekeeping of one instance: positions whose closing date passed since the last tick leave the
 * cached pages (each instance drops its own cache), and on a new day the retention runs are tried (applications,
 * the audit log's entries past AUDIT_RETENTION_DAYS, the webhook delivery log's past 30 days).
 */
export function careersHousekeeping(services: Services): { tick(): Promise<void> } {
  let lastTick = services.clock.now().toISOString();
  let retentionDay = "";
  return {
    async tick() {
      const now = services.clock.now().toISOString();
      if ((await countPositionsClosingBetween(services.database.db, lastTick, now)) > 0) services.pageCache?.invalidateLocal();
      lastTick = now;
      if (now.slice(0, 10) !== retentionDay) {
        retentionDay = now.slice(0, 10);
        await runApplicationRetention(services);
        // The site's other daily retention: the audit log's older entries (claimed once across instances too).
        await runAuditRetention(services);
        // ... and the webhook delivery log's (DELIVERY_RETENTION_DAYS).
        await runWebhookLogRetention(services);
      }
    },
  };
}

/** Every minute on every instance: a cached page shows a position at most a minute past its closing time. */
export function startCareersJobs(services: Services, intervalMs = 60_000): PeriodicJob {
  const housekeeping = careersHousekeeping(services);
  return startPeriodicJob("careers housekeeping", () => housekeeping.tick(), { intervalMs, logger: services.logger });
}
