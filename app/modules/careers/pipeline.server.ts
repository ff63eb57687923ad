import { site } from "~/content/site";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { insertApplicationEvent, insertApplicationNote, listApplicationEvents, listApplicationNotes } from "./application-history.repository.server";
import { toApplication } from "./applications.server";
import {
  findApplicationRow,
  listOtherApplicationRows,
  updateApplicationRatingRow,
  updateApplicationStatusRow,
} from "./applications.repository.server";
import { STATUS_LABELS, type Application, type ApplicationStatus } from "./careers.schema";

/**
 * The hiring pipeline on one application: status changes (kept as history), notes, a rating, and mails to the
 * candidate through the outbox (kept as history too). Every change names the admin who made it.
 */

type Services = Pick<AppServices, "database" | "clock">;
/** Who did it: the signed-in admin. */
export interface Actor {
  name: string;
}

const NOT_FOUND = "This application no longer exists.";

export interface ApplicationFile {
  application: Application;
  notes: Array<{ id: number; author: string; body: string; at: string }>;
  history: Array<{ id: number; kind: "status" | "email"; actor: string; detail: string; at: string }>;
  /** The same person's other applications (by email address), newest first, at most OTHER_APPLICATIONS_SHOWN. */
  otherApplications: Array<Pick<Application, "id" | "positionTitle" | "status" | "receivedAt">>;
}

/** Enough to see a pattern; the personal-data page (/admin/privacy) lists them all. */
export const OTHER_APPLICATIONS_SHOWN = 10;

/** Everything the application page shows. */
export async function getApplicationFile(services: Pick<AppServices, "database">, input: { id: number }): Promise<ApplicationFile | null> {
  const { db } = services.database;
  const row = await findApplicationRow(db, input.id);
  if (!row) return null;
  const [notes, events, others] = await Promise.all([
    listApplicationNotes(db, [input.id]),
    listApplicationEvents(db, [input.id]),
    listOtherApplicationRows(db, { email: row.email.toLowerCase(), excludeId: input.id, limit: OTHER_APPLICATIONS_SHOWN }),
  ]);
  return {
    application: toApplication(row),
    notes: notes.map((note) => ({ id: Number(note.id), author: note.author_name, body: note.body, at: note.created_at })),
    history: events.map((event) => ({ id: Number(event.id), kind: event.kind, actor: event.actor_name, detail: event.detail, at: event.created_at })),
    otherApplications: others.map((other) => ({ id: Number(other.id), positionTitle: other.position_title, status: other.status as ApplicationStatus, receivedAt: other.received_at })),
  };
}

/** Moves the application to a status; a real change is recorded in its history with who made it. */
export async function setApplicationStatus(
  services: Services,
  input: { id: number; status: ApplicationStatus; actor: Actor },
): Promise<Result<{ changed: boolean }, "not-found">> {
  const at = services.clock.now().toISOString();
  return services.database.db.transaction().execute(async (trx) => {
    const row = await findApplicationRow(trx, input.id);
    if (!row) return fail("not-found", NOT_FOUND);
    const from = row.status as ApplicationStatus;
    if (from === input.status) return succeed({ changed: false });
    await updateApplicationStatusRow(trx, input.id, input.status, at);
    await insertApplicationEvent(trx, { application_id: input.id, kind: "status", actor_name: input.actor.name, detail: `${STATUS_LABELS[from]} → ${STATUS_LABELS[input.status]}`, created_at: at });
    return succeed({ changed: true });
  });
}

export async function addApplicationNote(services: Services, input: { id: number; body: string; actor: Actor }): Promise<Result<undefined, "not-found">> {
  const { db } = services.database;
  if (!(await findApplicationRow(db, input.id))) return fail("not-found", NOT_FOUND);
  await insertApplicationNote(db, { application_id: input.id, author_name: input.actor.name, body: input.body, created_at: services.clock.now().toISOString() });
  return succeed();
}

/** 1 to 5, or undefined to clear it. */
export async function rateApplication(services: Services, input: { id: number; rating: number | undefined }): Promise<Result<undefined, "not-found">> {
  return (await updateApplicationRatingRow(services.database.db, input.id, input.rating ?? null)) ? succeed() : fail("not-found", NOT_FOUND);
}

/**
 * Mails the candidate (an interview invitation, a "not moving forward", or any text) through the outbox; the
 * candidate's Reply goes to the careers address. Recorded in the history. Not for an application in quarantine.
 */
export async function emailCandidate(
  services: Services,
  input: { id: number; subject: string; text: string; actor: Actor },
): Promise<Result<undefined, "not-found" | "conflict">> {
  const now = services.clock.now();
  return services.database.db.transaction().execute(async (trx) => {
    const row = await findApplicationRow(trx, input.id);
    if (!row) return fail("not-found", NOT_FOUND);
    if (row.spam_reason !== null) return fail("conflict", "This application is in the spam folder. Move it to the inbox before writing to the candidate.");
    await enqueueMail(trx, { to: row.email, subject: input.subject, text: input.text, replyTo: site.careersEmail, kind: "candidate" }, now);
    await insertApplicationEvent(trx, { application_id: input.id, kind: "email", actor_name: input.actor.name, detail: `Mail sent: ${input.subject}`, created_at: now.toISOString() });
    return succeed();
  });
}
