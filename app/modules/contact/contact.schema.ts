import { z } from "~/modules/forms/zod";
import { contactLimits, contactMessages, contactVariants, serviceLabel, subjectOptions } from "./contact-fields";

export * from "./contact-fields";

const text = z.string().trim().catch("");

/**
 * Both variants of the contact form. One message at a time, required fields first, so the browser and the server
 * show the same text.
 */
export const contactSchema = z
  .object({
    variant: z.enum(contactVariants).catch("subject"),
    name: text,
    email: text,
    phone: text,
    company: text,
    subject: text,
    service: text,
    message: text,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message || (value.variant === "subject" && !value.subject)) {
      ctx.addIssue({ code: "custom", message: contactMessages.required });
      return;
    }
    if (value.email.length > contactLimits.email || !z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: contactMessages.invalidEmail });
      return;
    }
    if (value.variant === "subject" && !(subjectOptions as readonly string[]).includes(value.subject)) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: contactMessages.invalidSubject });
      return;
    }
    if (value.variant === "service" && value.service && !serviceLabel(value.service)) {
      ctx.addIssue({ code: "custom", path: ["service"], message: contactMessages.invalidService });
      return;
    }
    for (const field of ["name", "phone", "company", "message"] as const) {
      if (value[field].length > contactLimits[field]) {
        const label = field[0].toUpperCase() + field.slice(1);
        ctx.addIssue({ code: "custom", path: [field], message: `${label} must be at most ${contactLimits[field]} characters.` });
        return;
      }
    }
  })
  .transform((value) => ({
    variant: value.variant,
    name: value.name,
    email: value.email,
    phone: value.phone || null,
    company: value.company || null,
    subject: value.variant === "subject" ? value.subject : null,
    service: value.variant === "service" ? value.service || null : null,
    message: value.message,
  }));

export type ContactInput = z.infer<typeof contactSchema>;

/** What the contact action answers; the form shows `message`. */
export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; message: string; values?: Record<string, string> };

/** The admin's actions on one message (/admin/messages). */
export const messageActionSchema = z.object({
  intent: z.enum(["handled", "unhandled", "not-spam", "delete"], { message: "Unknown action." }),
  id: z.coerce.number({ message: "Invalid message id." }).int().positive({ message: "Invalid message id." }),
});
