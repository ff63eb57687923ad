import { randomBytes, randomUUID } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { readSiteSettings } from "~/modules/content/content.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, peekRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { confirmRecentSignIn, type Reauthentication } from "./account.server";
import { loginFailureRule, sessionOrigin } from "./accounts.server";
import { authMessages, type PasskeyAnswer } from "./auth.schema";
import {
  countPasskeyRows,
  deletePasskeyRow,
  findPasskeyRowByCredentialId,
  insertChallengeRow,
  insertPasskeyRow,
  listPasskeyRows,
  recordPasskeyUse,
  takeChallengeRow,
  type ChallengeRow,
  type PasskeyRow,
} from "./passkeys.repository.server";
import { findPendingSecondFactor, refuseWrongSecondFactor, secondFactorFailureRule, twoFactorMessages } from "./two-factor.server";
import { clearSessionSecondFactorPending } from "./two-factor.repository.server";
import { findUserRowById } from "./users.repository.server";

/**
 * Passkeys (WebAuthn, issue 33, decision 0037) on `@simplewebauthn/server`: registered on /account/two-step, a
 * first factor on /login (a discoverable credential with user verification, so both factors at once) and a second
 * factor on /login/two-factor. Every ceremony starts with a challenge stored here (single-use, 5 minutes); the
 * relying party is PUBLIC_URL (its host name the RP ID, its origin the only origin accepted).
 */
type Services = Pick<AppServices, "auth" | "database" | "clock" | "env" | "logger">;

export const CHALLENGE_SECONDS = 5 * 60;

let loadingWebAuthn: Promise<typeof import("@simplewebauthn/server") & typeof import("@simplewebauthn/server/helpers")> | undefined;

/**
 * SimpleWebAuthn and its certificate parsers (about 250 modules, 0.4 CPU-s) are loaded at the first passkey
 * ceremony, not at every server start (issue 38).
 */
function loadWebAuthn() {
  loadingWebAuthn ??= Promise.all([import("@simplewebauthn/server"), import("@simplewebauthn/server/helpers")]).then(([server, helpers]) => ({ ...server, ...helpers }));
  return loadingWebAuthn;
}

/**
 * Challenges for a sign-in with a passkey alone are handed to anyone and each is a stored row: 30 per address in 15
 * minutes (a person needs one or two) keep a flood from filling the table between the expired rows' clean-ups.
 */
export const passkeyChallengeRule: RateLimitRule = { name: "passkey-challenge", limit: 30, windowSeconds: 15 * 60 };

/** `invitation`: a passkey made while accepting an invitation, before the account exists (migration 0035). */
export type ChallengePurpose = "register" | "sign-in" | "second-factor" | "invitation";

export const passkeyMessages = {
  challengeGone: "That passkey request has expired or was already used. Try again.",
  notAccepted: "That passkey was not accepted. Try again, or sign in with your email and password.",
  notAcceptedSecondFactor: "That passkey was not accepted. Use a passkey saved for this account, or a code from your app.",
  registrationFailed: "The passkey could not be added. Try again.",
  alreadyAdded: "This passkey is already added to an account.",
  notFound: "That passkey is no longer on your account.",
  noPasskey: "This account has no passkey. Enter a code from your authenticator app.",
} as const;

