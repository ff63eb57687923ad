import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettings, readSiteSettingsFrom } from "~/modules/content/content.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { contactLines, headingHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Failure, type Result } from "~/modules/result";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { checkCurrentPassword, confirmRecentSignIn, type Reauthentication } from "./account.server";
import { groupSecret, hashBackupCode, matchTotp, newBackupCodes, newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from "./totp.server";
import {
  acceptTwoFactorStep,
  clearSessionSecondFactorPending,
  countUnusedBackupCodeRows,
  deleteTwoFactorRows,
  findTwoFactorRow,
  listUserIdsWithSecondFactor,
  putPendingTwoFactorRow,
  replaceBackupCodeRows,
  spendBackupCodeRow,
} from "./two-factor.repository.server";
import { findUserRowById } from "./users.repository.server";
import { countPasskeyRows, deleteAllPasskeyRows, listUserIdsWithPasskey } from "./passkeys.repository.server";

/**
 * The TOTP second factor with backup codes (issue 33, decision 0030): enrolment (a secret, confirmed by a first
 * code, then ten backup codes shown once), the check of a code at sign-in (wrong codes limited per account), removal
 * by the person (with their password) or by an admin (recorded, and mailed to the person). The sign-in step and
 * the pages that call these come next; the decision names what is left.
 */
type Services = Pick<AppServices, "auth" | "database" | "clock" | "env" | "logger">;

/** Wrong codes per account: 5 in 15 minutes, then 429 until the window ends. */
export const secondFactorFailureRule: RateLimitRule = { name: "second-factor-failure", limit: 5, windowSeconds: 15 * 60 };

export const twoFactorMessages = {
  codeWrong: "That code is not right. Check the time on your phone and try the newest code, or use a backup code.",
  tooManyCodes: "Too many wrong codes. Wait 15 minutes and try again, or ask an admin to reset your second factor.",
  alreadyOn: "Two-step sign-in is already on for this account. Remove it first to set it up again.",
  notStarted: "Start the set-up again: no secret is waiting for a code.",
  notOn: "Two-step sign-in is not on for this account.",
  unreadable: "Your two-step sign-in can no longer be checked (the server's key changed). Ask an admin to reset it.",
} as const;

export interface TwoFactorEnrolment {
  /** For the authenticator app: the URI (a QR code's content) and the secret in groups of four to type. */
  uri: string;
  secretGroups: string;
}

const sessionSecret = (services: Pick<Services, "env">) => services.env.SESSION_SECRET;

/** The stored secret, or null when it was sealed under another SESSION_SECRET (it cannot be checked any more). */
function openSecret(services: Pick<Services, "env">, stored: string): string | null {
  try {
    return openTotpSecret(stored, sessionSecret(services));
  } catch {
    return null;
  }
}

/** A confirmed authenticator app or at least one passkey (decision 0037): either is a second factor. */
export async function hasSecondFactor(services: Pick<AppServices, "database">, input: { userId: string }): Promise<boolean> {
  if (await hasAppSecondFactor(services, input)) return true;
  return (await countPasskeyRows(services.database.db, input.userId)) > 0;
}

/** An authenticator app (TOTP) that is on: the code form of the sign-in's second step. */
export async function hasAppSecondFactor(services: Pick<AppServices, "database">, input: { userId: string }): Promise<boolean> {
  return Boolean((await findTwoFactorRow(services.database.db, input.userId))?.confirmedAt);
}

/** Of these users, those with two-step sign-in on, by app or passkey (for the admin's list of users). */
export async function usersWithSecondFactor(services: Pick<AppServices, "database">, input: { userIds: string[] }): Promise<Set<string>> {
  const { db } = services.database;
  const [apps, passkeys] = await Promise.all([listUserIdsWithSecondFactor(db, input.userIds), listUserIdsWithPasskey(db, input.userIds)]);
  return new Set([...apps, ...passkeys]);
}

/** The roles that must use two-step sign-in when STAFF_TWO_FACTOR=required: they can publish and read applicants' data. */
const rolesNeedingSecondFactor: ReadonlySet<string> = new Set(["admin", "editor"]);

/**
 * True when this person must set up two-step sign-in before any staff page or API (STAFF_TWO_FACTOR=required, an
 * admin or editor, none set up). The guards (http/guards.server.ts) and the sign-in ask this; nothing else does.
 */
export async function mustEnrolSecondFactor(services: Pick<AppServices, "database" | "env">, input: { userId: string; role: string }): Promise<boolean> {
  if (services.env.STAFF_TWO_FACTOR !== "required" || !rolesNeedingSecondFactor.has(input.role)) return false;
  return !(await hasSecondFactor(services, { userId: input.userId }));
}

export const secondFactorRequiredMessage = "Your role can publish to the site and read applicants' data, so this site requires two-step sign-in for it. Set it up to continue.";

/** What /account/two-step shows: off, waiting for the first code (the secret shown again), or on. */
export type OwnTwoFactor = { state: "off" } | ({ state: "pending" } & TwoFactorEnrolment) | { state: "on"; backupCodesLeft: number };

export async function loadOwnTwoFactor(services: Pick<Services, "database" | "env">, input: { userId: string; email: string }): Promise<OwnTwoFactor> {
  const { db } = services.database;
  const row = await findTwoFactorRow(db, input.userId);
  if (row?.confirmedAt) return { state: "on", backupCodesLeft: await countUnusedBackupCodeRows(db, input.userId) };
  // A waiting secret sealed under an older key cannot be confirmed: the person starts again.
  const secret = row ? openSecret(services, row.secret) : null;
  if (secret === null) return { state: "off" };
  // The authenticator app lists the code under the company's name as the settings give it.
  const { name } = await readSiteSettings(services);
  return { state: "pending", uri: otpauthUri({ issuer: name, account: input.email, secret }), secretGroups: groupSecret(secret) };
}

/**
 * A new secret, waiting for its first code, after re-authentication (decision 0046); a secret that is already
 * confirmed is kept (remove it first).
 */
export async function startTwoFactorEnrolment(
  services: Services,
  input: Reauthentication & { email: string },
): Promise<Result<TwoFactorEnrolment, "conflict" | "invalid" | "rate-limited" | "forbidden">> {
  const reauthenticated = await confirmRecentSignIn(services, input);
  if (!reauthenticated.ok) return reauthenticated;
  const secret = newTotpSecret();
  const now = services.clock.now().toISOString();
  const stored = await putPendingTwoFactorRow(services.database.db, { userId: input.userId, secret: sealTotpSecret(secret, sessionSecret(services)), now });
  if (!stored) return fail("conflict", twoFactorMessages.alreadyOn);
  const { name } = await readSiteSettings(services);
  return succeed({ uri: otpauthUri({ issuer: name, account: input.email, secret }), secretGroups: groupSecret(secret) });
}

/** The first code turns the second factor on and answers the ten backup codes, which are never shown again. */
export async function confirmTwoFactorEnrolment(
  services: Services,
  input: { userId: string; email: string; code: string; by: AuditActor },
): Promise<Result<{ backupCodes: string[] }, "invalid" | "conflict">> {
  const { db } = services.database;
  const row = await findTwoFactorRow(db, input.userId);
  if (!row) return fail("conflict", twoFactorMessages.notStarted);
  if (row.confirmedAt) return fail("conflict", twoFactorMessages.alreadyOn);
  const secret = openSecret(services, row.secret);
  if (secret === null) return fail("conflict", twoFactorMessages.notStarted);
  const step = matchTotp(secret, input.code, services.clock.now());
  if (step === null) return fail("invalid", twoFactorMessages.codeWrong, { fieldErrors: { code: twoFactorMessages.codeWrong } });
  const backupCodes = newBackupCodes();
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await acceptTwoFactorStep(trx, { userId: input.userId, step, confirmAt: services.clock.now().toISOString() }))) return false;
    await replaceBackupCodeRows(trx, input.userId, backupCodes.map(hashBackupCode));
    const summary = `${input.email} turned on two-step sign-in (authenticator app, ${backupCodes.length} backup codes)`;
    await recordAuditEvent(services, { action: "auth.second_factor_enrolled", by: input.by, subject: { type: "user", id: input.userId }, summary }, trx);
    return true;
  });
  return confirmed ? succeed({ backupCodes }) : fail("conflict", twoFactorMessages.alreadyOn);
}

