/** The contact form's texts, options and limits, without zod: the browser bundle imports these with the page. */
/** Texts of SPEC sections 4, 5 and 8, word for word (the English; app/i18n/hi.ts has the Hindi). */
export const contactMessages = {
  required: "Please fill out all required fields.",
  progress: "Sending your message...",
  success: "Thank you for your message! We will get back to you soon.",
  failure: "There was a problem submitting your form. Please try again later.",
  invalidEmail: "Please enter a valid email address.",
  invalidSubject: "Please choose a subject from the list.",
  invalidService: "Please choose a service from the list.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
};

/** The contact form's messages in one language (the English above, or a catalogue's: app/i18n). */
export type ContactMessages = typeof contactMessages;

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
