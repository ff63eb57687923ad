import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { recordGoal } from "~/modules/analytics/goals.server";
import { acknowledgeApplication } from "~/modules/mail/acknowledgements.server";
import { enqueueCompanyNotification } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { RateLimitRule } from "~/modules/security/rate-limit.server";
import { judgeSubmission, type SubmissionMeta } from "~/modules/security/spam.server";
import type { AppServices } from "~/modules/services";
import type { Locale } from "~/i18n/locales";
import type { StoredFile } from "~/modules/storage/file-storage.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { insertApplicationRow } from "./applications.repository.server";
import { messagesFor } from "~/i18n/messages";
import type { ApplicationInput } from "./careers.schema";
import { isPositionOpen } from "./position-terms";
import { findPositionRowById, findPositionRowByTitle } from "./positions.repository.server";

/** A person may apply for several positions; a script sending dozens from one address is refused (app/http/application-request.server.ts). */
export const applyRateRule: RateLimitRule = { name: "careers-apply", limit: 10, windowSeconds: 60 * 60 };

type Services = Pick<AppServices, "database" | "env" | "logger" | "storage" | "clock">;

export interface ApplicationSubmission {
  fields: ApplicationInput;
  /** Already in storage: kept with the row, or removed here when nothing is stored. */
  resume: StoredFile;
  meta: SubmissionMeta;
  /** The language of the page whose form was sent (the acknowledgement's); English for the JSON API. */
  language?: Locale;
}

/**
 * One application, for both the JSON API and the page's form. Suspected spam (see judgeSubmission) is stored in
 * quarantine and not notified; the caller answers it exactly like success.
 */
export async function submitApplication(services: Services, input: ApplicationSubmission): Promise<Result<undefined, "invalid" | "gone">> {
  const { db } = services.database;
  const { fields, resume, meta, language = "en" } = input;
  const messages = messagesFor(language).careers.messages;
  const positionId = fields.positionId === undefined ? undefined : Number(fields.positionId);
  const position =
    positionId !== undefined && Number.isSafeInteger(positionId)
      ? await findPositionRowById(db, positionId)
      : fields.position
        ? await findPositionRowByTitle(db, fields.position)
        : undefined;
  if (!position) {
    await services.storage.remove(resume.key);
    return fail("invalid", messages.positionClosed, { fieldErrors: { position: messages.positionClosed } });
  }
  const now = services.clock.now();
  if (!isPositionOpen({ closedAt: position.closed_at, closesAt: position.closes_at }, now)) {
    await services.storage.remove(resume.key);
    return fail("gone", messages.positionHasClosed, { fieldErrors: { position: messages.positionHasClosed } });
  }

  const verdict = judgeSubmission(meta.values, services.env.SESSION_SECRET, meta.channel);
  const spamReason = verdict.spam ? verdict.reason : null;
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const id = await insertApplicationRow(trx, {
        position_id: Number(position.id),
        position_title: position.title,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        experience: fields.experience,
        current_company: fields.currentCompany ?? null,
        expected_salary: fields.expectedSalary ?? null,
        notice_period: fields.noticePeriod === undefined ? null : Number(fields.noticePeriod),
        resume_key: resume.key,
        resume_name: resume.name,
        resume_type: resume.type,
        resume_size: resume.size,
        status: "new",
        spam_reason: spamReason,
        client_ip: meta.clientIp.slice(0, 64),
        received_at: at,
        updated_at: at,
        consent_at: fields.consent ? at : null,
        talent_pool: fields.talentPool ? 1 : 0,
        utm_source: fields.utm_source ?? null,
        utm_medium: fields.utm_medium ?? null,
        utm_campaign: fields.utm_campaign ?? null,
        referrer: fields.referrer ?? null,
        language,
      });
      // Store first, mail after: the notification is queued in the same transaction and sent by the outbox worker.
      if (!spamReason) await notifyCompanyOfApplication(trx, services.env, { ...fields, id, positionTitle: position.title });
      if (!spamReason) await announceApplication(trx, { id, positionId: Number(position.id), positionTitle: position.title, name: fields.name, email: fields.email }, now);
      if (!spamReason) await acknowledgeApplication(trx, services.env, { name: fields.name, email: fields.email, positionTitle: position.title, language });
      // Quarantined spam is no conversion; "Not spam" counts it then (releaseApplication).
      if (!spamReason) await recordGoal(services, { name: "application", subject: String(position.id), utmSource: fields.utm_source }, trx);
      const message = spamReason ? "career application quarantined as spam" : "career application received";
      services.logger.info({ applicationId: id, positionId: Number(position.id), spamReason }, message);
    });
  } catch (error) {
    await services.storage.remove(resume.key);
    throw error;
  }
  return succeed();
}

/** The application.received webhook event: stored, not spam (a released one fires it when it leaves quarantine). */
export function announceApplication(db: Kysely<DB>, application: { id: number; positionId: number | null; positionTitle: string; name: string; email: string }, now: Date) {
  const data = { positionId: application.positionId, positionTitle: application.positionTitle };
  return queueWebhookEvent(db, { type: "application.received", resource: { type: "application", id: application.id }, data, person: { name: application.name, email: application.email } }, now);
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