/**
 * The sign-in's second step: a current code from the app (each step's code once) or an unused backup code (spent
 * now). Wrong codes are counted per account and recorded; after 5 in 15 minutes every try answers 429.
 */
export async function verifySecondFactor(
  services: Services,
  input: { userId: string; code: string; clientIp: string },
): Promise<Result<{ method: "totp" | "backup-code"; backupCodesLeft?: number }, "invalid" | "rate-limited" | "conflict">> {
  const confirmed = await confirmedSecretOf(services, input.userId);
  if (!confirmed.ok) return confirmed;
  const secret = confirmed.value;
  const { db } = services.database;
  const now = services.clock.now();
  const step = matchTotp(secret, input.code, now);
  if (step !== null && (await acceptTwoFactorStep(db, { userId: input.userId, step }))) return succeed({ method: "totp" });
  // Not an app code (a six-digit answer is never a backup code): a backup code, spent if it is one.
  if (step === null && (await spendBackupCodeRow(db, { userId: input.userId, codeHash: hashBackupCode(input.code), now: now.toISOString() }))) {
    return succeed({ method: "backup-code", backupCodesLeft: await countUnusedBackupCodeRows(db, input.userId) });
  }
  return refuseWrongSecondFactor(services, { userId: input.userId, by: { userId: null, ip: input.clientIp } });
}

