import { startPeriodicJob, type PeriodicJob } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import type { Result } from "~/modules/result";
import { countQuarantinedApplications, deleteQuarantinedApplication, purgeQuarantinedApplications, releaseApplication } from "~/modules/careers/applications.server";
import { countQuarantinedMessages, markMessageNotSpam, purgeQuarantinedMessages, removeQuarantinedMessage } from "~/modules/contact/contact.server";
import { countQuarantinedSubscribers, purgeQuarantinedSubscribers, releaseSubscriber, removeQuarantinedSubscriber } from "~/modules/newsletter/newsletter.server";
import type { SpamBulkAction, SpamFolder } from "./quarantine.schema";

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

type ItemAction = (services: Services, input: { id: number }) => Promise<Result<undefined, "not-found">>;

/** Each folder's own one-item "Not spam" and Delete, so a bulk action mails and deletes exactly as they do. */
const itemActions: Record<SpamFolder, Record<SpamBulkAction["intent"], ItemAction>> = {
  applications: { "bulk-not-spam": releaseApplication, "bulk-delete": deleteQuarantinedApplication },
  messages: { "bulk-not-spam": markMessageNotSpam, "bulk-delete": removeQuarantinedMessage },
  subscribers: { "bulk-not-spam": releaseSubscriber, "bulk-delete": removeQuarantinedSubscriber },
};

/**
 * "Not spam" or Delete for the selected items of a Spam folder, one item at a time through that folder's own use
 * case. Each is guarded: an item released or deleted meanwhile (another admin, a double click) counts as gone, and
 * nothing happens to it twice.
 */
export async function actOnSpam(services: Services, input: { folder: SpamFolder; action: SpamBulkAction }): Promise<{ done: number; gone: number }> {
  const act = itemActions[input.folder][input.action.intent];
  const ids = new Set(input.action.ids);
  let done = 0;
  for (const id of ids) if ((await act(services, { id })).ok) done += 1;
  return { done, gone: ids.size - done };
}
