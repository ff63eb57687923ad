import { recordAuditEvent, truncateIp, type AuditActor } from "~/modules/audit/audit.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import type { SessionUser } from "./accounts.server";
import { accountMessages, authMessages, deleteAccountMessages, minimumPasswordLength } from "./auth.schema";
import { checkNewPassword } from "./password-strength.server";
import { findCredentialPasswordHash, updateCredentialPassword } from "./passwords.repository.server";
import { findPendingEmailChange } from "./email-change.repository.server";
import { describeUserAgent } from "./user-agent";
import { deleteOtherSessionRows, deleteSessionRowOfUser, deleteUserRow, listSessionRowsOfUser, updateUserName } from "./users.repository.server";

/**
 * /account (issue 33): what every signed-in person may do to their own account: their name, their password (with
 * the current one), and the devices signed in to it. Each change is in the audit log.
 */
type Services = Pick<AppServices, "auth" | "database" | "clock" | "logger">;

/** Wrong current passwords per account: a stolen session must not become a way to guess the password. */
export const currentPasswordRule: RateLimitRule = { name: "password-change", limit: 10, windowSeconds: 15 * 60 };

export interface AccountSession {
  id: string;
  /** "Chrome on Windows". */
  device: string;
  /** The address's network (IPv4 /24, IPv6 /48), or null. */
  network: string | null;
  signedInAt: string;
  /** better-auth moves it on at most once a day. */
  lastActiveAt: string;
  current: boolean;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function loadOwnAccount(services: Pick<AppServices, "database" | "clock">, input: { user: SessionUser }) {
  const rows = await listSessionRowsOfUser(services.database.db, input.user.id, services.clock.now());
  const sessions: AccountSession[] = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    network: truncateIp(row.ipAddress),
    signedInAt: iso(row.createdAt),
    lastActiveAt: iso(row.updatedAt),
    current: row.id === input.user.sessionId,
  }));
  // This device first, then the most recently active.
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  // The address a mailed link is waiting to confirm, if any.
  const pendingEmail = (await findPendingEmailChange(services.database.db, input.user.id, services.clock.now())) ?? null;
  // An account made with a passkey on its invitation has no password until a reset link gives it one (decision 0037).
  const hasPassword = (await findCredentialPasswordHash(services.database.db, input.user.id)) !== null;
  return { name: input.user.name, email: input.user.email, pendingEmail, hasPassword, minPasswordLength: minimumPasswordLength(input.user.role), sessions };
}

export async function renameOwnAccount(services: Services, input: { user: SessionUser; name: string; by: AuditActor }): Promise<Result<undefined, "not-found">> {
  const { user, name } = input;
  if (name === user.name) return succeed();
  const saved = await services.database.db.transaction().execute(async (trx) => {
    if (!(await updateUserName(trx, user.id, name, services.clock.now()))) return false;
    const summary = `${user.email}: “${user.name}” → “${name}”`;
    await recordAuditEvent(services, { action: "user.name_changed", by: input.by, subject: { type: "user", id: user.id }, summary }, trx);
    return true;
  });
  return saved ? succeed() : fail("not-found", "That account no longer exists.");
}

/**
 * The person's current password, asked before changing the password or turning off two-step sign-in. Wrong guesses
 * are counted per account (currentPasswordRule), so a borrowed session cannot try passwords without end.
 */
export async function checkCurrentPassword(services: Services, input: { userId: string; password: string }): Promise<Result<undefined, "invalid" | "rate-limited">> {
  const rateKey = { rule: currentPasswordRule, key: input.userId };
  const limit = await peekRateLimit(services, rateKey);
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const hasher = (await services.auth.$context).password;
  const hash = await findCredentialPasswordHash(services.database.db, input.userId);
  if (!hash || !(await hasher.verify({ hash, password: input.password }))) {
    await consumeRateLimit(services, rateKey);
    return fail("invalid", accountMessages.currentPasswordWrong, { fieldErrors: { currentPassword: accountMessages.currentPasswordWrong } });
  }
  return succeed();
}

/** What a person offers as proof before a change of their sign-in factors: their sign-in's time and/or their password. */
export interface Reauthentication {
  userId: string;
  /** `SessionUser.signedInAt`. */
  signedInAt?: string;
  /** Empty when none was typed. */
  currentPassword: string;
}

/**
 * Re-authentication before adding or changing a sign-in factor (ASVS 5.0 V7.5.1, decision 0046): a password typed
 * is checked (counted like any current password); without one, the session's sign-in must be within better-auth's
 * `session.freshAge` (5 minutes, what its own fresh-session endpoints ask). 403 otherwise, telling a person without
 * a password (an account made with a passkey) to sign in again.
 */
export async function confirmRecentSignIn(services: Services, input: Reauthentication): Promise<Result<undefined, "invalid" | "rate-limited" | "forbidden">> {
  if (input.currentPassword) return checkCurrentPassword(services, { userId: input.userId, password: input.currentPassword });
  const asked = await reauthenticationAsked(services, input);
  if (asked === "nothing") return succeed();
  if (asked === "sign-in") return fail("forbidden", accountMessages.reauthenticateSignIn);
  return fail("forbidden", accountMessages.reauthenticatePassword, { fieldErrors: { currentPassword: accountMessages.reauthenticatePassword } });
}

