import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { startPeriodicJob, type PeriodicJob } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import { closeDaysBefore, deleteRollupsBefore } from "./analytics.repository.server";
import { dayOf } from "./page-view-counter.server";

type Services = Pick<AppServices, "database" | "clock" | "env" | "logger" | "analytics">;

/** How often each instance writes its counts: a report is at most this late, a crash loses at most this much. */
export const ANALYTICS_FLUSH_MS = 10_000;

/**
 * The end of the day for analytics: every day before today gets its unique visitors counted, then its visitor
 * hashes and its salt are deleted (from the database and from this process), so a hash can no longer be linked to
 * anyone; roll-ups older than ANALYTICS_RETENTION_DAYS go too. Once per day across instances (claimed in app_meta).
 */
export async function closeAnalyticsDays(services: Services): Promise<{ daysClosed: number; saltsDeleted: number; rollupsDeleted: number } | null> {
  const now = services.clock.now();
  const today = dayOf(now);
  services.analytics.forgetSaltBefore(today);
  if (!(await claimAppMeta(services.database.db, `job:analytics-close:${today}`, now.toISOString()))) return null;
  const { days, salts } = await closeDaysBefore(services.database.db, today);
  const firstKept = dayOf(new Date(now.getTime() - services.env.ANALYTICS_RETENTION_DAYS * 86_400_000));
  const rollupsDeleted = await deleteRollupsBefore(services.database.db, firstKept);
  services.logger.info({ daysClosed: days, saltsDeleted: salts, rollupsDeleted }, "analytics: past days closed");
  return { daysClosed: days, saltsDeleted: salts, rollupsDeleted };
}

/** Every ANALYTICS_FLUSH_MS on every instance: writes the counts, and on a new day closes the days before it. stop() flushes once more. */
export function startAnalyticsJobs(services: Services): PeriodicJob {
  let closedFor = "";
  const tick = async () => {
    await services.analytics.flush();
    const today = dayOf(services.clock.now());
    if (today !== closedFor) {
      await closeAnalyticsDays(services);
      closedFor = today;
    }
  };
  const job = startPeriodicJob("analytics", tick, { intervalMs: ANALYTICS_FLUSH_MS, firstRunMs: ANALYTICS_FLUSH_MS, logger: services.logger });
  return {
    async stop() {
      await job.stop();
      await services.analytics.flush().catch(() => {});
    },
  };
}
