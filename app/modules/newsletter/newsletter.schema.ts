import { z } from "~/modules/forms/zod";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import { newsletterMessages, type NewsletterMessages } from "./newsletter-messages";

export { newsletterMessages, type NewsletterMessages };

/** The footer's Subscribe box, answering in `messages`' language. The address is compared and stored lower-cased. */
export const newsletterSchemaFor = (messages: Pick<NewsletterMessages, "invalidEmail">) =>
  z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .catch("")
      .pipe(z.email({ message: messages.invalidEmail }).max(254, { message: messages.invalidEmail })),
  });

export const newsletterSchema = newsletterSchemaFor(newsletterMessages);

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** What the /newsletter action answers (the footer form shows `message`). */
export interface NewsletterResult {
  ok: boolean;
  message: string;
  /** Nothing is wrong with the address: the visitor is asked to send it once more, now or later (see subscribeToNewsletter). */
  again?: boolean;
}

/** The admin's action on one subscriber (/admin/subscribers). */
export const subscriberActionSchema = z.object({
  intent: z.enum(["delete", "not-spam"], { message: "Unknown action." }),
  id: z.coerce.number({ message: "Invalid subscriber id." }).int().positive({ message: "Invalid subscriber id." }),
});

export const composeMessages = {
  pickPost: "Please choose a published post.",
  subjectRequired: "Please enter a subject.",
  messageRequired: "Please write the message.",
  subjectTooLong: "The subject must be at most 150 characters.",
  messageTooLong: "The message must be at most 20000 characters.",
  badTime: "Please enter a date and time such as 2026-05-01 09:30.",
  pastTime: "Please choose a time in the future.",
  badLanguage: `Please choose the language: ${LOCALES.join(" or ")}.`,
  badAudience: "Please choose who receives the newsletter.",
} as const;

/** Who receives a newsletter (decision 0045). */
export const newsletterAudiences = ["language", "all"] as const;
export type NewsletterAudience = (typeof newsletterAudiences)[number];

const optionalText = (max: number, message: string) => z.string().trim().max(max, { message }).catch((ctx) => (typeof ctx.value === "string" ? ctx.value.slice(0, max + 1) : ""));

/** The admin's newsletter composer (/admin/newsletter): a published post, or a message of one's own. */
export const composeSchema = z
  .object({
    source: z.enum(["post", "message"]).catch("post"),
    postId: z.string().trim().catch(""),
    content: z.enum(["excerpt", "full"]).catch("excerpt"),
    subject: optionalText(150, composeMessages.subjectTooLong),
    message: optionalText(20_000, composeMessages.messageTooLong),
    /** A message's language; a post's newsletter is in the post's. */
    language: z.enum(LOCALES, { message: composeMessages.badLanguage }).default(DEFAULT_LOCALE),
    /** The subscribers of the newsletter's language (the default), or every subscriber. */
    audience: z.enum(newsletterAudiences, { message: composeMessages.badAudience }).default("language"),
  })
  .superRefine((value, ctx) => {
    if (value.source === "post" && !/^\d{1,9}$/.test(value.postId)) ctx.addIssue({ code: "custom", path: ["postId"], message: composeMessages.pickPost });
    if (value.source === "message" && !value.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: composeMessages.subjectRequired });
    if (value.source === "message" && !value.message) ctx.addIssue({ code: "custom", path: ["message"], message: composeMessages.messageRequired });
  });

export type ComposeInput = z.infer<typeof composeSchema>;

/**
 * "2026-05-01T09:30" from a datetime-local field: a wall-clock time in the site's zone (SITE_TIMEZONE), as every
 * time in the admin; the use case turns it into UTC (issue 32: it used to be read as UTC here alone).
 */
export const scheduleSchema = z.object({
  scheduledAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/, { message: composeMessages.badTime })
    .transform((value) => value.replace(" ", "T")),
});

export const newsletterIntents = ["preview", "test", "send", "schedule", "cancel", "auto-send"] as const;
export const newsletterIntentSchema = z.object({ intent: z.enum(newsletterIntents, { message: "Unknown action." }) });

export const issueIdSchema = z.object({
  id: z.coerce.number({ message: "Invalid newsletter id." }).int().positive({ message: "Invalid newsletter id." }),
});

export const autoSendSchema = z.object({ enabled: z.enum(["on", "off"], { message: "Choose on or off." }) });
