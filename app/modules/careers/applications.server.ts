import type { Kysely } from "kysely";
import type { Readable } from "node:stream";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import { parseForm } from "~/modules/forms/parse-form";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { judgeSubmission } from "~/modules/security/spam.server";
import { uploadStorage } from "~/modules/storage/file-storage.server";
import {
  countApplicationRows,
  deleteApplicationRow,
  findApplicationRow,
  insertApplicationRow,
  listApplicationRows,
  listAppliedPositions,
  updateApplicationStatusRow,
  type ApplicationRow,
} from "./applications.repository.server";
import { applicationSchema, applicationStatusSchema, APPLICATION_STATUSES, careersMessages, type ApplicationStatus } from "./careers.schema";
import { findPositionRowById, findPositionRowByTitle } from "./positions.repository.server";
import { discardBody, receiveApplicationUpload, resumeExtension } from "./resume-upload.server";

/** A person may apply for several positions; a script sending dozens from one address is refused. */
export const applyRateRule: RateLimitRule = { name: "careers-apply", limit: 10, windowSeconds: 60 * 60 };

type Services = Pick<AppServices, "database" | "env" | "logger">;

export type ApplyResult =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 413 | 415 | 429;
      error: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
      /** The text the visitor typed, so a form posted without JavaScript can be shown again filled in. */
      values?: Record<string, string>;
    };

const ECHOED_FIELDS = ["name", "email", "phone", "experience", "currentCompany", "expectedSalary", "noticePeriod"] as const;

/**
 * One application, from the raw multipart request to a stored row, for both the JSON API and the page's form.
 * Spam (honeypot, too fast, forged token) is answered exactly like success and nothing is kept.
 */
