import sanitizeHtml from "sanitize-html";
import type { SiteSettings } from "~/modules/content/collections";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { absoluteUrl, postPath } from "~/modules/blog/post-urls";
import { mailMessagesFor } from "~/i18n/mail-messages";
import type { Locale } from "~/i18n/locales";
import { buttonHtml, escapeHtml, headingHtml, mailColors, paragraphHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";

/**
 * What a newsletter says, as HTML for mail clients (table layout and inline styles, see mail-layout.server.ts) and
 * as plain text. Rendered once when the send starts and kept with the issue; each recipient's mail is that body
 * inside the frame with their own unsubscribe link.
 */
export interface IssuePost {
  id: number;
  slug: string;
  /** Absent in issues rendered before posts had languages: those were English. */
  language?: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
}

export interface IssueSource {
  subject: string;
  /** The newsletter's language: its post's, or the one chosen for a message (decision 0045). */
  language: Locale;
  mode: "excerpt" | "full" | "message";
  /** The admin's words: the whole mail, or an introduction above the post. */
  message: string;
  post?: IssuePost;
  /** Other recent posts, listed under the post as "More from our blog". */
  related?: Array<Pick<IssuePost, "slug" | "language" | "title" | "excerpt">>;
}

/**
 * Mail programs show raster images only (Gmail and Outlook drop SVG), so an SVG cover is left out rather than
 * shown as a broken box; the post's title and text carry the mail.
 */
export function mailableImage(url: string): boolean {
  return /\.(jpe?g|png|gif|webp)(\?.*)?$/i.test(url);
}

export interface IssueContent {
  html: string;
  text: string;
}

const FONT = "Arial,Helvetica,sans-serif";
const text = `font-family:${FONT};font-size:16px;line-height:24px;color:${mailColors.ink}`;

/** Mails lay images out this wide (the frame's content column); library images are sent at twice it at most. */
export const MAIL_IMAGE_WIDTH = 540;

/**
 * Post HTML (already allowlisted) with the inline styles mail clients need and absolute links and images; a
 * library image is swapped for its mail-sized file (`mailImages`, by the `src` the post has).
 */
function postHtmlForMail(html: string, publicUrl: string, mailImages: Record<string, string>): string {
  const styled = (style: string) => (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: { ...attribs, style } });
  return sanitizeHtml(sanitizePostHtml(html), {
    allowedTags: false,
    allowedAttributes: false,
    transformTags: {
      p: styled(`margin:0 0 16px 0;${text}`),
      h2: styled(`margin:24px 0 12px 0;font-family:${FONT};font-size:20px;line-height:28px;font-weight:bold;color:${mailColors.ink}`),
      h3: styled(`margin:20px 0 10px 0;font-family:${FONT};font-size:18px;line-height:26px;font-weight:bold;color:${mailColors.ink}`),
      h4: styled(`margin:16px 0 8px 0;${text};font-weight:bold`),
      ul: styled(`margin:0 0 16px 0;padding-left:22px;${text}`),
      ol: styled(`margin:0 0 16px 0;padding-left:22px;${text}`),
      li: styled("margin:0 0 6px 0"),
      blockquote: styled(`margin:0 0 16px 0;padding:8px 16px;border-left:4px solid ${mailColors.line};color:${mailColors.muted}`),
      pre: styled("margin:0 0 16px 0;padding:12px;background-color:#f8fafc;border:1px solid #e2e8f0;font-family:Consolas,Menlo,monospace;font-size:13px;line-height:19px;white-space:pre-wrap"),
      code: styled("font-family:Consolas,Menlo,monospace;font-size:14px"),
      a: (tagName, attribs) => ({ tagName, attribs: { href: absoluteUrl(attribs.href ?? "", publicUrl), style: `color:${mailColors.brand};text-decoration:underline` } }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { src: absoluteUrl(mailImages[attribs.src ?? ""] ?? attribs.src ?? "", publicUrl), alt: attribs.alt ?? "", width: String(MAIL_IMAGE_WIDTH), style: "display:block;width:100%;max-width:540px;height:auto;border:0;margin:0 0 16px 0" },
      }),
    },
  });
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The plain-text version of post HTML: paragraphs, list items with dashes, links as "text (url)". */
export function htmlToText(html: string, publicUrl: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label} (${absoluteUrl(href.replace(/&amp;/g, "&"), publicUrl)})`)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figure|figcaption)>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name]!)
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function messageParagraphs(message: string): string[] {
  return message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * `mailImages` maps a library image's full-size URL (as the post names it) to the file the mail shows instead
 * (media-pictures.server.ts, findMailImages): never the 3000 px original for a 540 px column.
 */
export function renderIssueContent(source: IssueSource, publicUrl: string, mailImages: Record<string, string> = {}): IssueContent {
  const html: string[] = [];
  const plain: string[] = [];
  const t = mailMessagesFor(source.language).newsletter;
  const intro = messageParagraphs(source.message);
  if (source.mode === "message" || !source.post) {
    html.push(headingHtml(source.subject), ...intro.map((paragraph) => paragraphHtml(paragraph)));
    plain.push(source.subject, ...intro);
    return { html: html.join(""), text: plain.join("\n\n") };
  }
  const post = source.post;
  const url = absoluteUrl(postPath(post.slug, post.language), publicUrl);
  html.push(...intro.map((paragraph) => paragraphHtml(paragraph)));
  plain.push(...intro);
  if (post.image && mailableImage(post.image)) {
    html.push(
      `<a href="${escapeHtml(url)}"><img src="${escapeHtml(absoluteUrl(mailImages[post.image] ?? post.image, publicUrl))}" alt="${escapeHtml(post.title)}" width="${MAIL_IMAGE_WIDTH}" style="display:block;width:100%;max-width:540px;height:auto;border:0;border-radius:6px;margin:0 0 20px 0"></a>`,
    );
  }
  html.push(`<h1 style="margin:0 0 12px 0;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold"><a href="${escapeHtml(url)}" style="color:${mailColors.ink};text-decoration:none">${escapeHtml(post.title)}</a></h1>`);
  plain.push(post.title.toUpperCase());
  if (source.mode === "full") {
    html.push(postHtmlForMail(post.content, publicUrl, mailImages));
    plain.push(htmlToText(sanitizePostHtml(post.content), publicUrl));
  } else {
    html.push(paragraphHtml(post.excerpt));
    plain.push(post.excerpt);
  }
  html.push(buttonHtml(t.readOnSite, url));
  plain.push(`${t.readOnSite}: ${url}`);
  const related = source.related ?? [];
  if (related.length > 0) {
    html.push(`<h2 style="margin:8px 0 12px 0;padding-top:20px;border-top:1px solid ${mailColors.line};font-family:${FONT};font-size:18px;line-height:26px;font-weight:bold;color:${mailColors.ink}">${escapeHtml(t.moreFromBlog)}</h2>`);
    plain.push(t.moreFromBlog.toUpperCase());
    for (const other of related) {
      const link = absoluteUrl(postPath(other.slug, other.language), publicUrl);
      html.push(
        `<p style="margin:0 0 16px 0;${text}"><a href="${escapeHtml(link)}" style="color:${mailColors.brand};font-weight:bold;text-decoration:underline">${escapeHtml(other.title)}</a><br>${escapeHtml(other.excerpt)}</p>`,
      );
      plain.push(`${other.title}\n${other.excerpt}\n${link}`);
    }
  }
  return { html: html.join(""), text: plain.join("\n\n") };
}

export interface IssueMailParts {
  subject: string;
  contentHtml: string;
  contentText: string;
  archiveUrl: string | null;
  /** The recipient's own link; a preview or a test shows where it will be. */
  unsubscribeUrl: string;
  /** The site settings when the mail is made: the footer names the company and its address. */
  site: SiteSettings;
  /** The newsletter's language: its small print is in it too, and its `lang`. */
  language: Locale;
}

/** One recipient's mail: the issue's content in the frame, with their unsubscribe link in both parts. */
export function renderIssueMail(parts: IssueMailParts): { html: string; text: string } {
  const { site, language } = parts;
  const t = mailMessagesFor(language).newsletter;
  const why = t.whyYouGetThis(site.name);
  const footer =
    `${escapeHtml(why)} <a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:${mailColors.muted};text-decoration:underline">${escapeHtml(t.unsubscribe)}</a>` +
    (parts.archiveUrl ? ` | <a href="${escapeHtml(parts.archiveUrl)}" style="color:${mailColors.muted};text-decoration:underline">${escapeHtml(t.viewInBrowser)}</a>` : "");
  const html = renderMailHtml({ company: site, language, title: parts.subject, preheader: parts.contentText.split("\n")[0]?.slice(0, 140), body: parts.contentHtml, footer });
  const text = [
    parts.contentText,
    "--",
    why,
    `${t.unsubscribe}: ${parts.unsubscribeUrl}`,
    ...(parts.archiveUrl ? [`${t.viewInBrowser}: ${parts.archiveUrl}`] : []),
    `${site.legalName}, ${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`,
  ].join("\n\n");
  return { html, text };
}
