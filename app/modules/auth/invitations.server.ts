import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { buttonHtml, contactLines, headingHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { logIn } from "./accounts.server";
import { authMessages, INVITATION_LINK_HOURS, invitationMessages, minimumPasswordLength, type InvitableRole, type PasskeyAnswer } from "./auth.schema";
import { checkNewPassword } from "./password-strength.server";
import {
  claimInvitationRow,
  findInvitationRowById,
  findInvitationRowByTokenHash,
  findOpenInvitationRowByEmail,
  insertInvitationRow,
  insertInvitedUser,
  listInvitationRows,
  replaceInvitationTokenRow,
  revokeInvitationRow,
  type InvitationRow,
} from "./invitations.repository.server";
import { roleLabels, toRole, type Role } from "./permissions";
import { findUserRowByEmail } from "./users.repository.server";
import { passkeyChallengeRule, startInvitationPasskeyRegistration, startPasskeySession, storeNewPasskey, verifyNewPasskey } from "./passkeys.server";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";

/**
 * Staff invitations (issue 33, decision 0027): staff roles come from an invitation or from an admin; /signup makes
 * readers only. The mail's link carries a 32-byte random token; only its SHA-256 is stored. A link works once,
 * for INVITATION_LINK_HOURS, and dies when the invitation is revoked or sent again. An address that already has an
 * account is refused at once (its role is changed in the list of users), so accepting never touches an account
 * that exists: it creates one, with the role, and signs the person in.
 */
type Services = Pick<AppServices, "auth" | "database" | "clock" | "env" | "logger">;

/** Submits of the form behind a link, per network address: each try costs a password hash. */
export const acceptInvitationRule: RateLimitRule = { name: "invitation-accept", limit: 20, windowSeconds: 60 * 60 };

export type InvitationState = "pending" | "accepted" | "expired" | "revoked";

export interface InvitationSummary {
  id: number;
  email: string;
  role: Role;
  inviterName: string;
  state: InvitationState;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

const LIST_LIMIT = 100;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function stateOf(row: InvitationRow, now: Date): InvitationState {
  if (row.accepted_at) return "accepted";
  if (row.revoked_at) return "revoked";
  return row.expires_at <= now.toISOString() ? "expired" : "pending";
}

function newLink(services: Pick<Services, "env" | "clock">) {
  const token = randomBytes(32).toString("base64url");
  const now = services.clock.now();
  return {
    tokenHash: hashToken(token),
    url: `${services.env.PUBLIC_URL}/invitation?token=${token}`,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_LINK_HOURS * 3_600_000).toISOString(),
  };
}

export async function listInvitations(services: Pick<AppServices, "database" | "clock">): Promise<InvitationSummary[]> {
  const now = services.clock.now();
  const rows = await listInvitationRows(services.database.db, LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: toRole(row.role),
    inviterName: row.inviter_name,
    state: stateOf(row, now),
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
  }));
}

/** The invitation, its mail and its audit entry land together (one transaction) or not at all. */
export async function inviteStaffMember(
  services: Services,
  input: { email: string; role: InvitableRole; inviter: { id: string; name: string }; by: AuditActor },
): Promise<Result<{ id: number }, "conflict">> {
  const { db } = services.database;
  if (await findUserRowByEmail(db, input.email)) return fail("conflict", invitationMessages.hasAccount, { fieldErrors: { email: invitationMessages.hasAccount } });
  const link = newLink(services);
  if (await findOpenInvitationRowByEmail(db, input.email, link.now)) {
    return fail("conflict", invitationMessages.alreadyInvited, { fieldErrors: { email: invitationMessages.alreadyInvited } });
  }
  const id = await db.transaction().execute(async (trx) => {
    const id = await insertInvitationRow(trx, { email: input.email, role: input.role, tokenHash: link.tokenHash, invitedBy: input.inviter.id, inviterName: input.inviter.name, now: link.now, expiresAt: link.expiresAt });
    await enqueueMail(trx, { to: input.email, ...invitationMail(input.inviter.name, input.role, link.url, await readSiteSettingsFrom(trx)), kind: "invitation" }, services.clock.now());
    const summary = `Invited ${input.email} as ${roleLabels[input.role]}`;
    await recordAuditEvent(services, { action: "invitation.created", by: input.by, subject: { type: "invitation", id }, summary }, trx);
    return id;
  });
  services.logger.info({ invitationId: id, by: input.by.userId }, "invitation sent");
  return succeed({ id });
}

