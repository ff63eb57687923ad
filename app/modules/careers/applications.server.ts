import type { Readable } from "node:stream";
import { recordGoal } from "~/modules/analytics/goals.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import {
  clearApplicationSpamRow,
  countApplicationRows,
  deleteApplicationRow,
  deleteQuarantinedApplicationRow,
  findApplicationRow,
  listApplicationRows,
  listApplicationSources,
  listAppliedPositions,
  listQuarantinedApplicationRows,
  updateApplicationStatusRow,
  type ApplicationRow,
} from "./applications.repository.server";
import { deleteApplicationHistory } from "./application-history.repository.server";
import { APPLICATION_STATUSES, applicationApiMessages, resumeExtension, type Application, type ApplicationFilter, type ApplicationListQuery, type ApplicationStatus } from "./careers.schema";
import { announceApplication, notifyCompanyOfApplication } from "./submit-application.server";
import { searchWords } from "~/modules/search/search.schema";

/** The admin's application inbox, its spam folder, and the purge. */

type Reader = Pick<AppServices, "database">;
type Services = Pick<AppServices, "database" | "env" | "logger" | "storage" | "clock">;

const NOT_FOUND = applicationApiMessages.notFound;

export function toApplication(row: ApplicationRow): Application {
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
    consentAt: row.consent_at,
    talentPool: Number(row.talent_pool) === 1,
    source: { utmSource: row.utm_source, utmMedium: row.utm_medium, utmCampaign: row.utm_campaign, referrer: row.referrer },
    rating: row.rating === null ? null : Number(row.rating),
    language: row.language,
  };
}

export const INBOX_PAGE_SIZE = 25;

