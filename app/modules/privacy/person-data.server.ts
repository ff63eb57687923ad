import type { Readable } from "node:stream";
import { deleteApplicationHistory, listApplicationEvents, listApplicationNotes } from "~/modules/careers/application-history.repository.server";
import { deleteApplicationRow, listApplicationRowsByEmail } from "~/modules/careers/applications.repository.server";
import { toApplication } from "~/modules/careers/applications.server";
import { resumeExtension } from "~/modules/careers/careers.schema";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import {
  deleteContactMessagesFrom,
  deleteMailsAbout,
  deleteSubscriptionOf,
  findSubscriptionOf,
  listContactMessagesFrom,
  listMailsAbout,
} from "./person-data.repository.server";

/**
 * Everything stored about one email address, to hand it over (export) or erase it in one action (DPDP Act 2023,
 * GDPR articles 15 and 17): applications with their notes, history and resumes, contact messages, the newsletter
 * subscription, and the mails in the outbox to or about the address.
 */

type Services = Pick<AppServices, "database" | "logger" | "storage" | "clock">;

export async function findPersonData(services: Pick<AppServices, "database">, input: { email: string }) {
  const { db } = services.database;
  const email = input.email.trim().toLowerCase();
  const applications = await listApplicationRowsByEmail(db, email);
  const ids = applications.map((row) => Number(row.id));
  const [notes, events, contactMessages, subscription, mails] = await Promise.all([
    listApplicationNotes(db, ids),
    listApplicationEvents(db, ids),
    listContactMessagesFrom(db, email),
    findSubscriptionOf(db, email),
    listMailsAbout(db, email),
  ]);
  return {
    email,
    applications: applications.map((row) => ({
      ...toApplication(row),
      resumeKey: row.resume_key,
      clientIp: row.client_ip,
      notes: notes.filter((note) => note.application_id === Number(row.id)),
      history: events.filter((event) => event.application_id === Number(row.id)),
    })),
    contactMessages,
    newsletterSubscription: subscription ?? null,
    mails: mails.map(({ id, to_address, reply_to, subject, text_body, status, created_at, sent_at }) => ({ id, to_address, reply_to, subject, text_body, status, created_at, sent_at })),
  };
}

export type PersonData = Awaited<ReturnType<typeof findPersonData>>;

/**
 * The export as one zip: `data.json` (everything above) and each application's resume under `resumes/`. The
 * resume files are opened before the archive starts; missing ones are listed in data.json as missing.
 */
export async function personDataArchive(services: Pick<AppServices, "storage">, data: PersonData): Promise<Readable> {
  // Imported here: an export is rare, and a server start need not load the zip writer (issue 38).
  const { ZipFile } = await import("yazl");
  const zip = new ZipFile();
  const resumes: Array<{ name: string; stream: Readable; size: number }> = [];
  const missing: number[] = [];
  for (const application of data.applications) {
    const file = await services.storage.open(application.resumeKey);
    if (file) resumes.push({ name: `resumes/application-${application.id}.${resumeExtension(application.resumeType)}`, ...file });
    else missing.push(application.id);
  }
  const summary = { exportedFor: data.email, ...data, ...(missing.length ? { resumesMissingForApplications: missing } : {}) };
  zip.addBuffer(Buffer.from(JSON.stringify(summary, null, 2)), "data.json");
  for (const resume of resumes) zip.addReadStream(resume.stream, resume.name, { size: resume.size });
  zip.end();
  return zip.outputStream as Readable;
}

/**
 * An export on request: the archive of everything stored about the address, recorded in the audit log with its
 * counts (never the address: the log outlives an erasure).
 */
export async function exportPersonData(services: Services, input: { email: string; by?: AuditActor }): Promise<{ archive: Readable; applications: number }> {
  const person = await findPersonData(services, input);
  const archive = await personDataArchive(services, person);
  const counts = `${person.applications.length} applications, ${person.contactMessages.length} contact messages, ${person.newsletterSubscription ? 1 : 0} subscriptions, ${person.mails.length} mails`;
  if (input.by) await recordAuditEvent(services, { action: "privacy.exported", by: input.by, summary: `Exported ${counts} for one address` });
  return { archive, applications: person.applications.length };
}

export interface ErasureCounts {
  applications: number;
  resumes: number;
  contactMessages: number;
  subscriptions: number;
  mails: number;
}

/** Erases everything stored about the address; logs the counts, never the address. */
export async function erasePersonData(services: Services, input: { email: string; by?: AuditActor }): Promise<ErasureCounts> {
  const { db } = services.database;
  const email = input.email.trim().toLowerCase();
  const applications = await listApplicationRowsByEmail(db, email);
  const counts: ErasureCounts = { applications: 0, resumes: 0, contactMessages: 0, subscriptions: 0, mails: 0 };
  await db.transaction().execute(async (trx) => {
    for (const row of applications) {
      await deleteApplicationHistory(trx, Number(row.id));
      if (await deleteApplicationRow(trx, Number(row.id))) counts.applications += 1;
    }
    counts.contactMessages = await deleteContactMessagesFrom(trx, email);
    counts.subscriptions = await deleteSubscriptionOf(trx, email);
    counts.mails = await deleteMailsAbout(trx, email);
    const summary = `Erased ${counts.applications} applications, ${counts.contactMessages} contact messages, ${counts.subscriptions} subscriptions, ${counts.mails} mails for one address`;
    if (input.by) await recordAuditEvent(services, { action: "privacy.erased", by: input.by, summary }, trx);
  });
  // Files after the rows: a left-over file is harmless and logged; a row without its file is not.
  for (const row of applications) {
    try {
      await services.storage.remove(row.resume_key);
      counts.resumes += 1;
    } catch (error) {
      services.logger.error({ err: error, applicationId: row.id }, "resume file could not be removed during erasure");
    }
  }
  services.logger.info({ erased: counts }, "personal data erased on request");
  return counts;
}
