import { LOCALES } from "~/i18n/locales";
import { z } from "~/modules/forms/zod";
import { checkSalaryRange, positionTermsFields, type Salary } from "./position-terms";
import { normalizeSearchQuery } from "~/modules/search/search.schema";
import { applicationMessages, careersMessages, type ApplicationMessages } from "./careers-messages";

export * from "./careers-messages";

/** Shared by the browser and the server: the rules, limits and messages of the careers forms. */

export const POSITION_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

export const APPLICATION_STATUSES = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** SPEC section 9: a stated maximum of 5MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** What an application's file must be (app/http/multipart.server.ts checks it while it streams in), its messages in the form's language. */
export function resumeRuleFor(messages: ApplicationMessages) {
  return {
    field: "resume",
    prefix: "resumes",
    maxBytes: MAX_RESUME_BYTES,
    /** By content: PDF, an OLE compound file (the container of .doc, Word 97-2003), and .docx. */
    types: ["application/pdf", "application/x-cfb", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    messages: { tooLarge: messages.resumeTooLarge, wrongType: messages.resumeWrongType, tooMany: messages.resumeTooMany },
  } as const;
}
export const resumeRule = resumeRuleFor(applicationMessages);

const RESUME_EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "application/x-cfb": "doc", [resumeRule.types[2]]: "docx" };

export function resumeExtension(type: string): string {
  return RESUME_EXTENSIONS[type] ?? "bin";
}

const required = (max: number) => z.string({ error: careersMessages.required }).trim().min(1, careersMessages.required).max(max, `Please keep this under ${max} characters.`);

/** One requirement per line; blank lines dropped (SPEC section 3). The JSON API may send an array instead. */
export function splitRequirements(input: string | readonly string[] | undefined | null): string[] {
  const lines = typeof input === "string" ? input.split(/\r?\n/) : (input ?? []);
  return lines.map((line) => String(line).trim()).filter((line) => line !== "");
}

/** GET /api/positions' query: one language's open positions (decision 0053); without it, every language's, as before. */
export const positionListQuerySchema = z.object({
  language: z.enum(LOCALES, { message: `language must be one of ${LOCALES.join(", ")}` }).optional(),
});

export const positionSchema = z
  .object({
    title: required(200),
    department: required(120),
    location: required(120),
    type: z.enum(POSITION_TYPES, { error: "Please choose a position type: Full-time, Part-time, Contract or Internship." }),
    description: required(1000),
    detailedDescription: required(20000),
    requirements: z
      .union([z.string(), z.array(z.string({ error: "Each requirement must be text." }))], { error: "Requirements must be text, one per line." })
      .optional()
      .transform(splitRequirements)
      .pipe(z.array(z.string().max(500, "Please keep each requirement under 500 characters.")).max(50, "Please list at most 50 requirements.")),
    ...positionTermsFields,
  })
  .superRefine(checkSalaryRange);

export type PositionInput = z.infer<typeof positionSchema>;

const optionalNumber = (message: string, max: number, integer = false) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .regex(integer ? /^\d{1,4}$/ : /^\d{1,5}(\.\d{1,2})?$/, message)
        .refine((value) => Number(value) <= max, message)
        .optional(),
    );

/** A checkbox as forms send it ("on") or an API client ("yes", "true", "1"); anything else is unticked. */
const checkbox = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || (typeof value === "string" && ["on", "yes", "true", "1"].includes(value.trim().toLowerCase())));

const sourceTag = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, max) || undefined);

