import { localeOrDefault } from "~/i18n/locales";
import type { Kysely } from "kysely";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { mailLink, mailMessagesFor } from "~/i18n/mail-messages";
import type { Locale } from "~/i18n/locales";
import { buttonHtml, escapeHtml, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { Subscriber } from "./newsletter.repository.server";
import { issueConfirmToken, issueUnsubscribeToken } from "./newsletter-token.server";

type NewsletterEnv = Pick<Env, "PUBLIC_URL" | "SESSION_SECRET" | "MAIL_TO">;
/** Whom a newsletter mail goes to: the address, and the language its links and words are in (decision 0045). */
type Recipient = Pick<Subscriber, "id" | "email" | "language">;

export interface NewsletterMail {
  subject: string;
  paragraphs: string[];
  /** A button in the HTML version, a plain link in the text version. */
  action?: { label: string; url: string };
  kind: string;
}

/** The unsubscribe page in the subscriber's language (`/hi/newsletter/unsubscribe` for a Hindi reader). */
export function unsubscribeUrl(env: Pick<Env, "PUBLIC_URL" | "SESSION_SECRET">, subscriber: Pick<Subscriber, "id" | "email"> & { language?: string | null }): string {
  const page = mailLink(env.PUBLIC_URL, "/newsletter/unsubscribe", localeOrDefault(subscriber.language));
  return `${page}?token=${encodeURIComponent(issueUnsubscribeToken(env.SESSION_SECRET, subscriber))}`;
}

/**
 * Queues a mail to one subscriber, in their language. Every newsletter mail carries the unsubscribe link in its
 * text and as the List-Unsubscribe header (one click in mail programs).
 */
export async function enqueueNewsletterMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Recipient, mail: NewsletterMail, site: SiteSettings) {
  const language = localeOrDefault(subscriber.language);
  const t = mailMessagesFor(language).newsletter;
  const unsubscribe = unsubscribeUrl(env, subscriber);
  const text = [
    ...mail.paragraphs,
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    "--",
    `${t.footerName(site.name)} ${t.unsubscribe}: ${unsubscribe}`,
  ].join("\n\n");
  const html = renderMailHtml({
    company: site,
    language,
    title: mail.subject,
    preheader: mail.paragraphs[1],
    body: [...mail.paragraphs.map((paragraph) => paragraphHtml(paragraph)), mail.action ? buttonHtml(mail.action.label, mail.action.url) : ""].join(""),
    footer: `${escapeHtml(t.footerName(site.name))} <a href="${escapeHtml(unsubscribe)}" style="color:#475569;text-decoration:underline">${escapeHtml(t.unsubscribe)}</a>`,
  });
  return enqueueMail(db, { to: subscriber.email, subject: mail.subject, text, html, unsubscribeUrl: unsubscribe, replyTo: env.MAIL_TO, kind: mail.kind, language });
}

/** The company as the site settings say when the mail is queued (`db` is the caller's transaction). */
export async function enqueueConfirmationMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Recipient) {
  const language: Locale = localeOrDefault(subscriber.language);
  const t = mailMessagesFor(language).newsletter;
  const token = issueConfirmToken(env.SESSION_SECRET, subscriber);
  const site = await readSiteSettingsFrom(db, language);
  return enqueueNewsletterMail(db, env, subscriber, {
    kind: "newsletter-confirm",
    subject: t.confirmSubject(site.name),
    paragraphs: [t.confirmGreeting, t.confirmAsked(site.name), t.confirmIgnore],
    action: { label: t.confirmAction, url: `${mailLink(env.PUBLIC_URL, "/newsletter/confirm", language)}?token=${encodeURIComponent(token)}` },
  }, site);
}

export async function enqueueWelcomeMail(db: Kysely<DB>, env: NewsletterEnv, subscriber: Recipient) {
  const language = localeOrDefault(subscriber.language);
  const t = mailMessagesFor(language).newsletter;
  const site = await readSiteSettingsFrom(db, language);
  return enqueueNewsletterMail(db, env, subscriber, {
    kind: "newsletter-welcome",
    subject: t.welcomeSubject(site.name),
    paragraphs: [t.welcomeGreeting, t.welcomeText],
    action: { label: t.welcomeAction, url: mailLink(env.PUBLIC_URL, "/", language) },
  }, site);
}