/** The inbox (or the spam folder): newest first, one page, narrowed by position and status. */
export async function listApplications(services: Reader, input: ApplicationFilter) {
  const { db } = services.database;
  const { view, positionId, status, source, page } = input;
  const spam = view === "spam";
  const words = input.query ? searchWords(input.query) : undefined;
  const [rows, total, positions, sources, inboxCount, spamCount] = await Promise.all([
    listApplicationRows(db, { spam, positionId, status, source, words, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countApplicationRows(db, { spam, positionId, status, source, words }),
    listAppliedPositions(db),
    listApplicationSources(db),
    countApplicationRows(db, { spam: false }),
    countApplicationRows(db, { spam: true }),
  ]);
  return {
    applications: rows.map(toApplication),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    view,
    counts: { inbox: inboxCount, spam: spamCount },
    filter: { position: positionId ?? null, status: status ?? null, source: source ?? null, query: input.query ?? "" },
    positions: positions.map((row) => ({ id: Number(row.position_id), title: row.position_title })),
    sources,
  };
}

/**
 * An application as the JSON API answers it (issue 37): what the inbox shows, without the spam verdict (the API
 * never shows quarantined ones), and the resume as metadata with a link that asks the same authorization
 * (`applications:read`) rather than the file itself: a list stays small, and the bytes go only to a caller who
 * asks for them, through the same guard.
 */
export type ApiApplication = Omit<Application, "spamReason" | "resumeName" | "resumeType" | "resumeSize"> & {
  resume: { name: string; type: string; size: number; url: string };
};

function toApiApplication(row: ApplicationRow, publicUrl: string): ApiApplication {
  const { spamReason: _spam, resumeName, resumeType, resumeSize, ...application } = toApplication(row);
  return { ...application, resume: { name: resumeName, type: resumeType, size: resumeSize, url: `${publicUrl}/api/applications/${application.id}/resume` } };
}

/** GET /api/applications: one page of the inbox (never the quarantine), newest first, narrowed by position and status. */
export async function listApplicationsForApi(services: Reader & Pick<AppServices, "env">, input: ApplicationListQuery) {
  const { db } = services.database;
  const filter = { spam: false, positionId: input.position, status: input.status };
  const [rows, total] = await Promise.all([
    listApplicationRows(db, { ...filter, limit: input.limit, offset: (input.page - 1) * input.limit }),
    countApplicationRows(db, filter),
  ]);
  return {
    applications: rows.map((row) => toApiApplication(row, services.env.PUBLIC_URL)),
    total,
    page: input.page,
    pageSize: input.limit,
    pageCount: Math.max(1, Math.ceil(total / input.limit)),
  };
}

/** GET /api/applications/{id}: one application of the inbox; a quarantined one is not found, as a missing one. */
export async function findApplicationForApi(services: Reader & Pick<AppServices, "env">, input: { id: number }): Promise<Result<ApiApplication, "not-found">> {
  const row = await findApplicationRow(services.database.db, input.id);
  if (!row || row.spam_reason !== null) return fail("not-found", NOT_FOUND);
  return succeed(toApiApplication(row, services.env.PUBLIC_URL));
}

/** How many cards a board column shows; the list view pages through the rest. */
export const BOARD_COLUMN_SIZE = 50;

/** The pipeline board: the inbox's applications in one column per status, newest first, with each column's total. */
export async function listApplicationBoard(services: Reader, input: Pick<ApplicationFilter, "positionId" | "source" | "query">) {
  const { db } = services.database;
  const filter = { spam: false, positionId: input.positionId, source: input.source, words: input.query ? searchWords(input.query) : undefined };
  const columns = await Promise.all(
    APPLICATION_STATUSES.map(async (status) => {
      const [rows, total] = await Promise.all([
        listApplicationRows(db, { ...filter, status, limit: BOARD_COLUMN_SIZE, offset: 0 }),
        countApplicationRows(db, { ...filter, status }),
      ]);
      return { status, total, applications: rows.map(toApplication) };
    }),
  );
  return { columns };
}

export function countNewApplications(services: Reader): Promise<number> {
  return countApplicationRows(services.database.db, { spam: false, status: "new" });
}

export function countQuarantinedApplications(services: Reader): Promise<number> {
  return countApplicationRows(services.database.db, { spam: true });
}

/** A false positive: the application joins the inbox and the company gets the mail it missed, exactly once. */
export async function releaseApplication(services: Services, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const released = await services.database.db.transaction().execute(async (trx) => {
    if (!(await clearApplicationSpamRow(trx, input.id))) return false;
    const row = await findApplicationRow(trx, input.id);
    if (row) await notifyCompanyOfApplication(trx, services.env, toApplication(row));
    if (row) await announceApplication(trx, { id: Number(row.id), positionId: row.position_id, positionTitle: row.position_title, name: row.name, email: row.email }, services.clock.now());
    // Accepted now: the conversion counts today, with the campaign the application came with.
    if (row?.position_id != null) await recordGoal(services, { name: "application", subject: String(row.position_id), utmSource: row.utm_source }, trx);
    return true;
  });
  return released ? succeed() : fail("not-found", "This application is no longer in the spam folder.");
}

/** Deletes the application, then its resume file (a left-over file is harmless; a row without its file is not). */
export async function deleteApplication(services: Services, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const row = await findApplicationRow(services.database.db, input.id);
  const deleted =
    row &&
    (await services.database.db.transaction().execute(async (trx) => {
      await deleteApplicationHistory(trx, input.id);
      return deleteApplicationRow(trx, input.id);
    }));
  if (!row || !deleted) return fail("not-found", NOT_FOUND);
  await removeResumeFile(services, row);
  return succeed();
}

/** The spam folder's Delete: only while the application is still quarantined, then its resume file. */
export async function deleteQuarantinedApplication(services: Services, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const row = await findApplicationRow(services.database.db, input.id);
  if (!row || !(await deleteQuarantinedApplicationRow(services.database.db, input.id))) return fail("not-found", "This application is no longer in the spam folder.");
  await removeResumeFile(services, row);
  return succeed();
}

/** Deletes quarantined applications received before `cutoff`, then their resume files; returns how many. */
export async function purgeQuarantinedApplications(services: Services, input: { cutoff: string }): Promise<number> {
  const { db } = services.database;
  let purged = 0;
  for (;;) {
    const rows = await listQuarantinedApplicationRows(db, input.cutoff, 100);
    for (const row of rows) {
      if (!(await deleteQuarantinedApplicationRow(db, Number(row.id)))) continue;
      purged += 1;
      await removeResumeFile(services, row);
    }
    if (rows.length < 100) return purged;
  }
}

async function removeResumeFile(services: Services, row: Pick<ApplicationRow, "id" | "resume_key">) {
  try {
    await services.storage.remove(row.resume_key);
  } catch (error) {
    services.logger.error({ err: error, applicationId: row.id }, "resume file could not be removed");
  }
}

/** The resume's bytes for an admin's download (or the API's resume link), with a download name built from the applicant's name. */
export async function openResume(
  services: Pick<AppServices, "database" | "storage">,
  input: { id: number; inboxOnly?: boolean },
): Promise<{ stream: Readable; size: number; type: string; fileName: string } | null> {
  const found = await findApplicationRow(services.database.db, input.id);
  // The API's link (inboxOnly) never hands out a quarantined application's file; the admin's spam folder does.
  const row = found && input.inboxOnly && found.spam_reason !== null ? undefined : found;
  const file = row ? await services.storage.open(row.resume_key) : null;
  if (!row || !file) return null;
  const base = row.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "applicant";
  return { stream: file.stream, size: file.size, type: row.resume_type, fileName: `resume-${base}.${resumeExtension(row.resume_type)}` };
}