/**
 * The secret a code is checked against, where codes are taken: not while the account's wrong codes are over the
 * limit (429), and only once two-step sign-in is on.
 */
async function confirmedSecretOf(services: Services, userId: string): Promise<Result<string, "rate-limited" | "conflict">> {
  const limit = await peekRateLimit(services, { rule: secondFactorFailureRule, key: userId });
  if (limit.limited) return fail("rate-limited", twoFactorMessages.tooManyCodes, { retryAfterSeconds: limit.retryAfterSeconds });
  const row = await findTwoFactorRow(services.database.db, userId);
  if (!row?.confirmedAt) return fail("conflict", twoFactorMessages.notOn);
  const secret = openSecret(services, row.secret);
  if (secret === null) return fail("conflict", twoFactorMessages.unreadable);
  return succeed(secret);
}

/**
 * A wrong code or a refused passkey, wherever it was given: counted per account (secondFactorFailureRule, one count
 * for both kinds) and recorded. A passkey's refusal has its own message and no code field to point at.
 */
export async function refuseWrongSecondFactor(
  services: Services,
  input: { userId: string; by: AuditActor; what?: "Second-factor code" | "Passkey"; message?: string },
): Promise<Failure<"invalid" | "rate-limited">> {
  const counted = await consumeRateLimit(services, { rule: secondFactorFailureRule, key: input.userId });
  const user = await findUserRowById(services.database.db, input.userId);
  await recordAuditEvent(services, {
    action: "auth.second_factor_failed",
    by: input.by,
    subject: { type: "user", id: input.userId },
    summary: `${input.what ?? "Second-factor code"} refused for ${user?.email ?? input.userId} (${counted.count} of ${secondFactorFailureRule.limit})`,
  });
  if (counted.limited) return fail("rate-limited", twoFactorMessages.tooManyCodes, { retryAfterSeconds: counted.retryAfterSeconds });
  if (input.message) return fail("invalid", input.message);
  return fail("invalid", twoFactorMessages.codeWrong, { fieldErrors: { code: twoFactorMessages.codeWrong } });
}

/**
 * Ten new backup codes for the person, after re-authentication (decision 0046) and given a current code from the app
 * (not a backup code: the set it replaces may be what leaked). The old codes stop working in the same transaction;
 * the new ones are answered once.
 */
export async function regenerateBackupCodes(
  services: Services,
  input: Reauthentication & { email: string; code: string; by: AuditActor },
): Promise<Result<{ backupCodes: string[] }, "invalid" | "rate-limited" | "conflict" | "forbidden">> {
  const reauthenticated = await confirmRecentSignIn(services, input);
  if (!reauthenticated.ok) return reauthenticated;
  const confirmed = await confirmedSecretOf(services, input.userId);
  if (!confirmed.ok) return confirmed;
  const { db } = services.database;
  const step = matchTotp(confirmed.value, input.code, services.clock.now());
  if (step === null) return refuseWrongSecondFactor(services, { userId: input.userId, by: input.by });
  const backupCodes = newBackupCodes();
  const replaced = await db.transaction().execute(async (trx) => {
    // The step is spent like a sign-in's: the same code cannot be replayed.
    if (!(await acceptTwoFactorStep(trx, { userId: input.userId, step }))) return false;
    await replaceBackupCodeRows(trx, input.userId, backupCodes.map(hashBackupCode));
    const summary = `${input.email} made ${backupCodes.length} new backup codes; the earlier ones no longer work`;
    await recordAuditEvent(services, { action: "auth.backup_codes_regenerated", by: input.by, subject: { type: "user", id: input.userId }, summary }, trx);
    return true;
  });
  if (!replaced) return refuseWrongSecondFactor(services, { userId: input.userId, by: input.by });
  return succeed({ backupCodes });
}