/** The text fields of an application (the resume is checked separately, by its content on the server), in the form's language. */
export const applicationSchemaFor = (m: ApplicationMessages) =>
  z
    .object({
      name: z.string({ error: m.nameMissing }).trim().min(1, m.nameMissing).max(200, m.nameTooLong),
      email: z.string({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
      phone: z
        .string({ error: m.phoneMissing })
        .trim()
        .min(1, m.phoneMissing)
        .regex(/^\+?[\d\s().-]{7,20}$/, m.phoneInvalid),
      experience: z
        .string({ error: m.experienceMissing })
        .trim()
        .min(1, m.experienceMissing)
        .regex(/^\d{1,2}(\.\d)?$/, m.experienceInvalid),
      currentCompany: z.string().trim().max(200, m.companyTooLong).optional().transform((value) => value || undefined),
      expectedSalary: optionalNumber(m.salaryInvalid, 10000),
      noticePeriod: optionalNumber(m.noticeInvalid, 365, true),
      /** SPEC section 7 sends the position's title; our own form also sends its id. */
      position: z.string().trim().max(200).optional().transform((value) => value || undefined),
      positionId: z.string().trim().optional().transform((value) => value || undefined),
      /** Consent to process the application (DPDP Act, GDPR): the page form requires it; an API client may send it. */
      consent: checkbox,
      /** Optional, separate consent: keep the resume for future openings (the talent pool). */
      talentPool: checkbox,
      /** Where the candidate came from: campaign tags and the referring site, shown to the hiring team. */
      utm_source: sourceTag(200),
      utm_medium: sourceTag(200),
      utm_campaign: sourceTag(200),
      referrer: sourceTag(500),
    })
    .refine((value) => value.position || value.positionId, { message: m.positionMissing, path: ["position"] });
export const applicationSchema = applicationSchemaFor(applicationMessages);
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** The apply form on our pages: the same fields, and the consent box must be ticked. */
export const applicationFormSchemaFor = (m: ApplicationMessages) =>
  applicationSchemaFor(m).refine((value) => value.consent, { message: m.consentMissing, path: ["consent"] });
export const applicationFormSchema = applicationFormSchemaFor(applicationMessages);

const RESUME_EXTENSION = /\.(pdf|docx?)$/i;

/** The browser's early check of the chosen file (name and size); the server decides by the file's content. */
export function resumeFileProblem(file: { name: string; size: number } | null | undefined, m: ApplicationMessages = applicationMessages): string | undefined {
  if (!file || file.size === 0 || !file.name) return m.resumeMissing;
  if (!RESUME_EXTENSION.test(file.name)) return m.resumeWrongType;
  if (file.size > MAX_RESUME_BYTES) return m.resumeTooLarge;
  return undefined;
}

/** The inbox's view, filters and page from its query string; a malformed value is ignored, never an error. */
export interface ApplicationFilter {
  view: "inbox" | "spam";
  /** The inbox as a list or as the pipeline board (columns by status). */
  layout: "list" | "board";
  positionId?: number;
  status?: ApplicationStatus;
  /** A campaign source (utm_source). */
  source?: string;
  /** Words to find in name, email, phone, position and company (site search's index, decision 0014). */
  query?: string;
  page: number;
}

export function applicationFilterFrom(query: URLSearchParams): ApplicationFilter {
  const position = query.get("position") ?? "";
  const status = query.get("status") ?? "";
  const source = query.get("source")?.trim().slice(0, 200);
  return {
    view: query.get("view") === "spam" ? "spam" : "inbox",
    layout: query.get("layout") === "board" ? "board" : "list",
    source: source || undefined,
    query: normalizeSearchQuery(query.get("q")) || undefined,
    positionId: /^\d{1,9}$/.test(position) ? Number(position) : undefined,
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : undefined,
    page: Math.max(1, Math.min(10_000, Number.parseInt(query.get("page") ?? "1", 10) || 1)),
  };
}

export const applicationApiMessages = { invalidId: "Invalid application ID", notFound: "Application not found" } as const;

/** The JSON API's application list (GET /api/applications): one page, newest first, narrowed by position and status. */
export const API_APPLICATIONS_MAX_LIMIT = 100;
export const applicationListQuerySchema = z.object({
  position: z.coerce.number({ message: "position must be a position's id" }).int("position must be a position's id").min(1, "position must be a position's id").max(2_147_483_647, "position must be a position's id").optional(),
  status: z.enum(APPLICATION_STATUSES, { message: `status must be one of ${APPLICATION_STATUSES.join(", ")}` }).optional(),
  page: z.coerce.number({ message: "page must be a whole number" }).int("page must be a whole number").min(1, "page must be at least 1").max(10_000, "page must be at most 10000").optional().default(1),
  limit: z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(API_APPLICATIONS_MAX_LIMIT, `limit must be at most ${API_APPLICATIONS_MAX_LIMIT}`)
    .optional()
    .default(25),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: "Please choose a valid status." }),
});

