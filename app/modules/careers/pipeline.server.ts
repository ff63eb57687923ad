import type { Transaction } from "kysely";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import type { DB } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { insertApplicationEvent, insertApplicationEventOnce, insertApplicationNote, listApplicationEvents, listApplicationNotes } from "./application-history.repository.server";
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
/** Who did it: the signed-in admin (their id and address for the audit log). */
export interface Actor extends Partial<AuditActor> {
  name: string;
}

const NOT_FOUND = "This application no longer exists.";

export interface ApplicationFile {
  application: Application;
  notes: Array<{ id: number; author: string; body: string; at: string }>;
  /** Status changes and mails; a mail's `body` is its text as sent (null for mails before migration 0017). */
  history: Array<{ id: number; kind: "status" | "email"; actor: string; detail: string; body: string | null; at: string }>;
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
    history: events.map((event) => ({ id: Number(event.id), kind: event.kind, actor: event.actor_name, detail: event.detail, body: event.body, at: event.created_at })),
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
    return succeed({ changed: await moveToStatus(services, trx, row, input.status, input.actor, at) });
  });
}

/**
 * The one place a status change is written: the row, its history entry and the audit entry (the position and the
 * move, never the candidate's details), inside the caller's transaction.
 */
async function moveToStatus(
  services: Services,
  trx: Transaction<DB>,
  row: { id: number; status: string; position_title: string; position_id: number | null; name: string; email: string; spam_reason: string | null },
  status: ApplicationStatus,
  actor: Actor,
  at: string,
): Promise<boolean> {
  const from = row.status as ApplicationStatus;
  if (from === status) return false;
  const move = `${STATUS_LABELS[from]} → ${STATUS_LABELS[status]}`;
  await updateApplicationStatusRow(trx, Number(row.id), status, at);
  await insertApplicationEvent(trx, { application_id: Number(row.id), kind: "status", actor_name: actor.name, detail: move, created_at: at });
  // Quarantined applications are nobody's business outside; they fire events once released.
  if (!row.spam_reason) {
    const data = { positionId: row.position_id, positionTitle: row.position_title, from, to: status, changed: ["status" as const] };
    await queueWebhookEvent(trx, { type: "application.status_changed", resource: { type: "application", id: Number(row.id) }, data, person: { name: row.name, email: row.email } }, new Date(at));
  }
  if (actor.userId !== undefined) {
    const summary = `Application #${row.id} for “${row.position_title}”: ${move}`;
    const by = { userId: actor.userId, ip: actor.ip };
    await recordAuditEvent(services, { action: "application.status_changed", by, subject: { type: "application", id: row.id }, summary }, trx);
  }
  return true;
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

/** The answer to a second submit of the same mail form: the first one was sent, this one is not. */
export const CANDIDATE_MAIL_ALREADY_SENT = "This mail was already sent (see the history); it was not sent again. To send another mail, write it in the emptied form.";

/**
 * Mails the candidate (an interview invitation, a "not moving forward", or any text) through the outbox; the
 * candidate's Reply goes to the careers address. Recorded in the history with its body. `idempotencyKey` comes
 * from the form that was rendered: a second submit of the same form is refused instead of mailing twice. With
 * `status`, the application moves there in the same transaction (a "not moving forward" mail rejects it).
 * Not for an application in quarantine.
 */
export async function emailCandidate(
  services: Services,
  input: { id: number; subject: string; text: string; idempotencyKey: string; status?: ApplicationStatus; actor: Actor },
): Promise<Result<{ statusChanged: boolean }, "not-found" | "conflict">> {
  const now = services.clock.now();
  const at = now.toISOString();
  return services.database.db.transaction().execute(async (trx) => {
    const row = await findApplicationRow(trx, input.id);
    if (!row) return fail("not-found", NOT_FOUND);
    if (row.spam_reason !== null) return fail("conflict", "This application is in the spam folder. Move it to the inbox before writing to the candidate.");
    // The history entry claims the key first, so of two identical submits only one reaches the outbox.
    const claimed = await insertApplicationEventOnce(trx, {
      application_id: input.id,
      kind: "email",
      actor_name: input.actor.name,
      detail: `Mail sent: ${input.subject}`,
      body: input.text,
      idempotency_key: input.idempotencyKey,
      created_at: at,
    });
    if (!claimed) return fail("conflict", CANDIDATE_MAIL_ALREADY_SENT);
    await enqueueMail(trx, { to: row.email, subject: input.subject, text: input.text, replyTo: (await readSiteSettingsFrom(trx)).careersEmail, kind: "candidate" }, now);
    const statusChanged = input.status ? await moveToStatus(services, trx, row, input.status, input.actor, at) : false;
    return succeed({ statusChanged });
  });
}
