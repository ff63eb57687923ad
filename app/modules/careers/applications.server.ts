import type { Kysely } from "kysely";
import type { Readable } from "node:stream";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import { parseForm } from "~/modules/forms/parse-form";
import { uploadStorage, type FileStorage } from "~/modules/storage/file-storage.server";
import {
  clearApplicationSpamRow,
  countApplicationRows,
  deleteQuarantinedApplicationRow,
  deleteApplicationRow,
  findApplicationRow,
  listApplicationRows,
  listAppliedPositions,
  listQuarantinedApplicationRows,
  updateApplicationStatusRow,
  type ApplicationRow,
} from "./applications.repository.server";
import { applicationStatusSchema, APPLICATION_STATUSES, type ApplicationStatus } from "./careers.schema";
import { resumeExtension } from "./resume-upload.server";
import { notifyCompanyOfApplication } from "./submit-application.server";

type Services = Pick<AppServices, "database" | "env" | "logger">;

/** A false positive: the application joins the inbox and the company gets the mail it missed, exactly once. */
export async function releaseApplication(services: Services, rawId: unknown): Promise<boolean> {
  const id = parseApplicationId(rawId);
  if (id === null) return false;
  return services.database.db.transaction().execute(async (trx) => {
    if (!(await clearApplicationSpamRow(trx, id))) return false;
    const row = await findApplicationRow(trx, id);
    if (row) await notifyCompanyOfApplication(trx, services.env, toApplication(row));
    return true;
  });
}

/** Deletes quarantined applications received before `cutoff`, then their resume files; returns how many. */
export async function purgeQuarantinedApplications(services: Services, cutoff: string): Promise<number> {
  const storage = uploadStorage(services.env.DATA_DIR);
  let purged = 0;
  for (;;) {
    const rows = await listQuarantinedApplicationRows(services.database.db, cutoff, 100);
    for (const row of rows) {
      if (!(await deleteQuarantinedApplicationRow(services.database.db, Number(row.id)))) continue;
      purged += 1;
      await removeResumeFile(services, storage, row);
    }
    if (rows.length < 100) return purged;
  }
}

export function countQuarantinedApplications(db: Kysely<DB>): Promise<number> {
  return countApplicationRows(db, { spam: true });
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
  /** Why it waits in the spam quarantine; null once it is in the inbox. */
  spamReason: string | null;
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
    spamReason: row.spam_reason,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
  };
}

export const INBOX_PAGE_SIZE = 25;

/**
 * The inbox (or, with ?view=spam, the quarantine): newest first, narrowed by position and status from the query
 * string (ignored when malformed).
 */
export async function listApplications(db: Kysely<DB>, query: URLSearchParams) {
  const spam = query.get("view") === "spam";
  const positionId = /^\d{1,9}$/.test(query.get("position") ?? "") ? Number(query.get("position")) : undefined;
  const statusParam = query.get("status") ?? "";
  const status = (APPLICATION_STATUSES as readonly string[]).includes(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.get("page") ?? "1", 10) || 1));
  const [rows, total, positions, inboxCount, spamCount] = await Promise.all([
    listApplicationRows(db, { spam, positionId, status, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countApplicationRows(db, { spam, positionId, status }),
    listAppliedPositions(db),
    countApplicationRows(db, { spam: false }),
    countQuarantinedApplications(db),
  ]);
  return {
    applications: rows.map(toApplication),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    view: spam ? ("spam" as const) : ("inbox" as const),
    counts: { inbox: inboxCount, spam: spamCount },
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
  return countApplicationRows(db, { spam: false, status: "new" });
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
  await removeResumeFile(services, uploadStorage(services.env.DATA_DIR), row);
  return true;
}

async function removeResumeFile(services: Services, storage: FileStorage, row: Pick<ApplicationRow, "id" | "resume_key">) {
  try {
    await storage.remove(row.resume_key);
  } catch (error) {
    services.logger.error({ err: error, applicationId: row.id }, "resume file could not be removed");
  }
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
