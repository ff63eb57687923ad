import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { ROLES, roleLabels, toRole, type Role } from "./permissions";
import { deleteSessionRowsOfUser, findUserRowById, listUserRows, updateUserAccessKeepingAnAdmin } from "./users.repository.server";

/** The admin's users page (issue 18): who has which role, and who may sign in at all. */
type Services = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "logger">>;

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

export const userMessages = {
  lastAdmin: "The last admin cannot be demoted or disabled. Make someone else an admin first.",
  notFound: "That account no longer exists.",
  badRole: "Choose one of the roles listed.",
  ownSessions: "Your own sessions are ended on your account page: Sign out everywhere else keeps this device signed in.",
} as const;

const PAGE = 200;

export async function listUsers(services: Services, input: { search?: string }): Promise<UserSummary[]> {
  const search = input.search?.trim().slice(0, 100) || undefined;
  const rows = await listUserRows(services.database.db, { search, limit: PAGE });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: toRole(row.role),
    disabled: Boolean(row.banned),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

async function changeAccess(services: Services, userId: string, change: (user: UserSummary) => { role: Role; banned: boolean }, by: AuditActor) {
  const row = await findUserRowById(services.database.db, userId);
  if (!row) return fail("not-found", userMessages.notFound);
  const before = { role: toRole(row.role), banned: Boolean(row.banned) };
  const next = change({ id: row.id, name: row.name, email: row.email, role: before.role, disabled: before.banned, createdAt: "" });
  const who = `${row.name} <${row.email}>`;
  // In the update's transaction: only a change that happened is recorded, and it is recorded if it happened.
  const outcome = await updateUserAccessKeepingAnAdmin(services.database.db, userId, next, async (trx) => {
    const subject = { type: "user", id: userId };
    if (next.role !== before.role) {
      const summary = `${who}: ${roleLabels[before.role]} → ${roleLabels[next.role]}`;
      await recordAuditEvent(services, { action: "user.role_changed", by, subject, summary }, trx);
    }
    if (next.banned !== before.banned) {
      const summary = next.banned ? `Disabled ${who} and ended their sessions` : `Enabled ${who}`;
      await recordAuditEvent(services, { action: next.banned ? "user.disabled" : "user.enabled", by, subject, summary }, trx);
    }
  });
  if (outcome === "missing") return fail("not-found", userMessages.notFound);
  if (outcome === "last-admin") return fail("conflict", userMessages.lastAdmin);
  services.logger?.info({ userId, role: next.role, disabled: next.banned, by: by.userId }, "user access changed");
  return succeed();
}

export function changeUserRole(services: Services, input: { userId: string; role: string; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict" | "invalid">> {
  if (!(ROLES as readonly string[]).includes(input.role)) return Promise.resolve(fail("invalid", userMessages.badRole, { fieldErrors: { role: userMessages.badRole } }));
  return changeAccess(services, input.userId, (user) => ({ role: input.role as Role, banned: user.disabled }), input.by);
}

/** A disabled user cannot sign in, and their sessions end at once. */
export function setUserDisabled(services: Services, input: { userId: string; disabled: boolean; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict">> {
  return changeAccess(services, input.userId, (user) => ({ role: user.role, banned: input.disabled }), input.by);
}

/**
 * "Sign out everywhere" (a lost laptop, a shared computer, a colleague leaving): every session of the person ends,
 * pending two-step ones too, and the account stays usable: they sign in again. Not for one's own account (the
 * admin's own request would end with this page's session; /account has "Sign out everywhere else"). Recorded only
 * when a session ended; the person is not mailed (nothing about their account changed, and it is usually at their
 * request).
 */
export async function signOutUserEverywhere(services: Services, input: { userId: string; by: AuditActor }): Promise<Result<{ ended: number; name: string }, "not-found" | "conflict">> {
  if (input.userId === input.by.userId) return fail("conflict", userMessages.ownSessions);
  const { db } = services.database;
  const row = await findUserRowById(db, input.userId);
  if (!row) return fail("not-found", userMessages.notFound);
  const ended = await db.transaction().execute(async (trx) => {
    const ended = await deleteSessionRowsOfUser(trx, row.id);
    if (ended > 0) {
      const summary = `Signed out ${row.name} <${row.email}> everywhere: ${ended} ${ended === 1 ? "session" : "sessions"} ended`;
      await recordAuditEvent(services, { action: "user.signed_out_everywhere", by: input.by, subject: { type: "user", id: row.id }, summary }, trx);
    }
    return ended;
  });
  services.logger?.info({ userId: row.id, ended, by: input.by.userId }, "user signed out everywhere by an admin");
  return succeed({ ended, name: row.name });
}
