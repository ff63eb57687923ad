import { startPeriodicJob, type PeriodicJob } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import { countQuarantinedApplications, purgeQuarantinedApplications } from "~/modules/careers/applications.server";
import { countQuarantinedMessages, purgeQuarantinedMessages } from "~/modules/contact/contact.server";
import { countQuarantinedSubscribers, purgeQuarantinedSubscribers } from "~/modules/newsletter/newsletter.server";

type Services = Pick<AppServices, "database" | "env" | "logger" | "storage" | "clock">;

export interface QuarantineCounts {
  applications: number;
  messages: number;
  subscribers: number;
}

/** What waits in the three spam folders (applications, contact messages, newsletter sign-ups). */
export async function countQuarantined(services: Pick<AppServices, "database">): Promise<QuarantineCounts> {
  const [applications, messages, subscribers] = await Promise.all([
    countQuarantinedApplications(services),
    countQuarantinedMessages(services),
    countQuarantinedSubscribers(services),
  ]);
  return { applications, messages, subscribers };
}

/**
 * Deletes what has waited in quarantine longer than SPAM_RETENTION_DAYS, resume files included. Safe to run on
 * several instances at once: each row is deleted once, and only while it is still quarantined.
 */
export async function purgeExpiredQuarantine(services: Services): Promise<QuarantineCounts> {
  const cutoff = new Date(services.clock.now().getTime() - services.env.SPAM_RETENTION_DAYS * 86_400_000).toISOString();
  const purged = {
    applications: await purgeQuarantinedApplications(services, { cutoff }),
    messages: await purgeQuarantinedMessages(services, { cutoff }),
    subscribers: await purgeQuarantinedSubscribers(services, { cutoff }),
  };
  if (purged.applications + purged.messages + purged.subscribers > 0) services.logger.info({ purged, cutoff }, "spam quarantine purged");
  return purged;
}

/** Runs the purge shortly after start and then hourly, on every instance (each delete is guarded). */
export function startQuarantinePurge(services: Services): PeriodicJob {
  return startPeriodicJob("quarantine purge", () => purgeExpiredQuarantine(services), { intervalMs: 60 * 60 * 1000, logger: services.logger });
}