/** The person turns it off on /account: their current password is required (counted like a password change). */
export async function removeOwnSecondFactor(
  services: Services,
  input: { userId: string; email: string; currentPassword: string; by: AuditActor },
): Promise<Result<undefined, "invalid" | "rate-limited" | "conflict">> {
  const { db } = services.database;
  const checked = await checkCurrentPassword(services, { userId: input.userId, password: input.currentPassword });
  if (!checked.ok) return checked;
  const removed = await db.transaction().execute(async (trx) => {
    if (!(await deleteTwoFactorRows(trx, input.userId))) return false;
    const summary = `${input.email} turned off two-step sign-in`;
    await recordAuditEvent(services, { action: "auth.second_factor_removed", by: input.by, subject: { type: "user", id: input.userId }, summary }, trx);
    return true;
  });
  return removed ? succeed() : fail("conflict", twoFactorMessages.notOn);
}

/**
 * An admin resets another person's second factor (a lost phone or laptop): the app, its backup codes and every
 * passkey go; recorded, and the person is told by mail.
 */
export async function resetSecondFactorOfUser(services: Services, input: { userId: string; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict">> {
  const { db } = services.database;
  const user = await findUserRowById(db, input.userId);
  if (!user) return fail("not-found", "That account no longer exists.");
  const now = services.clock.now();
  const removed = await db.transaction().execute(async (trx) => {
    const hadApp = await deleteTwoFactorRows(trx, user.id);
    const passkeys = await deleteAllPasskeyRows(trx, user.id);
    if (!hadApp && passkeys === 0) return false;
    await enqueueMail(trx, { to: user.email, ...secondFactorResetMail(services.env, user, await readSiteSettingsFrom(trx)), kind: "second-factor-reset" }, now);
    const summary = `Two-step sign-in of ${user.name} <${user.email}> reset by an admin${passkeys > 0 ? ` (${passkeys === 1 ? "1 passkey" : `${passkeys} passkeys`} removed)` : ""}`;
    await recordAuditEvent(services, { action: "auth.second_factor_removed", by: input.by, subject: { type: "user", id: user.id }, summary }, trx);
    return true;
  });
  return removed ? succeed() : fail("conflict", twoFactorMessages.notOn);
}


function secondFactorResetMail(env: Services["env"], user: { name: string; email: string }, site: SiteSettings) {
  const what = `An admin reset two-step sign-in on your ${site.name} account (${user.email}). You now sign in with your password alone until you set it up again on ${env.PUBLIC_URL}/account.`;
  const notYou = `If you did not ask for this, tell us at once at ${site.email}.`;
  return {
    subject: `Two-step sign-in was reset - ${site.name}`,
    text: [`Hello ${user.name},`, "", what, "", notYou, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({ company: site, title: "Two-step sign-in was reset", body: [headingHtml("Two-step sign-in was reset"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(what), paragraphHtml(notYou)].join("") }),
  };
}

/** The person a session waits on: right password, no code yet (null for any other request). */
export async function findPendingSecondFactor(services: Pick<AppServices, "auth">, input: { headers: Headers }): Promise<{ userId: string; sessionId: string; email: string } | null> {
  if (!input.headers.get("cookie")) return null;
  const session = await services.auth.api.getSession({ headers: input.headers });
  if (!session?.session.secondFactorPending || session.user.banned) return null;
  return { userId: session.user.id, sessionId: session.session.id, email: session.user.email };
}

/** The sign-in's second step: a right code makes the waiting session a real one, and the sign-in is recorded. */
export async function completeSecondFactorSignIn(
  services: Services,
  input: { headers: Headers; code: string; clientIp: string },
): Promise<Result<{ backupCodesLeft?: number }, "invalid" | "rate-limited" | "conflict" | "unauthorized">> {
  const pending = await findPendingSecondFactor(services, input);
  if (!pending) return fail("unauthorized", "Sign in with your email and password first.");
  const verified = await verifySecondFactor(services, { userId: pending.userId, code: input.code, clientIp: input.clientIp });
  if (!verified.ok) return verified;
  const { db } = services.database;
  await db.transaction().execute(async (trx) => {
    await clearSessionSecondFactorPending(trx, pending.sessionId);
    const how = verified.value.method === "totp" ? "authenticator code" : "backup code";
    const by = { userId: pending.userId, ip: input.clientIp };
    await recordAuditEvent(services, { action: "auth.sign_in", by, subject: { type: "user", id: pending.userId }, summary: `Signed in as ${pending.email} (password and ${how})` }, trx);
  });
  return succeed({ backupCodesLeft: verified.value.backupCodesLeft });
}