async function isRecentSignIn(services: Pick<AppServices, "auth">, input: { signedInAt?: string }): Promise<boolean> {
  const { freshAge } = (await services.auth.$context).sessionConfig;
  // The real clock, as in getSessionUser: better-auth wrote the session's time from it.
  return Boolean(input.signedInAt) && Date.now() - new Date(input.signedInAt!).getTime() < freshAge * 1000;
}

/**
 * What the forms that add or change a sign-in factor must ask for now: nothing (a recent sign-in), the current
 * password, or a new sign-in (an account without a password). The server decides again on submit.
 */
export async function reauthenticationAsked(services: Pick<AppServices, "auth" | "database">, input: { userId: string; signedInAt?: string }): Promise<"nothing" | "password" | "sign-in"> {
  if (await isRecentSignIn(services, input)) return "nothing";
  return (await findCredentialPasswordHash(services.database.db, input.userId)) === null ? "sign-in" : "password";
}

/**
 * A new password, given the current one. With `signOutOthers` every other session ends (this device stays signed
 * in). Wrong current passwords are counted per account (currentPasswordRule).
 */
export async function changeOwnPassword(
  services: Services,
  input: { user: SessionUser; currentPassword: string; newPassword: string; signOutOthers: boolean; by: AuditActor },
): Promise<Result<{ endedSessions: number }, "invalid" | "rate-limited">> {
  const { user } = input;
  const checked = await checkCurrentPassword(services, { userId: user.id, password: input.currentPassword });
  if (!checked.ok) return checked;
  const { db } = services.database;
  const hasher = (await services.auth.$context).password;
  const refused = await checkNewPassword(services, user.role, input.newPassword, user);
  if (refused) return fail("invalid", refused, { fieldErrors: { password: refused } });
  const passwordHash = await hasher.hash(input.newPassword);
  const now = services.clock.now();
  const endedSessions = await db.transaction().execute(async (trx) => {
    await updateCredentialPassword(trx, { userId: user.id, passwordHash, now });
    const ended = input.signOutOthers ? await deleteOtherSessionRows(trx, user.id, user.sessionId) : 0;
    const summary = `${user.email} changed their password${input.signOutOthers ? `; ${ended} other sessions ended` : ""}`;
    await recordAuditEvent(services, { action: "auth.password_changed", by: input.by, subject: { type: "user", id: user.id }, summary }, trx);
    return ended;
  });
  return succeed({ endedSessions });
}

/** Signs out one of the person's own devices (this one too, if they choose it). */
export async function endOwnSession(services: Services, input: { user: SessionUser; sessionId: string; by: AuditActor }): Promise<Result<{ current: boolean }, "not-found">> {
  const { user, sessionId } = input;
  const ended = await services.database.db.transaction().execute(async (trx) => {
    if (!(await deleteSessionRowOfUser(trx, user.id, sessionId))) return false;
    const summary = `${user.email} signed out one of their sessions${sessionId === user.sessionId ? " (this device)" : ""}`;
    await recordAuditEvent(services, { action: "session.revoked", by: input.by, subject: { type: "session", id: sessionId }, summary }, trx);
    return true;
  });
  return ended ? succeed({ current: sessionId === user.sessionId }) : fail("not-found", "That session has already ended.");
}

/** How many sessions the person has besides this device's: what "sign out everywhere else" would end. */
export async function countOtherSessions(services: Pick<AppServices, "database" | "clock">, input: { user: SessionUser }): Promise<number> {
  const rows = await listSessionRowsOfUser(services.database.db, input.user.id, services.clock.now());
  return rows.filter((row) => row.id !== input.user.sessionId).length;
}

/** "Sign out everywhere else": every session but this device's. */
export async function endOtherSessions(services: Services, input: { user: SessionUser; by: AuditActor }): Promise<Result<{ ended: number }>> {
  const { user } = input;
  const ended = await services.database.db.transaction().execute(async (trx) => {
    const count = await deleteOtherSessionRows(trx, user.id, user.sessionId);
    if (count > 0) {
      const summary = `${user.email} signed out everywhere else (${count} sessions)`;
      await recordAuditEvent(services, { action: "session.revoked", by: input.by, subject: { type: "user", id: user.id }, summary }, trx);
    }
    return count;
  });
  return succeed({ ended });
}

/**
 * A reader deletes their own account (issue 33, decision 0037), with the current password: the account and all it
 * holds (sessions, password, preferences, second factor, waiting links) are deleted in one transaction. Staff are
 * removed by an admin (posts, revisions and the audit trail name them). What is stored by address rather than by
 * account (newsletter subscription, contact messages, applications) is not the account's and stays under its own
 * rules; the audit entry names the account's id only, not its address.
 */
export async function deleteOwnAccount(services: Services, input: { user: SessionUser; currentPassword: string; by: AuditActor }): Promise<Result<undefined, "forbidden" | "invalid" | "rate-limited" | "not-found">> {
  const { user } = input;
  if (user.role !== "user") return fail("forbidden", deleteAccountMessages.staffRefused);
  const checked = await checkCurrentPassword(services, { userId: user.id, password: input.currentPassword });
  if (!checked.ok) return checked;
  const deleted = await services.database.db.transaction().execute(async (trx) => {
    if (!(await deleteUserRow(trx, user.id))) return false;
    await recordAuditEvent(services, { action: "user.deleted", by: input.by, subject: { type: "user", id: user.id }, summary: "A reader deleted their own account" }, trx);
    return true;
  });
  if (!deleted) return fail("not-found", "That account no longer exists.");
  services.logger.info({ userId: user.id }, "reader deleted their own account");
  return succeed();
}
