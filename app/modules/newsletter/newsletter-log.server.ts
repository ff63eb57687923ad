import { LOCALES, localeOrDefault, type Locale } from "~/i18n/locales";
import type { LanguageVersions } from "~/i18n/locale";
import { archiveListPath, archivePath } from "./newsletter-archive";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { countConfirmedByLanguage, countSubscribers } from "./newsletter.repository.server";
import {
  countNewsletterMailsByStatus,
  countRecipientsByStatus,
  countUnsubscribedSince,
  findArchivedIssue,
  findAutoSendSince,
  listArchivedIssues,
  listIssues,
  listPublishedPostChoices,
  type IssueSummary,
} from "./newsletter-issues.repository.server";

/** The send log of one newsletter. `queued` is everyone not yet handed to SMTP (waiting in line or in the outbox). */
export interface SendLog {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Not sent because they unsubscribed (or were removed) before their turn. */
  skipped: number;
  /** Recipients who unsubscribed after the send started (whether or not before their mail). */
  unsubscribedSince: number;
}

export interface IssueWithLog extends IssueSummary {
  log: SendLog;
}

type Reader = Pick<AppServices, "database">;

export async function loadIssuesWithLog(services: Reader, input: { limit: number }): Promise<IssueWithLog[]> {
  const { db } = services.database;
  const issues = await listIssues(db, input.limit);
  const ids = issues.map((issue) => Number(issue.id));
  const [recipients, mails, unsubscribed] = await Promise.all([countRecipientsByStatus(db, ids), countNewsletterMailsByStatus(db, ids), countUnsubscribedSince(db, ids)]);
  return issues.map((issue) => {
    const id = Number(issue.id);
    const of = <T extends { count: number | string }>(rows: T[], match: (row: T) => boolean) => rows.filter(match).reduce((sum, row) => sum + Number(row.count), 0);
    const waiting = of(recipients, (row) => Number(row.issue_id) === id && row.status === "waiting");
    const inOutbox = of(mails, (row) => Number(row.newsletter_id) === id && (row.status === "pending" || row.status === "sending"));
    return {
      ...issue,
      log: {
        recipients: issue.recipient_count,
        queued: waiting + inOutbox,
        sent: of(mails, (row) => Number(row.newsletter_id) === id && row.status === "sent"),
        failed: of(mails, (row) => Number(row.newsletter_id) === id && row.status === "failed"),
        skipped: of(recipients, (row) => Number(row.issue_id) === id && row.status === "skipped"),
        unsubscribedSince: of(unsubscribed, (row) => Number(row.issue_id) === id),
      },
    };
  });
}

export async function loadNewsletterAdmin(services: Pick<AppServices, "database" | "env">) {
  const { db } = services.database;
  const [issues, posts, confirmed, confirmedByLanguage, autoSendSince] = await Promise.all([
    loadIssuesWithLog(services, { limit: 50 }),
    listPublishedPostChoices(db, 100),
    countSubscribers(db, { status: "confirmed" }),
    countConfirmedByLanguage(db),
    findAutoSendSince(db),
  ]);
  return {
    issues,
    posts: posts.map((post) => ({ id: Number(post.id), title: post.title, language: post.language, publishedAt: post.published_at })),
    confirmed,
    /** Confirmed subscribers per language, for the choice of recipients. */
    confirmedByLanguage,
    autoSendSince: autoSendSince ?? null,
    ratePerMinute: services.env.NEWSLETTER_RATE_PER_MINUTE,
    smtpConfigured: Boolean(services.env.SMTP_URL),
  };
}

/** The sent newsletters written in `language`, newest first: each language's archive lists its own (decision 0059). */
export async function loadNewsletterArchive(services: Reader, input: { language: Locale }) {
  const issues = await listArchivedIssues(services.database.db, { limit: 200, language: input.language });
  return issues.map((issue) => ({ id: Number(issue.id), subject: issue.subject, sentAt: issue.started_at! }));
}

/**
 * The archive's addresses for the sitemap: each language's archive (announced in every language, as the page's own
 * hreflang links are), dated by its newest newsletter, and each sent newsletter at its language's address.
 */
export async function listNewsletterSitemapEntries(services: Reader): Promise<Array<{ path: string; lastmod?: string; languageVersions?: LanguageVersions }>> {
  const archives = Object.fromEntries(LOCALES.map((language) => [language, archiveListPath(language)])) as LanguageVersions;
  const perLanguage = await Promise.all(LOCALES.map(async (language) => ({ language, issues: await loadNewsletterArchive(services, { language }) })));
  return perLanguage.flatMap(({ language, issues }) => [
    { path: archiveListPath(language), lastmod: issues[0]?.sentAt, languageVersions: archives },
    ...issues.map((issue) => ({ path: archivePath(issue.id, language), lastmod: issue.sentAt })),
  ]);
}

export interface ArchivedNewsletter {
  id: number;
  subject: string;
  sentAt: string;
  html: string;
  /** The language it was written in: its web version is at that language's address (archivePath). */
  language: Locale;
}

export async function loadArchivedNewsletter(services: Reader, input: { id: number }): Promise<Result<ArchivedNewsletter, "not-found">> {
  const issue = await findArchivedIssue(services.database.db, input.id);
  if (!issue) return fail("not-found", "This newsletter does not exist or has not been sent.");
  return succeed({ id: Number(issue.id), subject: issue.subject, sentAt: issue.started_at!, html: issue.content_html ?? "", language: localeOrDefault(issue.language) });
}
