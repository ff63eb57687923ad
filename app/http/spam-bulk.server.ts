import { data } from "react-router";
import { parseInput } from "~/modules/forms/parse-form";
import { actOnSpam } from "~/modules/quarantine/quarantine.server";
import { spamBulkActionSchema, spamBulkOutcome, type SpamFolder } from "~/modules/quarantine/quarantine.schema";
import type { AppServices } from "~/modules/services";
import { failureInit } from "./failure-response";

/** What a Spam folder's bulk form shows after it was sent (the page's actionData, or its fetcher's data). */
export interface SpamBulkResult {
  ok: boolean;
  bulk: true;
  message: string;
}

export function isSpamBulkIntent(values: FormData): boolean {
  return String(values.get("intent") ?? "").startsWith("bulk-");
}

/**
 * The bulk "Not spam" / Delete of a Spam folder, shared by the three inbox routes (their guard has run). The ids
 * come repeated (`ids=1&ids=2`), which the one-value form reader would drop.
 */
export async function answerSpamBulkAction(
  services: Pick<AppServices, "database" | "env" | "logger" | "storage" | "clock">,
  folder: SpamFolder,
  values: FormData,
) {
  const parsed = parseInput(spamBulkActionSchema, {
    intent: values.get("intent"),
    ids: values.getAll("ids"),
  });
  if (!parsed.ok) return data<SpamBulkResult>({ ok: false, bulk: true, message: parsed.message }, failureInit(parsed));
  const { done, gone } = await actOnSpam(services, {
    folder,
    action: parsed.value,
  });
  services.logger.info({ folder, intent: parsed.value.intent, done, gone }, "spam folder bulk action");
  return data<SpamBulkResult>({
    ok: true,
    bulk: true,
    message: spamBulkOutcome(folder, parsed.value.intent, done, gone),
  });
}
