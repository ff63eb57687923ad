import { formatAddress, type SiteSettings } from "~/modules/content/collections";
import { siteSettingsSeed } from "~/modules/content/site-settings-seed";

/** Who the mail is from, as the site settings say; the starting settings where a caller has not read them yet. */
type MailCompany = Pick<SiteSettings, "name" | "legalName" | "address" | "email" | "phone">;

/**
 * The one HTML frame of every mail we send with an HTML part: a centred 600 px table, inline styles only, system
 * fonts, no scripts, no web fonts, no background images; it renders the same in Gmail, Outlook (Word engine) and
 * Apple Mail. The text part is written separately by each caller and carries the same words.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FONT = "Arial,Helvetica,sans-serif";
export const mailColors = { ink: "#0f172a", muted: "#475569", brand: "#2550e0", line: "#e2e8f0", page: "#f1f5f9" } as const;

/** A paragraph of plain text; line breaks are kept. */
export function paragraphHtml(text: string, style = ""): string {
  return `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${mailColors.ink};${style}">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
}

export function headingHtml(text: string): string {
  return `<h1 style="margin:0 0 16px 0;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:${mailColors.ink}">${escapeHtml(text)}</h1>`;
}

/** A button made of a table cell (Outlook ignores padding on links). */
export function buttonHtml(label: string, url: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0"><tr>` +
    `<td bgcolor="${mailColors.brand}" style="border-radius:6px;background-color:${mailColors.brand}">` +
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** A quoted block, e.g. the copy of a visitor's message. */
export function quoteHtml(text: string): string {
  return `<div style="margin:0 0 16px 0;padding:12px 16px;border-left:4px solid ${mailColors.line};background-color:#f8fafc;font-family:${FONT};font-size:15px;line-height:22px;color:${mailColors.ink}">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</div>`;
}

export interface MailFrame {
  /** The document title (shown by some clients in a web view). */
  title: string;
  /** The hidden first line that inboxes show next to the subject. */
  preheader?: string;
  /** Trusted HTML built from the helpers above. */
  body: string;
  /** Trusted HTML for the small print under the card (e.g. the unsubscribe link). */
  footer?: string;
  /** The site settings (readSiteSettings); the starting ones when not given. */
  company?: MailCompany;
  /** The mail's language (its `lang`, so screen readers pick the voice); English when not given. */
  language?: string;
}

export function renderMailHtml(frame: MailFrame): string {
  const site = frame.company ?? siteSettingsSeed;
  const preheader = frame.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(frame.preheader)}</div>`
    : "";
  const small = `font-family:${FONT};font-size:12px;line-height:18px;color:${mailColors.muted}`;
  return [
    `<!DOCTYPE html>`,
    `<html lang="${escapeHtml(frame.language ?? "en")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(frame.title)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${mailColors.page}">`,
    preheader,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${mailColors.page}" style="background-color:${mailColors.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">`,
    `<tr><td style="padding:0 8px 16px 8px;font-family:${FONT};font-size:18px;font-weight:bold;color:${mailColors.ink}">${escapeHtml(site.name)}</td></tr>`,
    `<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border:1px solid ${mailColors.line};border-radius:8px;padding:32px 28px">${frame.body}</td></tr>`,
    `<tr><td style="padding:16px 8px 0 8px;${small}">`,
    frame.footer ? `<p style="margin:0 0 8px 0">${frame.footer}</p>` : "",
    `<p style="margin:0">${escapeHtml(site.legalName)}, ${escapeHtml(formatAddress(site))}</p>`,
    `</td></tr></table>`,
    `</td></tr></table>`,
    `</body></html>`,
  ].join("\n");
}

/** The company's contact lines, for the end of a mail's text part. */
export function contactLines(site: MailCompany = siteSettingsSeed): string[] {
  return [site.legalName, formatAddress(site), `${site.email} | ${site.phone}`];
}
