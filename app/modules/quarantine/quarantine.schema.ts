import { z } from "~/modules/forms/zod";

/** The three spam folders of the admin. */
export type SpamFolder = "applications" | "messages" | "subscribers";

/** More than a page of any folder: a selection is what the admin sees. */
export const MAX_BULK_ITEMS = 200;

export const spamBulkMessages = {
  nothingSelected: "Select at least one item first.",
  tooMany: `Select at most ${MAX_BULK_ITEMS} items at once.`,
  invalidId: "The selection could not be read. Please reload the page and try again.",
} as const;

/** A Spam folder's bulk form: the intent and the selected rows' ids (`ids`, repeated). */
export const spamBulkActionSchema = z.object({
  intent: z.enum(["bulk-not-spam", "bulk-delete"], {
    message: "Unknown action.",
  }),
  ids: z
    .array(
      z.coerce
        .number({ message: spamBulkMessages.invalidId })
        .int({ message: spamBulkMessages.invalidId })
        .positive({ message: spamBulkMessages.invalidId }),
    )
    .min(1, { message: spamBulkMessages.nothingSelected })
    .max(MAX_BULK_ITEMS, { message: spamBulkMessages.tooMany }),
});

export type SpamBulkAction = z.infer<typeof spamBulkActionSchema>;

const nouns: Record<SpamFolder, [string, string]> = {
  applications: ["application", "applications"],
  messages: ["message", "messages"],
  subscribers: ["sign-up", "sign-ups"],
};

/** "3 sign-ups released." / "1 message deleted; 2 were no longer in the spam folder." */
export function spamBulkOutcome(folder: SpamFolder, intent: SpamBulkAction["intent"], done: number, gone: number): string {
  const [one, many] = nouns[folder];
  const head = `${done} ${done === 1 ? one : many} ${intent === "bulk-delete" ? "deleted" : "released"}`;
  return gone === 0 ? `${head}.` : `${head}; ${gone} ${gone === 1 ? "was" : "were"} no longer in the spam folder.`;
}
