import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { buttonHtml, contactLines, headingHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { formatInZone } from "~/modules/time-zone";
import type { SessionUser } from "./accounts.server";
import { checkCurrentPassword } from "./account.server";
import { authMessages, EMAIL_CHANGE_LINK_MINUTES, emailChangeMessages } from "./auth.schema";
import { consumeEmailChangeRow, findEmailChangeRow, replaceEmailChangeRow, updateUserEmail } from "./email-change.repository.server";
import { findUserRowByEmail, findUserRowById } from "./users.repository.server";

/**
 * A person's own address (issue 33, decision 0037): asked for on /account with the current password; a single-use
 * link (only its SHA-256 stored, EMAIL_CHANGE_LINK_MINUTES) goes to the NEW address and a notice to the old one;
 * nothing changes until the link is used. An address another account uses gets the same answer and no link.
 */
type Services = Pick<AppServices, "auth" | "database" | "clock" | "env" | "logger">;

/** Requests per account: each one mails two addresses, so a borrowed session must not become a mail cannon. */
export const emailChangeRule: RateLimitRule = { name: "email-change", limit: 5, windowSeconds: 60 * 60 };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestEmailChange(
  services: Services,
  input: { user: SessionUser; newEmail: string; currentPassword: string; by: AuditActor },
): Promise<Result<undefined, "invalid" | "rate-limited">> {
  const { user, newEmail } = input;
  if (newEmail === user.email) return fail("invalid", emailChangeMessages.sameAddress, { fieldErrors: { email: emailChangeMessages.sameAddress } });
  const checked = await checkCurrentPassword(services, { userId: user.id, password: input.currentPassword });
  if (!checked.ok) return checked;
  const limit = await consumeRateLimit(services, { rule: emailChangeRule, key: user.id });
  if (limit.limited) return fail("rate-limited", authMessages.tooManyAttempts, { retryAfterSeconds: limit.retryAfterSeconds });
  const { db } = services.database;
  const now = services.clock.now();
  // Taken: no link (it could never be used), but the same answer and the same notice to the old address.
  const taken = Boolean(await findUserRowByEmail(db, newEmail));
  const token = randomBytes(32).toString("base64url");
  const link = `${services.env.PUBLIC_URL}/account/email?token=${token}`;
  await db.transaction().execute(async (trx) => {
    const site = await readSiteSettingsFrom(trx);
    if (!taken) {
      const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_MINUTES * 60_000);
      await replaceEmailChangeRow(trx, { tokenHash: hashToken(token), userId: user.id, newEmail, expiresAt, now });
      await enqueueMail(trx, { to: newEmail, ...confirmLinkMail(user, newEmail, link, site), kind: "email-change-confirm" }, now);
    }
    await enqueueMail(trx, { to: user.email, ...changeRequestedNotice(services.env, user, newEmail, now, site), kind: "email-change-notice" }, now);
    const summary = `${user.email} asked to change their address to ${newEmail}`;
    await recordAuditEvent(services, { action: "auth.email_change_requested", by: input.by, subject: { type: "user", id: user.id }, summary }, trx);
  });
  return succeed();
}

export type EmailChangeLinkState = { valid: true; newEmail: string } | { valid: false };

/** For the link's page: whether it still works, and the address it confirms. */
export async function checkEmailChangeLink(services: Pick<AppServices, "database" | "clock">, input: { token: string }): Promise<EmailChangeLinkState> {
  if (!input.token) return { valid: false };
  const row = await findEmailChangeRow(services.database.db, hashToken(input.token));
  if (!row || row.expiresAt <= services.clock.now()) return { valid: false };
  return { valid: true, newEmail: row.newEmail };
}

