import type { Kysely } from "kysely";
import type { SiteSettings } from "~/modules/content/collections";
import { readSiteSettingsFrom } from "~/modules/content/content.server";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { buttonHtml, contactLines, escapeHtml, headingHtml, paragraphHtml, quoteHtml, renderMailHtml } from "./mail-layout.server";
import { enqueueMail } from "./outbox.server";

/**
 * The word back to a person who wrote to us or applied. Queued in the caller's transaction, after the record is
 * stored and only when it is not in the spam quarantine (mailing a suspected bot's address would make us a relay);
 * each can be switched off (MAIL_ACK_APPLICATIONS, MAIL_ACK_CONTACT). Replies go to the company inbox (MAIL_TO),
 * not to the no-reply sender.
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
}

export function applicationAckSubject(positionTitle: string): string {
  return `We received your application for ${positionTitle}`;
}

/** "We received your application for TITLE", with what happens next. Returns the outbox id, or null when switched off. */
export async function acknowledgeApplication(db: Kysely<DB>, env: AckEnv, application: AcknowledgedApplication): Promise<number | null> {
  if (!env.MAIL_ACK_APPLICATIONS) return null;
  const site = await readSiteSettingsFrom(db);
  const subject = applicationAckSubject(application.positionTitle);
  const steps = [
    "Our hiring team reads every application, usually within ten working days.",
    "If your experience fits the role, we will call or write to you to arrange a first conversation.",
    "Either way, we will let you know the outcome by email.",
  ];
  const text = [
    `Dear ${application.name},`,
    `Thank you for applying for the ${application.positionTitle} position at ${site.name}. We received your application and your resume; there is nothing more you need to send.`,
    `What happens next:\n${steps.map((step, index) => `${index + 1}. ${step}`).join("\n")}`,
    `To add something or ask a question, reply to this mail or write to ${site.careersEmail}.`,
    `Other open positions: ${env.PUBLIC_URL}/careers`,
    `Kind regards,\nThe ${site.name} hiring team`,
    `--\n${contactLines(site).join("\n")}`,
  ].join("\n\n");
  const html = renderMailHtml({
    title: subject,
    company: site,
    preheader: `Thank you for applying for ${application.positionTitle}. Here is what happens next.`,
    body: [
      headingHtml(subject),
      paragraphHtml(`Dear ${application.name},`),
      paragraphHtml(`Thank you for applying for the ${application.positionTitle} position at ${site.name}. We received your application and your resume; there is nothing more you need to send.`),
      paragraphHtml("What happens next:", "font-weight:bold;margin-bottom:8px"),
      `<ol style="margin:0 0 16px 0;padding-left:22px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#0f172a">${steps.map((step) => `<li style="margin:0 0 6px 0">${escapeHtml(step)}</li>`).join("")}</ol>`,
      paragraphHtml(`To add something or ask a question, reply to this mail or write to ${site.careersEmail}.`),
      buttonHtml("See other open positions", `${env.PUBLIC_URL}/careers`),
      paragraphHtml(`Kind regards,\nThe ${site.name} hiring team`),
      contactHtml(site),
    ].join(""),
  });
  return enqueueMail(db, { to: application.email, subject, text, html, replyTo: env.MAIL_TO, kind: "application-ack" });
}

export interface AcknowledgedMessage {
  name: string;
  email: string;
  message: string;
  /** The subject or service the visitor chose, if any. */
  topic?: string | null;
}

export const contactAckSubject = (companyName: string) => `We received your message - ${companyName}`;

/** A short thank-you with a copy of the message. Returns the outbox id, or null when switched off. */
export async function acknowledgeContactMessage(db: Kysely<DB>, env: AckEnv, message: AcknowledgedMessage): Promise<number | null> {
  if (!env.MAIL_ACK_CONTACT) return null;
  const site = await readSiteSettingsFrom(db);
  const subject = contactAckSubject(site.name);
  const intro = `Thank you for writing to ${site.name}. We read every message and usually answer within one working day (${site.hours}).`;
  const topic = message.topic ? `Topic: ${message.topic}\n` : "";
  const text = [
    `Hello ${message.name},`,
    intro,
    `A copy of your message:\n\n${topic}${message.message}`,
    "If you have something to add, reply to this mail.",
    `Kind regards,\nThe ${site.name} team`,
    `--\n${contactLines(site).join("\n")}`,
  ].join("\n\n");
  const html = renderMailHtml({
    title: subject,
    company: site,
    preheader: "Thank you for your message. We usually answer within one working day.",
    body: [
      headingHtml("Thank you for your message"),
      paragraphHtml(`Hello ${message.name},`),
      paragraphHtml(intro),
      paragraphHtml("A copy of your message:", "font-weight:bold;margin-bottom:8px"),
      quoteHtml(`${topic}${message.message}`),
      paragraphHtml("If you have something to add, reply to this mail."),
      paragraphHtml(`Kind regards,\nThe ${site.name} team`),
      contactHtml(site),
    ].join(""),
  });
  return enqueueMail(db, { to: message.email, subject, text, html, replyTo: env.MAIL_TO, kind: "contact-ack" });
}
