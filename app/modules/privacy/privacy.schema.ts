import { z } from "~/modules/forms/zod";

/** The admin's personal-data page: one address to look up, export or erase. */
export const personLookupSchema = z.object({
  email: z.string({ error: "Please enter an email address." }).trim().toLowerCase().max(254, "Please enter a valid email address.").pipe(z.email("Please enter a valid email address.")),
});

export const personEraseSchema = personLookupSchema.extend({
  intent: z.literal("erase", { error: "Unknown action." }),
});
