import { startPeriodicJob, type PeriodicJob } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import { runPageSchedule } from "~/modules/pages/page-schedule.server";
import { runPublishingSchedule } from "./post-workflow.server";
import { forgetStalePresence } from "./presence.server";
import { runRevisionRetention } from "./revisions.server";

type Services = Pick<AppServices, "database" | "clock" | "env" | "logger"> & Partial<Pick<AppServices, "pageCache">>;

/**
 * The blog's housekeeping on one instance: every tick, scheduled posts and pages that are due go public (and expired ones
 * back to draft), exactly once across instances; on a new day, revisions are thinned (claimed once across
 * instances) and old presence beats forgotten. A restart that missed a post's moment publishes it at the first tick.
 */
export function blogHousekeeping(services: Services): { tick(): Promise<void> } {
  let day = "";
  return {
    async tick() {
      await runPublishingSchedule(services);
      // Pages of blocks are scheduled as posts are (decision 0043), on the same tick.
      await runPageSchedule(services);
      const today = services.clock.now().toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        await runRevisionRetention(services);
        await forgetStalePresence(services);
      }
    },
  };
}

/** Every 30 seconds: a scheduled post is public, and out of every cached page, within a minute of its time. */
export function startBlogJobs(services: Services, intervalMs = 30_000): PeriodicJob {
  const housekeeping = blogHousekeeping(services);
  return startPeriodicJob("blog housekeeping", () => housekeeping.tick(), { intervalMs, firstRunMs: 2_000, logger: services.logger });
}