/** A new link (the older one stops working) and a new 48 hours, for an invitation neither accepted nor revoked. */
export async function resendInvitation(services: Services, input: { id: number; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict">> {
  const { db } = services.database;
  const row = await findInvitationRowById(db, input.id);
  if (!row) return fail("not-found", invitationMessages.notFound);
  const link = newLink(services);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await replaceInvitationTokenRow(trx, { id: row.id, tokenHash: link.tokenHash, now: link.now, expiresAt: link.expiresAt }))) return false;
    const role = toRole(row.role);
    await enqueueMail(trx, { to: row.email, ...invitationMail(row.inviter_name, role, link.url, await readSiteSettingsFrom(trx)), kind: "invitation" }, services.clock.now());
    const summary = `Invitation of ${row.email} as ${roleLabels[role]} sent again`;
    await recordAuditEvent(services, { action: "invitation.resent", by: input.by, subject: { type: "invitation", id: row.id }, summary }, trx);
    return true;
  });
  return done ? succeed() : fail("conflict", invitationMessages.notOpen);
}

export async function revokeInvitation(services: Services, input: { id: number; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict">> {
  const { db } = services.database;
  const row = await findInvitationRowById(db, input.id);
  if (!row) return fail("not-found", invitationMessages.notFound);
  const done = await db.transaction().execute(async (trx) => {
    if (!(await revokeInvitationRow(trx, { id: row.id, now: services.clock.now().toISOString() }))) return false;
    const summary = `Invitation of ${row.email} as ${roleLabels[toRole(row.role)]} revoked`;
    await recordAuditEvent(services, { action: "invitation.revoked", by: input.by, subject: { type: "invitation", id: row.id }, summary }, trx);
    return true;
  });
  return done ? succeed() : fail("conflict", invitationMessages.notOpen);
}

export type InvitationLink =
  | { state: "pending"; email: string; role: Role; inviterName: string; minLength: number }
  | { state: "accepted" | "expired" | "revoked" | "unknown"; message: string };

const goneMessages = { accepted: invitationMessages.used, expired: invitationMessages.expired, revoked: invitationMessages.revokedLink, unknown: invitationMessages.unknown } as const;

/** The invitation a token opens while it is pending, or why it does not. */
async function openInvitation(services: Pick<AppServices, "database" | "clock">, token: string): Promise<{ row: InvitationRow; role: Role } | { state: Exclude<InvitationState, "pending"> | "unknown"; message: string }> {
  const row = token ? await findInvitationRowByTokenHash(services.database.db, hashToken(token)) : undefined;
  if (!row) return { state: "unknown", message: goneMessages.unknown };
  const state = stateOf(row, services.clock.now());
  if (state !== "pending") return { state, message: goneMessages[state] };
  return { row, role: toRole(row.role) };
}

/** For the page behind the link: who invited whom as what, or why the link no longer works. */
export async function checkInvitationLink(services: Pick<AppServices, "database" | "clock">, input: { token: string }): Promise<InvitationLink> {
  const open = await openInvitation(services, input.token);
  if (!("row" in open)) return open;
  return { state: "pending", email: open.row.email, role: open.role, inviterName: open.row.inviter_name, minLength: minimumPasswordLength(open.role) };
}

/**
 * Creates the account with the invitation's role and the chosen name and password, marks the invitation accepted
 * and records it (one transaction: the claim is the referee between two submits), then signs the person in. On
 * success, the headers that set the session cookie.
 */
export async function acceptInvitation(
  services: Services,
  input: { token: string; name: string; password: string; clientIp: string; userAgent?: string | null },
): Promise<Result<Headers, "invalid" | "gone" | "conflict" | "rate-limited">> {
  const limit = await consumeRateLimit(services, { rule: acceptInvitationRule, key: input.clientIp });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const link = await checkInvitationLink(services, input);
  if (link.state !== "pending") return fail("gone", link.message);
  // Checked before anything is used up, so a password that is refused does not cost the person their link.
  const refused = await checkNewPassword(services, link.role, input.password, { email: link.email, name: input.name });
  if (refused) return fail("invalid", refused, { fieldErrors: { password: refused } });
  const { db } = services.database;
  if (await findUserRowByEmail(db, link.email)) return fail("conflict", invitationMessages.accountExists);
  const passwordHash = await (await services.auth.$context).password.hash(input.password);
  const now = services.clock.now();
  const tokenHash = hashToken(input.token);
  const userId = await db.transaction().execute(async (trx) => {
    // The mail reached the address, so it counts as verified.
    const userId = await insertInvitedUser(trx, { name: input.name, email: link.email, role: link.role, passwordHash, now });
    if (!(await claimInvitationRow(trx, { tokenHash, userId, now: now.toISOString() }))) throw new InvitationTaken();
    const summary = `${input.name} <${link.email}> joined as ${roleLabels[link.role]} (invited by ${link.inviterName})`;
    await recordAuditEvent(services, { action: "invitation.accepted", by: { userId, ip: input.clientIp }, subject: { type: "user", id: userId }, summary }, trx);
    return userId;
  }).catch((error: unknown) => {
    if (error instanceof InvitationTaken) return null;
    throw error;
  });
  if (!userId) return fail("gone", invitationMessages.used);
  services.logger.info({ userId, role: link.role }, "invitation accepted");
  const session = await logIn(services, { email: link.email, password: input.password, clientIp: input.clientIp, userAgent: input.userAgent });
  // The account exists either way; if signing in failed (rate limit of the address), the person signs in by hand.
  return succeed(session.ok ? session.value.headers : new Headers());
}

class InvitationTaken extends Error {}

/**
 * "Use a passkey instead" on the invitation page, first call: the token is checked (pending), then the options for
 * `navigator.credentials.create`, whose challenge names the invitation and the id the account will get (decision
 * 0037). Challenges per network address as for a passkey sign-in (each is a stored row).
 */
export async function startInvitationPasskey(
  services: Services,
  input: { token: string; name: string; clientIp: string },
): Promise<Result<PublicKeyCredentialCreationOptionsJSON, "gone" | "conflict" | "rate-limited">> {
  const limit = await consumeRateLimit(services, { rule: passkeyChallengeRule, key: input.clientIp });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const open = await openInvitation(services, input.token);
  if (!("row" in open)) return fail("gone", open.message);
  if (await findUserRowByEmail(services.database.db, open.row.email)) return fail("conflict", invitationMessages.accountExists);
  return succeed(await startInvitationPasskeyRegistration(services, { invitationId: open.row.id, email: open.row.email, name: input.name }));
}

/**
 * Second call: the browser's new passkey. The token is checked again, the answer must sign a challenge made for
 * this invitation (spent either way); then the account (no password: the passkey is both factors), its passkey, the
 * claim of the invitation and the audit entries are one transaction, and the person is signed in as a passkey
 * sign-in does. Submits per network address as for the password form.
 */
export async function acceptInvitationWithPasskey(
  services: Services,
  input: { token: string; name: string; answer: PasskeyAnswer; clientIp: string; userAgent?: string | null },
): Promise<Result<Headers, "invalid" | "gone" | "conflict" | "rate-limited">> {
  const limit = await consumeRateLimit(services, { rule: acceptInvitationRule, key: input.clientIp });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const open = await openInvitation(services, input.token);
  if (!("row" in open)) return fail("gone", open.message);
  const { row, role } = open;
  const { db } = services.database;
  if (await findUserRowByEmail(db, row.email)) return fail("conflict", invitationMessages.accountExists);
  const verified = await verifyNewPasskey(services, input.answer, { purpose: "invitation", userId: null, invitationId: row.id });
  // A passkey already on an account is this person's mistake, not the invitation's: it stays open (400).
  if (!verified.ok) return fail("invalid", verified.message);
  const { credential, challenge } = verified.value;
  const userId = challenge.newUserId;
  if (!userId) return fail("invalid", invitationMessages.passkeyFailed);
  const now = services.clock.now();
  const by = { userId, ip: input.clientIp };
  const created = await db.transaction().execute(async (trx) => {
    await insertInvitedUser(trx, { id: userId, name: input.name, email: row.email, role, passwordHash: null, now });
    if (!(await claimInvitationRow(trx, { tokenHash: hashToken(input.token), userId, now: now.toISOString() }))) throw new InvitationTaken();
    const summary = `${input.name} <${row.email}> joined as ${roleLabels[role]} with a passkey (invited by ${row.inviter_name})`;
    await recordAuditEvent(services, { action: "invitation.accepted", by, subject: { type: "user", id: userId }, summary }, trx);
    await storeNewPasskey(services, trx, { userId, email: row.email, name: invitationPasskeyName, credential, by });
    return true;
  }).catch((error: unknown) => {
    if (error instanceof InvitationTaken) return false;
    throw error;
  });
  if (!created) return fail("gone", invitationMessages.used);
  services.logger.info({ userId, role }, "invitation accepted with a passkey");
  const headers = await startPasskeySession(services, { user: { id: userId, email: row.email }, clientIp: input.clientIp, userAgent: input.userAgent });
  return succeed(headers ?? new Headers());
}

/** What the passkey made on the invitation page is called in the list on /account/two-step (renaming is not offered). */
const invitationPasskeyName = "Passkey made when joining";

/** The company as the site settings name it (read in the transaction that queues the mail). */
function invitationMail(inviterName: string, role: Role, link: string, site: SiteSettings) {
  const intro = `${inviterName} invited you to join the ${site.name} website team as ${roleLabels[role]}.`;
  const rule = `The link works once, within ${INVITATION_LINK_HOURS} hours. You choose your name and password there.`;
  const ignore = "If you did not expect this, ignore this mail: no account is made until the link is used.";
  return {
    subject: `You are invited to the ${site.name} team`,
    text: ["Hello,", "", intro, "", `Accept the invitation here. ${rule}`, link, "", ignore, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({
      company: site,
      title: "You are invited",
      preheader: rule,
      body: [headingHtml("You are invited"), paragraphHtml("Hello,"), paragraphHtml(intro), buttonHtml("Accept the invitation", link), paragraphHtml(rule), paragraphHtml(ignore)].join(""),
    }),
  };
}