export async function submitApplication(services: Services, request: Request, clientIp: string): Promise<ApplyResult> {
  const { db } = services.database;
  const limit = await consumeRateLimit(db, applyRateRule, clientIp);
  if (limit.limited) {
    await discardBody(request);
    return { ok: false, status: 429, error: careersMessages.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
  }

  const storage = uploadStorage(services.env.DATA_DIR);
  const upload = await receiveApplicationUpload(request, storage);
  if (!upload.ok) {
    return { ok: false, status: upload.status, error: upload.message, fieldErrors: upload.field ? { [upload.field]: upload.message } : undefined };
  }
  const { fields, resume } = upload;
  const values = Object.fromEntries(ECHOED_FIELDS.filter((key) => key in fields).map((key) => [key, fields[key]!.slice(0, 300)]));
  const dropResume = async () => {
    if (resume) await storage.remove(resume.key);
  };

  const verdict = judgeSubmission(fields, services.env.SESSION_SECRET);
  if (verdict.spam) {
    await dropResume();
    services.logger.info({ reason: verdict.reason, clientIp }, "career application dropped as spam");
    return { ok: true };
  }

  const parsed = parseForm(applicationSchema, fields);
  const fieldErrors = parsed.success ? {} : { ...parsed.fieldErrors };
  if (!resume) fieldErrors.resume = careersMessages.resumeMissing;
  if (!parsed.success || !resume) {
    await dropResume();
    const error = parsed.success ? careersMessages.resumeMissing : parsed.message;
    return { ok: false, status: 400, error, fieldErrors, values };
  }

  const input = parsed.data;
  const positionId = input.positionId === undefined ? undefined : Number(input.positionId);
  const position =
    positionId !== undefined && Number.isSafeInteger(positionId)
      ? await findPositionRowById(db, positionId)
      : input.position
        ? await findPositionRowByTitle(db, input.position)
        : undefined;
  if (!position) {
    await dropResume();
    return { ok: false, status: 400, error: careersMessages.positionClosed, fieldErrors: { position: careersMessages.positionClosed }, values };
  }

  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const id = await insertApplicationRow(trx, {
        position_id: Number(position.id),
        position_title: position.title,
        name: input.name,
        email: input.email,
        phone: input.phone,
        experience: input.experience,
        current_company: input.currentCompany ?? null,
        expected_salary: input.expectedSalary ?? null,
        notice_period: input.noticePeriod === undefined ? null : Number(input.noticePeriod),
        resume_key: resume.key,
        resume_name: resume.name,
        resume_type: resume.type,
        resume_size: resume.size,
        status: "new",
        client_ip: clientIp.slice(0, 64),
        received_at: now,
        updated_at: now,
      });
      // Store first, mail after: the notification is queued in the same transaction and sent by the outbox worker.
      // The resume stays private: the mail links to the admin inbox instead of attaching it.
      await enqueueCompanyNotification(trx, services.env, {
        subject: `Application: ${position.title} - ${input.name}`,
        text: [
          `New application for ${position.title}.`,
          "",
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone}`,
          `Experience: ${input.experience}`,
          `Current company: ${input.currentCompany ?? "-"}`,
          `Expected salary (LPA): ${input.expectedSalary ?? "-"}`,
          `Notice period (days): ${input.noticePeriod ?? "-"}`,
          "",
          `Review it and download the resume: ${services.env.PUBLIC_URL}/admin/applications/${id}`,
        ].join("\n"),
        replyTo: input.email,
        kind: "application",
      });
      services.logger.info({ applicationId: id, positionId: Number(position.id) }, "career application received");
    });
  } catch (error) {
    await dropResume();
    throw error;
  }
  return { ok: true };
}

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
  receivedAt: string;
  updatedAt: string;
}

function toApplication(row: ApplicationRow): Application {
  return {
    id: Number(row.id),
    positionId: row.position_id === null ? null : Number(row.position_id),
    positionTitle: row.position_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    experience: row.experience,
    currentCompany: row.current_company,
    expectedSalary: row.expected_salary,
    noticePeriod: row.notice_period === null ? null : Number(row.notice_period),
    resumeName: row.resume_name,
    resumeType: row.resume_type,
    resumeSize: Number(row.resume_size),
    status: row.status as ApplicationStatus,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
  };
}

export const INBOX_PAGE_SIZE = 25;

/** The inbox: newest first, narrowed by position and status from the query string (ignored when malformed). */
export async function listApplications(db: Kysely<DB>, query: URLSearchParams) {
  const positionId = /^\d{1,9}$/.test(query.get("position") ?? "") ? Number(query.get("position")) : undefined;
  const statusParam = query.get("status") ?? "";
  const status = (APPLICATION_STATUSES as readonly string[]).includes(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.get("page") ?? "1", 10) || 1));
  const [rows, total, positions] = await Promise.all([
    listApplicationRows(db, { positionId, status, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countApplicationRows(db, { positionId, status }),
    listAppliedPositions(db),
  ]);
  return {
    applications: rows.map(toApplication),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    filter: { position: positionId ?? null, status: status ?? null },
    positions: positions.map((row) => ({ id: Number(row.position_id), title: row.position_title })),
  };
}

function parseApplicationId(raw: unknown): number | null {
  return typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export async function getApplication(db: Kysely<DB>, rawId: unknown): Promise<Application | null> {
  const id = parseApplicationId(rawId);
  const row = id === null ? undefined : await findApplicationRow(db, id);
  return row ? toApplication(row) : null;
}

export function countNewApplications(db: Kysely<DB>): Promise<number> {
  return countApplicationRows(db, { status: "new" });
}

export async function setApplicationStatus(
  db: Kysely<DB>,
  rawId: unknown,
  input: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; status: 400 | 404; error: string }> {
  const parsed = parseForm(applicationStatusSchema, input);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.message };
  const id = parseApplicationId(rawId);
  if (id === null || !(await updateApplicationStatusRow(db, id, parsed.data.status, new Date().toISOString()))) {
    return { ok: false, status: 404, error: "Application not found" };
  }
  return { ok: true };
}

/** Deletes the application, then its resume file (a left-over file is harmless; a row without its file is not). */
export async function deleteApplication(services: Services, rawId: unknown): Promise<boolean> {
  const id = parseApplicationId(rawId);
  const row = id === null ? undefined : await findApplicationRow(services.database.db, id);
  if (!row || !(await deleteApplicationRow(services.database.db, Number(row.id)))) return false;
  try {
    await uploadStorage(services.env.DATA_DIR).remove(row.resume_key);
  } catch (error) {
    services.logger.error({ err: error, applicationId: row.id }, "resume file could not be removed");
  }
  return true;
}

/** The resume's bytes for an admin's download, with a download name built from the applicant's name. */
export async function openResume(
  services: Services,
  rawId: unknown,
): Promise<{ stream: Readable; size: number; type: string; fileName: string } | null> {
  const id = parseApplicationId(rawId);
  const row = id === null ? undefined : await findApplicationRow(services.database.db, id);
  const file = row ? await uploadStorage(services.env.DATA_DIR).open(row.resume_key) : null;
  if (!row || !file) return null;
  const base = row.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "applicant";
  return { stream: file.stream, size: file.size, type: row.resume_type, fileName: `resume-${base}.${resumeExtension(row.resume_type)}` };
}
