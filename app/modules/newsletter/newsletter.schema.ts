import { z } from "~/modules/forms/zod";

export const newsletterMessages = {
  subscribed: "Thank you for subscribing! Please check your inbox and confirm your subscription.",
  alreadySubscribed: "This email address is already subscribed to our newsletter.",
  invalidEmail: "Please enter a valid email address.",
  failure: "There was a problem subscribing. Please try again later.",
  sendAgain: "Please press Subscribe again to confirm your email address.",
} as const;

/** The footer's Subscribe box. The address is compared and stored lower-cased. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .catch("")
    .pipe(z.email({ message: newsletterMessages.invalidEmail }).max(254, { message: newsletterMessages.invalidEmail })),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** What the /newsletter action answers (the footer form shows `message`). */
export interface NewsletterResult {
  ok: boolean;
  message: string;
  /** Nothing is wrong with the address: the visitor is asked to send it once more (see subscribeToNewsletter). */
  again?: boolean;
}

/** The admin's action on one subscriber (/admin/subscribers). */
export const subscriberActionSchema = z.object({
  intent: z.enum(["delete", "not-spam"], { message: "Unknown action." }),
  id: z.coerce.number({ message: "Invalid subscriber id." }).int().positive({ message: "Invalid subscriber id." }),
});
