import { z } from "~/modules/forms/zod";
import { contactLimits, contactMessages, contactVariants, serviceLabel, subjectOptions, type ContactMessages } from "./contact-fields";

export * from "./contact-fields";

const text = z.string().trim().catch("");

/**
 * Both variants of the contact form. One message at a time, required fields first, so the browser and the server
 * show the same text, in the form's language (`messages` and `fieldLabels` from its catalogue; English by default).
 */
export const contactSchemaFor = (messages: ContactMessages, fieldLabels: Record<"name" | "phone" | "company" | "message", string> = englishLabels) => z
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
      ctx.addIssue({ code: "custom", message: messages.required });
      return;
    }
    if (value.email.length > contactLimits.email || !z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: messages.invalidEmail });
      return;
    }
    if (value.variant === "subject" && !(subjectOptions as readonly string[]).includes(value.subject)) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: messages.invalidSubject });
      return;
    }
    if (value.variant === "service" && value.service && !serviceLabel(value.service)) {
      ctx.addIssue({ code: "custom", path: ["service"], message: messages.invalidService });
      return;
    }
    for (const field of ["name", "phone", "company", "message"] as const) {
      if (value[field].length > contactLimits[field]) {
        ctx.addIssue({ code: "custom", path: [field], message: messages.tooLong(fieldLabels[field], contactLimits[field]) });
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

const englishLabels = { name: "Name", phone: "Phone", company: "Company", message: "Message" };

export const contactSchema = contactSchemaFor(contactMessages);

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
