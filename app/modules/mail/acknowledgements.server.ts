import type { Kysely } from "kysely";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { mailLink, mailMessagesFor } from "~/i18n/mail-messages";
import type { Locale } from "~/i18n/locales";
import { buttonHtml, contactLines, escapeHtml, headingHtml, paragraphHtml, quoteHtml, renderMailHtml } from "./mail-layout.server";
import { enqueueMail } from "./outbox.server";

/**
 * The word back to a person who wrote to us or applied. Queued in the caller's transaction, after the record is
 * stored and only when it is not in the spam quarantine (mailing a suspected bot's address would make us a relay);
 * each can be switched off (MAIL_ACK_APPLICATIONS, MAIL_ACK_CONTACT). Replies go to the company inbox (MAIL_TO),
 * not to the no-reply sender. Written in the language of the form that was sent (`language`), from the mail
 * catalogues (app/i18n/mail-en.ts, decision 0045).
 */
type AckEnv = Pick<Env, "MAIL_TO" | "PUBLIC_URL" | "MAIL_ACK_APPLICATIONS" | "MAIL_ACK_CONTACT">;

function contactHtml(site: SiteSettings): string {
  return paragraphHtml(
    `${site.name}\n${site.address.street}, ${site.address.city} ${site.address.postalCode}\n${site.email} | ${site.phone}\n${site.hours}`,
    "font-size:14px;line-height:21px;color:#475569",
  );
}

export interface AcknowledgedApplication {
  name: string;
  email: string;
  positionTitle: string;
  /** The language of the page whose form was sent. */
  language: Locale;
}

export function applicationAckSubject(positionTitle: string, language: Locale = "en"): string {
  return mailMessagesFor(language).applicationAck.subject(positionTitle);
}

/** "We received your application for TITLE", with what happens next. Returns the outbox id, or null when switched off. */
export async function acknowledgeApplication(db: Kysely<DB>, env: AckEnv, application: AcknowledgedApplication): Promise<number | null> {
  if (!env.MAIL_ACK_APPLICATIONS) return null;
  const { language, positionTitle: position } = application;
  const t = mailMessagesFor(language).applicationAck;
  const site = await readSiteSettingsFrom(db, language);
  const subject = t.subject(position);
  const careersUrl = mailLink(env.PUBLIC_URL, "/careers", language);
  const text = [
    t.greeting(application.name),
    t.thanks(position, site.name),
    `${t.nextSteps}\n${t.steps.map((step, index) => `${index + 1}. ${step}`).join("\n")}`,
    t.questions(site.careersEmail),
    `${t.otherPositions}: ${careersUrl}`,
    t.signOff(site.name),
    `--\n${contactLines(site).join("\n")}`,
  ].join("\n\n");
  const html = renderMailHtml({
    title: subject,
    company: site,
    language,
    preheader: t.preheader(position),
    body: [
      headingHtml(subject),
      paragraphHtml(t.greeting(application.name)),
      paragraphHtml(t.thanks(position, site.name)),
      paragraphHtml(t.nextSteps, "font-weight:bold;margin-bottom:8px"),
      `<ol style="margin:0 0 16px 0;padding-left:22px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#0f172a">${t.steps.map((step) => `<li style="margin:0 0 6px 0">${escapeHtml(step)}</li>`).join("")}</ol>`,
      paragraphHtml(t.questions(site.careersEmail)),
      buttonHtml(t.seeOtherPositions, careersUrl),
      paragraphHtml(t.signOff(site.name)),
      contactHtml(site),
    ].join(""),
  });
  return enqueueMail(db, { to: application.email, subject, text, html, replyTo: env.MAIL_TO, kind: "application-ack", language });
}

export interface AcknowledgedMessage {
  name: string;
  email: string;
  message: string;
  /** The subject or service the visitor chose, if any, as the form's language labels it. */
  topic?: string | null;
  /** The language of the page whose form was sent. */
  language: Locale;
}

export const contactAckSubject = (companyName: string, language: Locale = "en") => mailMessagesFor(language).contactAck.subject(companyName);

/** A short thank-you with a copy of the message. Returns the outbox id, or null when switched off. */
export async function acknowledgeContactMessage(db: Kysely<DB>, env: AckEnv, message: AcknowledgedMessage): Promise<number | null> {
  if (!env.MAIL_ACK_CONTACT) return null;
  const { language } = message;
  const t = mailMessagesFor(language).contactAck;
  const site = await readSiteSettingsFrom(db, language);
  const subject = t.subject(site.name);
  const intro = t.intro(site.name, site.hours);
  const topic = message.topic ? `${t.topic(message.topic)}\n` : "";
  const text = [
    t.greeting(message.name),
    intro,
    `${t.copyOfMessage}\n\n${topic}${message.message}`,
    t.addSomething,
    t.signOff(site.name),
    `--\n${contactLines(site).join("\n")}`,
  ].join("\n\n");
  const html = renderMailHtml({
    title: subject,
    company: site,
    language,
    preheader: t.preheader,
    body: [
      headingHtml(t.heading),
      paragraphHtml(t.greeting(message.name)),
      paragraphHtml(intro),
      paragraphHtml(t.copyOfMessage, "font-weight:bold;margin-bottom:8px"),
      quoteHtml(`${topic}${message.message}`),
      paragraphHtml(t.addSomething),
      paragraphHtml(t.signOff(site.name)),
      contactHtml(site),
    ].join(""),
  });
  return enqueueMail(db, { to: message.email, subject, text, html, replyTo: env.MAIL_TO, kind: "contact-ack", language });
}