/** The relying party: PUBLIC_URL's host name (no port; WebAuthn's RP ID) and its origin. */
export function relyingParty(env: Pick<AppServices["env"], "PUBLIC_URL">): { rpID: string; origin: string } {
  const url = new URL(env.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

async function newChallenge(
  services: Pick<Services, "database" | "clock">,
  input: { purpose: ChallengePurpose; userId: string | null; invitation?: { id: number; newUserId: string } },
): Promise<string> {
  const { isoBase64URL } = await loadWebAuthn();
  const challenge = isoBase64URL.fromBuffer(randomBytes(32));
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString();
  await insertChallengeRow(services.database.db, { ...input, challenge, expiresAt, now: now.toISOString() });
  return challenge;
}

/** The challenge an answer signed, read from its clientDataJSON (checked again by the library against this). */
function challengeOf(answer: PasskeyAnswer): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof clientData.challenge === "string" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge an answer names: it must exist (not used before), be this ceremony's, for this person or
 * this invitation (when it was made for one), and not expired. Deleted in every case, so an answer never counts twice.
 */
async function spendChallenge(
  services: Pick<Services, "database" | "clock">,
  answer: PasskeyAnswer,
  expected: { purpose: ChallengePurpose; userId: string | null; invitationId?: number },
): Promise<(ChallengeRow & { challenge: string }) | null> {
  const challenge = challengeOf(answer);
  if (!challenge || challenge.length > 100) return null;
  const row = await takeChallengeRow(services.database.db, challenge);
  if (!row || row.purpose !== expected.purpose || row.userId !== expected.userId || row.invitationId !== (expected.invitationId ?? null)) return null;
  if (row.expiresAt <= services.clock.now().toISOString()) return null;
  return { ...row, challenge };
}

export interface OwnPasskey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listOwnPasskeys(services: Pick<AppServices, "database">, input: { userId: string }): Promise<OwnPasskey[]> {
  const rows = await listPasskeyRows(services.database.db, input.userId);
  return rows.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}

/** The options for the browser's `navigator.credentials.create`: a resident key with user verification. */
async function registrationOptions(
  services: Pick<Services, "database" | "env">,
  input: { challenge: string; userId: string; email: string; name: string; existing: PasskeyRow[] },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const settings = await readSiteSettings(services);
  const { generateRegistrationOptions, isoBase64URL } = await loadWebAuthn();
  return generateRegistrationOptions({
    rpName: settings.name,
    rpID: relyingParty(services.env).rpID,
    // The user handle a discoverable sign-in answers with: our user id.
    userID: new TextEncoder().encode(input.userId),
    userName: input.email,
    userDisplayName: input.name,
    challenge: isoBase64URL.toBuffer(input.challenge),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: "none",
    excludeCredentials: input.existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** A new passkey for the signed-in person (/account/two-step): their own passkeys are excluded. */
export async function startPasskeyRegistration(
  services: Services,
  input: Reauthentication & { email: string; name: string },
): Promise<Result<PublicKeyCredentialCreationOptionsJSON, "invalid" | "rate-limited" | "forbidden">> {
  // Re-authentication before a new factor (decision 0046): asked here, since only a challenge made here can register.
  const reauthenticated = await confirmRecentSignIn(services, input);
  if (!reauthenticated.ok) return reauthenticated;
  const existing = await listPasskeyRows(services.database.db, input.userId);
  const challenge = await newChallenge(services, { purpose: "register", userId: input.userId });
  return succeed(await registrationOptions(services, { userId: input.userId, email: input.email, name: input.name, challenge, existing }));
}

/**
 * A passkey for an account that does not exist yet (accepting an invitation): the challenge names the invitation
 * and the id the account will get, which is also the passkey's user handle (decision 0037). The caller has checked
 * the invitation's token.
 */
export async function startInvitationPasskeyRegistration(
  services: Pick<Services, "database" | "clock" | "env">,
  input: { invitationId: number; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const newUserId = randomUUID();
  const challenge = await newChallenge(services, { purpose: "invitation", userId: null, invitation: { id: input.invitationId, newUserId } });
  return registrationOptions(services, { challenge, userId: newUserId, email: input.email, name: input.name, existing: [] });
}

/** A verified new credential, as `passkeys` stores it. */
export interface NewPasskeyCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/**
 * Checks a registration answer: the challenge it names (spent, of `expected`), the origin, the RP ID and user
 * verification. Answers the credential and the challenge's row (an invitation's names the new account's id).
 */
export async function verifyNewPasskey(
  services: Pick<Services, "database" | "clock" | "env" | "logger">,
  answer: PasskeyAnswer,
  expected: { purpose: "register" | "invitation"; userId: string | null; invitationId?: number },
): Promise<Result<{ credential: NewPasskeyCredential; challenge: ChallengeRow }, "invalid" | "conflict">> {
  const challenge = await spendChallenge(services, answer, expected);
  if (!challenge) return fail("invalid", passkeyMessages.challengeGone);
  const { rpID, origin } = relyingParty(services.env);
  const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: answer as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    services.logger.info({ reason: error instanceof Error ? error.message : String(error) }, "passkey registration refused");
    return fail("invalid", passkeyMessages.registrationFailed);
  }
  if (!verified.verified) return fail("invalid", passkeyMessages.registrationFailed);
  const { credential } = verified.registrationInfo;
  if (await findPasskeyRowByCredentialId(services.database.db, credential.id)) return fail("conflict", passkeyMessages.alreadyAdded);
  return succeed({
    credential: { credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] },
    challenge,
  });
}

/** The browser's answer to `startPasskeyRegistration`: checked, stored under the name given, recorded. */
export async function addPasskey(
  services: Services,
  input: { userId: string; email: string; name: string; answer: PasskeyAnswer; by: AuditActor },
): Promise<Result<OwnPasskey, "invalid" | "conflict">> {
  const verified = await verifyNewPasskey(services, input.answer, { purpose: "register", userId: input.userId });
  if (!verified.ok) return verified;
  const passkey = await storeNewPasskey(services, services.database.db, { userId: input.userId, email: input.email, name: input.name, credential: verified.value.credential, by: input.by });
  return succeed(passkey);
}

/**
 * Stores a verified passkey under its name and records `auth.passkey_added` (in the caller's transaction where it
 * has one: accepting an invitation creates the account in the same one).
 */
export async function storeNewPasskey(
  services: Pick<Services, "database" | "clock" | "logger">,
  db: Kysely<DB>,
  input: { userId: string; email: string; name: string; credential: NewPasskeyCredential; by: AuditActor },
): Promise<OwnPasskey> {
  const passkey: OwnPasskey = { id: randomBytes(12).toString("base64url"), name: input.name, createdAt: services.clock.now().toISOString(), lastUsedAt: null };
  const store = async (trx: Kysely<DB>) => {
    await insertPasskeyRow(trx, { id: passkey.id, userId: input.userId, name: passkey.name, ...input.credential, createdAt: passkey.createdAt });
    const summary = `${input.email} added a passkey "${passkey.name}"`;
    await recordAuditEvent(services, { action: "auth.passkey_added", by: input.by, subject: { type: "user", id: input.userId }, summary }, trx);
  };
  await (db.isTransaction ? store(db) : db.transaction().execute(store));
  return passkey;
}

/** Removes one of the person's own passkeys; answers its name. */
export async function removeOwnPasskey(services: Services, input: { userId: string; email: string; id: string; by: AuditActor }): Promise<Result<{ name: string }, "not-found">> {
  const removed = await services.database.db.transaction().execute(async (trx) => {
    const name = await deletePasskeyRow(trx, { userId: input.userId, id: input.id });
    if (name === undefined) return undefined;
    const summary = `${input.email} removed the passkey "${name}"`;
    await recordAuditEvent(services, { action: "auth.passkey_removed", by: input.by, subject: { type: "user", id: input.userId }, summary }, trx);
    return name;
  });
  return removed === undefined ? fail("not-found", passkeyMessages.notFound) : succeed({ name: removed });
}

/**
 * The options for `navigator.credentials.get`. For a sign-in, no account is named (the browser offers the site's
 * discoverable passkeys); for the second step, the waiting session's person and their passkeys only.
 */
export async function startPasskeySignIn(
  services: Pick<Services, "auth" | "database" | "clock" | "env">,
  input: { purpose: "sign-in"; clientIp: string } | { purpose: "second-factor"; headers: Headers },
): Promise<Result<PublicKeyCredentialRequestOptionsJSON, "unauthorized" | "conflict" | "rate-limited">> {
  if (input.purpose === "sign-in") {
    const limit = await consumeRateLimit(services, { rule: passkeyChallengeRule, key: input.clientIp });
    if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const { rpID } = relyingParty(services.env);
  let userId: string | null = null;
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (input.purpose === "second-factor") {
    const pending = await findPendingSecondFactor(services, { headers: input.headers });
    if (!pending) return fail("unauthorized", "Sign in with your email and password first.");
    userId = pending.userId;
    const rows = await listPasskeyRows(services.database.db, userId);
    if (rows.length === 0) return fail("conflict", passkeyMessages.noPasskey);
    allowCredentials = rows.map((row) => ({ id: row.credentialId, transports: row.transports }));
  }
  const challenge = await newChallenge(services, { purpose: input.purpose, userId });
  const { generateAuthenticationOptions, isoBase64URL } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: "required",
    allowCredentials: allowCredentials as Parameters<typeof generateAuthenticationOptions>[0]["allowCredentials"],
  });
  return succeed(options);
}

/**
 * Checks a sign-in answer: its challenge (spent), the stored passkey it names (for `userId`, when given), the
 * signature with user verification, and moves the passkey's counter (one conditional UPDATE, so an answer cannot
 * pass twice). Answers the passkey, or null with nothing said about why (the callers count and record it).
 */
async function checkSignInAnswer(services: Services, answer: PasskeyAnswer, expected: { purpose: "sign-in" | "second-factor"; userId: string | null }): Promise<{ passkey: PasskeyRow | undefined; accepted: boolean; challengeGone: boolean }> {
  const { db } = services.database;
  const passkey = await findPasskeyRowByCredentialId(db, answer.id);
  const challenge = await spendChallenge(services, answer, expected);
  if (!challenge) return { passkey, accepted: false, challengeGone: true };
  if (!passkey || (expected.userId !== null && passkey.userId !== expected.userId)) return { passkey, accepted: false, challengeGone: false };
  // A discoverable credential names its account (the user handle we registered); it must be the passkey's.
  const userHandle = (answer.response as { userHandle?: unknown }).userHandle;
  if (typeof userHandle === "string" && userHandle && Buffer.from(userHandle, "base64url").toString("utf8") !== passkey.userId) return { passkey, accepted: false, challengeGone: false };
  const { rpID, origin } = relyingParty(services.env);
  const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
  try {
    const verified = await verifyAuthenticationResponse({
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: true,
    });
    if (!verified.verified) return { passkey, accepted: false, challengeGone: false };
    const used = await recordPasskeyUse(db, { id: passkey.id, previousCounter: passkey.counter, counter: verified.authenticationInfo.newCounter, now: services.clock.now().toISOString() });
    return { passkey, accepted: used, challengeGone: false };
  } catch (error) {
    services.logger.info({ reason: error instanceof Error ? error.message : String(error) }, "passkey answer refused");
    return { passkey, accepted: false, challengeGone: false };
  }
}

/**
 * The session for a person a passkey has just proved (user verification: both factors), made and signed by
 * better-auth (`signInVerifiedUser`) and recorded as `auth.sign_in`; null for a banned account.
 */
export async function startPasskeySession(
  services: Pick<Services, "auth" | "database" | "clock" | "logger">,
  input: { user: { id: string; email: string }; clientIp: string; userAgent?: string | null },
): Promise<Headers | null> {
  const { headers, response } = await services.auth.api.signInVerifiedUser({ body: { userId: input.user.id }, headers: sessionOrigin(input), returnHeaders: true });
  if (!response.signedIn) return null;
  const by = { userId: input.user.id, ip: input.clientIp };
  await recordAuditEvent(services, { action: "auth.sign_in", by, subject: { type: "user", id: input.user.id }, summary: `Signed in as ${input.user.email} (passkey)` });
  return headers;
}

/**
 * "Sign in with a passkey" on /login: a passkey with user verification is both factors, so the session is a full
 * one. Refusals count against the address like a wrong password (loginFailureRule) and are recorded.
 */
export async function signInWithPasskey(
  services: Services,
  input: { answer: PasskeyAnswer; clientIp: string; userAgent?: string | null },
): Promise<Result<{ headers: Headers }, "invalid" | "unauthorized" | "rate-limited">> {
  const rateKey = { rule: loginFailureRule, key: input.clientIp };
  const limit = await peekRateLimit(services, rateKey);
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const checked = await checkSignInAnswer(services, input.answer, { purpose: "sign-in", userId: null });
  const user = checked.passkey ? await findUserRowById(services.database.db, checked.passkey.userId) : undefined;
  if (checked.accepted && user) {
    const headers = await startPasskeySession(services, { user, clientIp: input.clientIp, userAgent: input.userAgent });
    if (headers) return succeed({ headers });
  }
  await consumeRateLimit(services, rateKey);
  await recordAuditEvent(services, {
    action: "auth.sign_in_failed",
    by: { userId: null, ip: input.clientIp },
    subject: user ? { type: "user", id: user.id } : null,
    summary: user ? `Passkey sign-in refused for ${user.email}` : "Passkey sign-in refused: no account has that passkey, or its request had expired",
  });
  return fail(checked.challengeGone ? "invalid" : "unauthorized", checked.challengeGone ? passkeyMessages.challengeGone : passkeyMessages.notAccepted);
}

/**
 * The sign-in's second step with a passkey (/login/two-factor): one of the waiting person's passkeys makes the
 * session a real one. A refusal counts and is recorded as a wrong code is (secondFactorFailureRule).
 */
export async function completePasskeySecondFactor(
  services: Services,
  input: { headers: Headers; answer: PasskeyAnswer; clientIp: string },
): Promise<Result<undefined, "invalid" | "rate-limited" | "unauthorized">> {
  const pending = await findPendingSecondFactor(services, input);
  if (!pending) return fail("unauthorized", "Sign in with your email and password first.");
  const limit = await peekRateLimit(services, { rule: secondFactorFailureRule, key: pending.userId });
  if (limit.limited) return fail("rate-limited", twoFactorMessages.tooManyCodes, { retryAfterSeconds: limit.retryAfterSeconds });
  const checked = await checkSignInAnswer(services, input.answer, { purpose: "second-factor", userId: pending.userId });
  if (!checked.accepted) {
    return refuseWrongSecondFactor(services, {
      userId: pending.userId,
      by: { userId: null, ip: input.clientIp },
      what: "Passkey",
      message: checked.challengeGone ? passkeyMessages.challengeGone : passkeyMessages.notAcceptedSecondFactor,
    });
  }
  await services.database.db.transaction().execute(async (trx) => {
    await clearSessionSecondFactorPending(trx, pending.sessionId);
    const by = { userId: pending.userId, ip: input.clientIp };
    await recordAuditEvent(services, { action: "auth.sign_in", by, subject: { type: "user", id: pending.userId }, summary: `Signed in as ${pending.email} (password and passkey)` }, trx);
  });
  return succeed();
}

export async function countOwnPasskeys(services: Pick<AppServices, "database">, input: { userId: string }): Promise<number> {
  return countPasskeyRows(services.database.db, input.userId);
}
