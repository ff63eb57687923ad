import type { Kysely } from "kysely";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { buttonHtml, escapeHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { Subscriber } from "./newsletter.repository.server";
import { issueConfirmToken, issueUnsubscribeToken } from "./newsletter-token.server";

type NewsletterEnv = Pick<Env, "PUBLIC_URL" | "SESSION_SECRET" | "MAIL_TO">;

export interface NewsletterMail {
  subject: string;
  paragraphs: string[];
  /** A button in the HTML version, a plain link in the text version. */
  action?: { label: string; url: string };
  kind: string;
}

export function unsubscribeUrl(env: Pick<Env, "PUBLIC_URL" | "SESSION_SECRET">, subscriber: Pick<Subscriber, "id" | "email">): string {
  return `${env.PUBLIC_URL}/newsletter/unsubscribe?token=${encodeURIComponent(issueUnsubscribeToken(env.SESSION_SECRET, subscriber))}`;
}

/**
 * Queues a mail to one subscriber. Every newsletter mail carries the unsubscribe link in its text and as the
 * List-Unsubscribe header (one click in mail programs).
 */
export async function enqueueNewsletterMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Pick<Subscriber, "id" | "email">, mail: NewsletterMail, site: SiteSettings) {
  const unsubscribe = unsubscribeUrl(env, subscriber);
  const text = [
    ...mail.paragraphs,
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    "--",
    `${site.name} newsletter. Unsubscribe: ${unsubscribe}`,
  ].join("\n\n");
  const html = renderMailHtml({
    company: site,
    title: mail.subject,
    preheader: mail.paragraphs[1],
    body: [...mail.paragraphs.map((paragraph) => paragraphHtml(paragraph)), mail.action ? buttonHtml(mail.action.label, mail.action.url) : ""].join(""),
    footer: `${escapeHtml(site.name)} newsletter. <a href="${escapeHtml(unsubscribe)}" style="color:#475569;text-decoration:underline">Unsubscribe</a>`,
  });
  return enqueueMail(db, { to: subscriber.email, subject: mail.subject, text, html, unsubscribeUrl: unsubscribe, replyTo: env.MAIL_TO, kind: mail.kind });
}

/** The company as the site settings say when the mail is queued (`db` is the caller's transaction). */
export async function enqueueConfirmationMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Pick<Subscriber, "id" | "email">) {
  const token = issueConfirmToken(env.SESSION_SECRET, subscriber);
  const site = await readSiteSettingsFrom(db);
  return enqueueNewsletterMail(db, env, subscriber, {
    kind: "newsletter-confirm",
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    paragraphs: [
      "Hello,",
      `someone, hopefully you, asked to receive the ${site.name} newsletter at this address. Please confirm with the link below; it is valid for 7 days.`,
      "If you did not ask for this, ignore this mail and you will hear nothing more from us.",
    ],
    action: { label: "Confirm subscription", url: `${env.PUBLIC_URL}/newsletter/confirm?token=${encodeURIComponent(token)}` },
  }, site);
}

export async function enqueueWelcomeMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Pick<Subscriber, "id" | "email">) {
  const site = await readSiteSettingsFrom(db);
  return enqueueNewsletterMail(db, env, subscriber, {
    kind: "newsletter-welcome",
    subject: `Welcome to the ${site.name} newsletter`,
    paragraphs: [
      "Hello,",
      "your subscription is confirmed. Once a month we send product news and engineering notes; nothing else.",
    ],
    action: { label: "Visit our website", url: env.PUBLIC_URL },
  }, site);
}
