import { z } from "zod";

/** Texts of SPEC sections 4, 5 and 8, word for word. */
export const contactMessages = {
  required: "Please fill out all required fields.",
  progress: "Sending your message...",
  success: "Thank you for your message! We will get back to you soon.",
  failure: "There was a problem submitting your form. Please try again later.",
  invalidEmail: "Please enter a valid email address.",
  invalidSubject: "Please choose a subject from the list.",
  invalidService: "Please choose a service from the list.",
} as const;

/** SPEC section 5: the contact page's subjects. */
export const subjectOptions = [
  "General Inquiry",
  "Custom Software",
  "Website Development",
  "Smart Glasses",
  "AR/VR Solutions",
  "Brahmastra Tool",
  "Partnerships",
  "Other",
] as const;

/** SPEC section 3: the home page's services (values as the SPEC lists them; "" is the placeholder). */
export const serviceOptions = [
  { value: "custom-software", label: "Custom Software" },
  { value: "web-development", label: "Web Development" },
  { value: "ar-vr", label: "AR/VR Solutions" },
  { value: "smart-glasses", label: "Smart Glasses" },
  { value: "ai-integration", label: "AI Integration" },
  { value: "mobile-development", label: "Mobile Development" },
  { value: "other", label: "Other" },
] as const;

export function serviceLabel(value: string | null | undefined): string | undefined {
  return serviceOptions.find((option) => option.value === value)?.label;
}

export const contactVariants = ["subject", "service"] as const;
export type ContactVariant = (typeof contactVariants)[number];

export const contactLimits = { name: 100, email: 254, phone: 40, company: 150, message: 5000 } as const;

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
