import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import { recordAuditEvent, truncateIp } from "~/modules/audit/audit.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { buttonHtml, contactLines, headingHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { formatInZone } from "~/modules/time-zone";
import { authMessages, minimumPasswordLength, RESET_LINK_MINUTES, resetMessages } from "./auth.schema";
import { checkNewPassword } from "./password-strength.server";
import { toRole } from "./permissions";
import { consumeResetTokenRow, findResetTokenRow, insertCredentialAccount, replaceResetTokenRow, updateCredentialPassword } from "./passwords.repository.server";
import { deleteSessionRowsOfUser, findUserRowByEmail, findUserRowById } from "./users.repository.server";

/**
 * "Forgot password?" (issue 33, decision 0027): a single-use link, valid RESET_LINK_MINUTES, mailed through the
 * outbox; only the token's SHA-256 is stored. Setting the new password ends every session of the account, mails a
 * notice and is recorded in the audit log. The answer to a request never says whether the address has an account.
 */
/** Requests per address and per network address, counted whether or not the address has an account. */
export const resetAddressRule: RateLimitRule = { name: "password-reset-address", limit: 3, windowSeconds: 60 * 60 };
export const resetIpRule: RateLimitRule = { name: "password-reset-ip", limit: 10, windowSeconds: 60 * 60 };
/** New-password submissions per address: guessing a 256-bit token is hopeless, but each try costs a hash. */
export const resetSubmitRule: RateLimitRule = { name: "password-reset-submit", limit: 20, windowSeconds: 60 * 60 };

type Services = Pick<AppServices, "auth" | "database" | "clock" | "env" | "logger">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestPasswordReset(services: Services, input: { email: string; clientIp: string }): Promise<Result<undefined, "rate-limited">> {
  for (const [rule, key] of [[resetIpRule, input.clientIp], [resetAddressRule, input.email]] as const) {
    const limit = await consumeRateLimit(services, { rule, key });
    if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const user = await findUserRowByEmail(services.database.db, input.email);
  // A disabled account gets no link: it could not sign in with the new password either.
  if (!user || user.banned) return succeed();
  const token = randomBytes(32).toString("base64url");
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  const link = `${services.env.PUBLIC_URL}/reset-password?token=${token}`;
  await services.database.db.transaction().execute(async (trx) => {
    await replaceResetTokenRow(trx, { tokenHash: hashToken(token), userId: user.id, expiresAt, now });
    await enqueueMail(trx, { to: user.email, ...resetLinkMail(user, link, await readSiteSettingsFrom(trx)), kind: "password-reset" }, now);
  });
  services.logger.info({ userId: user.id }, "password reset link sent");
  return succeed();
}

export type ResetLinkState = { valid: true; minLength: number } | { valid: false };

/** For the page behind the link: whether it still works, and the length rule of its account. */
export async function checkPasswordResetLink(services: Pick<AppServices, "database" | "clock">, input: { token: string }): Promise<ResetLinkState> {
  if (!input.token) return { valid: false };
  const row = await findResetTokenRow(services.database.db, hashToken(input.token));
  if (!row || row.expiresAt <= services.clock.now()) return { valid: false };
  const user = await findUserRowById(services.database.db, row.userId);
  return user && !user.banned ? { valid: true, minLength: minimumPasswordLength(toRole(user.role)) } : { valid: false };
}

export async function resetPassword(
  services: Services,
  input: { token: string; password: string; clientIp: string },
): Promise<Result<undefined, "invalid" | "gone" | "rate-limited">> {
  const limit = await consumeRateLimit(services, { rule: resetSubmitRule, key: input.clientIp });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const { db } = services.database;
  const tokenHash = hashToken(input.token);
  const row = input.token ? await findResetTokenRow(db, tokenHash) : undefined;
  const user = row ? await findUserRowById(db, row.userId) : undefined;
  if (!row || !user || user.banned || row.expiresAt <= services.clock.now()) return fail("gone", resetMessages.linkInvalid);
  // Checked before the link is used up, so a password that is refused does not cost the person their link.
  const refused = await checkNewPassword(services, toRole(user.role), input.password, user);
  if (refused) return fail("invalid", refused, { fieldErrors: { password: refused } });
  const passwordHash = await (await services.auth.$context).password.hash(input.password);
  const now = services.clock.now();
  const done = await db.transaction().execute(async (trx) => {
    // The delete is the referee: of two submits of one link, only one gets here.
    if (!(await consumeResetTokenRow(trx, tokenHash))) return false;
    // No password yet (an account made with a passkey on its invitation): the reset gives it one.
    if (!(await updateCredentialPassword(trx, { userId: user.id, passwordHash, now }))) await insertCredentialAccount(trx, { userId: user.id, passwordHash, now });
    await deleteSessionRowsOfUser(trx, user.id);
    await enqueueMail(trx, { to: user.email, ...passwordChangedMail(services.env, user, now, input.clientIp, await readSiteSettingsFrom(trx)), kind: "password-changed" }, now);
    const by = { userId: user.id, ip: input.clientIp };
    await recordAuditEvent(services, { action: "auth.password_reset", by, subject: { type: "user", id: user.id }, summary: `Password of ${user.email} reset by mail link; every session ended` }, trx);
    return true;
  });
  if (!done) return fail("gone", resetMessages.linkInvalid);
  services.logger.info({ userId: user.id }, "password reset; sessions ended");
  return succeed();
}

/** `site`: the settings as they are when the mail is queued (read in the same transaction). */
function resetLinkMail(user: { name: string; email: string }, link: string, site: SiteSettings) {
  const intro = `Someone, hopefully you, asked to reset the password of your ${site.name} account (${user.email}).`;
  const rule = `The link works once, within ${RESET_LINK_MINUTES} minutes.`;
  const ignore = "If you did not ask, ignore this mail: your password stays as it is.";
  return {
    subject: `Reset your password - ${site.name}`,
    text: [`Hello ${user.name},`, "", intro, "", `Choose a new password here. ${rule}`, link, "", ignore, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({
      company: site,
      title: "Reset your password",
      preheader: rule,
      body: [headingHtml("Reset your password"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(intro), buttonHtml("Choose a new password", link), paragraphHtml(rule), paragraphHtml(ignore)].join(""),
    }),
  };
}

function passwordChangedMail(env: Services["env"], user: { name: string; email: string }, at: Date, clientIp: string, site: SiteSettings) {
  const network = truncateIp(clientIp);
  const what = `The password of your ${site.name} account (${user.email}) was changed on ${formatInZone(at.toISOString(), env.SITE_TIMEZONE)}${network ? ` from the network ${network}` : ""}, and every device signed in to it was signed out.`;
  const notYou = `If this was not you, choose a new password at once at ${env.PUBLIC_URL}/forgot-password and tell us at ${site.email}.`;
  return {
    subject: `Your password was changed - ${site.name}`,
    text: [`Hello ${user.name},`, "", what, "", notYou, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({ company: site, title: "Your password was changed", body: [headingHtml("Your password was changed"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(what), paragraphHtml(notYou)].join("") }),
  };
}
