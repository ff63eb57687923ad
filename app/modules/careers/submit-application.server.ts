import type { Kysely } from "kysely";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import { parseForm } from "~/modules/forms/parse-form";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionChannel } from "~/modules/security/spam.server";
import { uploadStorage } from "~/modules/storage/file-storage.server";
import { insertApplicationRow } from "./applications.repository.server";
import { applicationSchema, careersMessages } from "./careers.schema";
import { findPositionRowById, findPositionRowByTitle } from "./positions.repository.server";
import { discardBody, receiveApplicationUpload } from "./resume-upload.server";

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
 * Suspected spam (see judgeSubmission) is stored in quarantine, not notified, and answered exactly like success.
 */
export async function submitApplication(services: Services, request: Request, meta: { clientIp: string; channel: SubmissionChannel }): Promise<ApplyResult> {
  const { db } = services.database;
  const { clientIp } = meta;
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

  const verdict = judgeSubmission(fields, services.env.SESSION_SECRET, meta.channel);
  const spamReason = verdict.spam ? verdict.reason : null;
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
        spam_reason: spamReason,
        client_ip: clientIp.slice(0, 64),
        received_at: now,
        updated_at: now,
      });
      // Store first, mail after: the notification is queued in the same transaction and sent by the outbox worker.
      if (!spamReason) await notifyCompanyOfApplication(trx, services.env, { ...input, id, positionTitle: position.title });
      services.logger.info({ applicationId: id, positionId: Number(position.id), spamReason }, spamReason ? "career application quarantined as spam" : "career application received");
    });
  } catch (error) {
    await dropResume();
    throw error;
  }
  return { ok: true };
}

interface NotifiedApplication {
  id: number;
  positionTitle: string;
  name: string;
  email: string;
  phone: string;
  experience: string;
  currentCompany?: string | null;
  expectedSalary?: string | null;
  noticePeriod?: string | number | null;
}

/** The company's mail about a new application. The resume stays private: the mail links to the admin inbox. */
export function notifyCompanyOfApplication(db: Kysely<DB>, env: Services["env"], application: NotifiedApplication) {
  return enqueueCompanyNotification(db, env, {
    subject: `Application: ${application.positionTitle} - ${application.name}`,
    text: [
      `New application for ${application.positionTitle}.`,
      "",
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Experience: ${application.experience}`,
      `Current company: ${application.currentCompany ?? "-"}`,
      `Expected salary (LPA): ${application.expectedSalary ?? "-"}`,
      `Notice period (days): ${application.noticePeriod ?? "-"}`,
      "",
      `Review it and download the resume: ${env.PUBLIC_URL}/admin/applications/${application.id}`,
    ].join("\n"),
    replyTo: application.email,
    kind: "application",
  });
}