/** The application page's pipeline forms: a note, a rating (empty clears it), a mail to the candidate. */
export const applicationNoteSchema = z.object({
  body: z.string({ error: "Please write the note." }).trim().min(1, "Please write the note.").max(5000, "Please keep a note under 5,000 characters."),
});

export const applicationRatingSchema = z.object({
  rating: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .enum(["1", "2", "3", "4", "5"], { error: "Please choose a rating from 1 to 5." })
        .transform(Number)
        .optional(),
    ),
});

export const candidateMailSchema = z.object({
  subject: z.string({ error: "Please enter a subject." }).trim().min(1, "Please enter a subject.").max(200, "Please keep the subject under 200 characters."),
  text: z.string({ error: "Please write the message." }).trim().min(1, "Please write the message.").max(20000, "Please keep the message under 20,000 characters."),
  /** Made when the form renders (a hidden field); the same key twice is the same mail submitted twice. */
  idempotencyKey: z.string({ error: "This form is out of date. Reload the page and send the mail again." }).regex(/^[A-Za-z0-9-]{16,64}$/, "This form is out of date. Reload the page and send the mail again."),
  /** The status a template implies ("Not moving forward" -> Rejected), when its checkbox is left checked. */
  status: z.enum(APPLICATION_STATUSES, { error: "Please choose a valid status." }).optional(),
});

/** The board's move of a card to another column (a status change). */
export const applicationMoveSchema = z.object({
  intent: z.literal("move"),
  id: z.coerce.number({ message: "Invalid application id." }).int().positive({ message: "Invalid application id." }),
  status: z.enum(APPLICATION_STATUSES, { error: "Please choose a valid status." }),
});

/** The spam folder's row buttons. */
export const applicationSpamActionSchema = z.object({
  intent: z.enum(["not-spam", "delete"], { message: "Unknown action." }),
  id: z.coerce.number({ message: "Invalid application id." }).int().positive({ message: "Invalid application id." }),
});

/** A position as the pages and the JSON API see it (SPEC: both id and _id). */
export interface Position {
  id: number;
  _id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  type: PositionType;
  description: string;
  detailedDescription: string;
  requirements: string[];
  postedAt: string;
  updatedAt: string;
  /** When it closes by itself (the end of its closing day); null without a closing date. */
  closesAt: string | null;
  /** Its closing day in the site's time zone ("2026-12-31"), as the form and the pages show it. */
  closesOn: string | null;
  /** When it was closed by hand; null while open. */
  closedAt: string | null;
  /** The day it was closed by hand, in the site's time zone. */
  closedOn: string | null;
  /** Open now: not closed by hand, not past its closing date. */
  isOpen: boolean;
  salary: Salary | null;
  /** The language it is written in (decision 0051). */
  language: string;
  /** Its translation group (the id of the position the group started from); null while it has no translation. */
  translationGroup: number | null;
}

/** An application as the admin pages see it (shared by the server and the board component). */
export interface Application {
  id: number;
  positionId: number | null;
  positionTitle: string;
  name: string;
  email: string;
  phone: string;
  experience: string;
  currentCompany: string | null;
  expectedSalary: string | null;
  noticePeriod: number | null;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  status: ApplicationStatus;
  /** Why it waits in the spam quarantine; null once it is in the inbox. */
  spamReason: string | null;
  receivedAt: string;
  updatedAt: string;
  consentAt: string | null;
  talentPool: boolean;
  source: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; referrer: string | null };
  rating: number | null;
  /** The language of the form it was sent from ("en", "hi"), and of the candidate's acknowledgement. */
  language: string;
}

/** The detailed description is multi-line text shown as paragraphs (blank lines separate them). */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