/** The link is used: the address changes, the old address is told, and the change is recorded; all or nothing. */
export async function confirmEmailChange(services: Services, input: { token: string; clientIp: string }): Promise<Result<{ email: string }, "gone" | "conflict">> {
  const { db } = services.database;
  const tokenHash = hashToken(input.token);
  const row = input.token ? await findEmailChangeRow(db, tokenHash) : undefined;
  const user = row ? await findUserRowById(db, row.userId) : undefined;
  if (!row || !user || user.banned || row.expiresAt <= services.clock.now()) return fail("gone", emailChangeMessages.linkInvalid);
  const now = services.clock.now();
  const outcome = await db.transaction().execute(async (trx) => {
    // The delete is the referee: of two submits of one link, only one gets here.
    if (!(await consumeEmailChangeRow(trx, tokenHash))) return "gone" as const;
    if (!(await updateUserEmail(trx, { userId: user.id, email: row.newEmail, now }))) return "taken" as const;
    await enqueueMail(trx, { to: user.email, ...changedNotice(services.env, user, row.newEmail, now, await readSiteSettingsFrom(trx)), kind: "email-changed" }, now);
    const summary = `Address of ${user.name} changed from ${user.email} to ${row.newEmail} (confirmed by mail link)`;
    await recordAuditEvent(services, { action: "auth.email_changed", by: { userId: user.id, ip: input.clientIp }, subject: { type: "user", id: user.id }, summary }, trx);
    return "changed" as const;
  });
  if (outcome === "gone") return fail("gone", emailChangeMessages.linkInvalid);
  if (outcome === "taken") return fail("conflict", emailChangeMessages.taken);
  services.logger.info({ userId: user.id }, "email address changed");
  return succeed({ email: row.newEmail });
}

function confirmLinkMail(user: { name: string; email: string }, newEmail: string, link: string, site: SiteSettings) {
  const intro = `Someone signed in to the ${site.name} account of ${user.name} asked to use ${newEmail} as its address from now on.`;
  const rule = `The link works once, within ${EMAIL_CHANGE_LINK_MINUTES} minutes. Until it is used, nothing changes.`;
  const ignore = "If you did not ask, ignore this mail.";
  return {
    subject: `Confirm your new email address - ${site.name}`,
    text: [`Hello ${user.name},`, "", intro, "", `Confirm the change here. ${rule}`, link, "", ignore, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({
      company: site,
      title: "Confirm your new email address",
      preheader: rule,
      body: [headingHtml("Confirm your new email address"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(intro), buttonHtml("Confirm the new address", link), paragraphHtml(rule), paragraphHtml(ignore)].join(""),
    }),
  };
}

function changeRequestedNotice(env: Services["env"], user: { name: string; email: string }, newEmail: string, at: Date, site: SiteSettings) {
  const what = `On ${formatInZone(at.toISOString(), env.SITE_TIMEZONE)} someone signed in to your ${site.name} account (${user.email}) asked to change its address to ${newEmail}. Nothing changes unless the link mailed to that address is used within ${EMAIL_CHANGE_LINK_MINUTES} minutes.`;
  const notYou = `If this was not you, change your password at once at ${env.PUBLIC_URL}/account and tell us at ${site.email}.`;
  return {
    subject: `A change of your email address was requested - ${site.name}`,
    text: [`Hello ${user.name},`, "", what, "", notYou, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({ company: site, title: "A change of your email address was requested", body: [headingHtml("A change of your email address was requested"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(what), paragraphHtml(notYou)].join("") }),
  };
}

function changedNotice(env: Services["env"], user: { name: string; email: string }, newEmail: string, at: Date, site: SiteSettings) {
  const what = `On ${formatInZone(at.toISOString(), env.SITE_TIMEZONE)} the address of your ${site.name} account changed from ${user.email} to ${newEmail}. Mails about the account now go there.`;
  const notYou = `If this was not you, tell us at once at ${site.email}.`;
  return {
    subject: `Your email address was changed - ${site.name}`,
    text: [`Hello ${user.name},`, "", what, "", notYou, "", ...contactLines(site)].join("\n"),
    html: renderMailHtml({ company: site, title: "Your email address was changed", body: [headingHtml("Your email address was changed"), paragraphHtml(`Hello ${user.name},`), paragraphHtml(what), paragraphHtml(notYou)].join("") }),
  };
}
