import { localeOrDefault } from "~/i18n/locales";
import { archivePath } from "./newsletter-archive";
import type { Kysely } from "kysely";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import type { DB } from "~/db/schema";
import { findPostById } from "~/modules/blog/blog.repository.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { findMailImages, imageSourcesIn } from "~/modules/media/media-pictures.server";
import { MAIL_IMAGE_WIDTH, renderIssueContent, renderIssueMail, type IssueSource } from "./newsletter-content.server";
import { unsubscribeUrl } from "./newsletter-mail.server";
import { zonedDateTimeToUtc } from "~/modules/time-zone";
import {
  findIssue,
  insertIssue,
  listRecentPosts,
  insertRecipients,
  markIssueCancelled,
  markIssueStarted,
  saveAutoSendSince,
  type NewsletterIssue,
} from "./newsletter-issues.repository.server";
import { composeMessages, type ComposeInput, type NewsletterAudience } from "./newsletter.schema";
import { mailLink } from "~/i18n/mail-messages";
import { readSiteSettings } from "~/modules/content/content.server";

/**
 * Composing and starting newsletters (/admin/newsletter). A send takes its recipient list when it starts (one
 * INSERT ... SELECT of the confirmed subscribers), then the dispatcher (newsletter-dispatch.server.ts) hands the
 * mails to the outbox at NEWSLETTER_RATE_PER_MINUTE. See docs/decisions/0013-newsletter-sends.md.
 */
type Services = Pick<AppServices, "database" | "env" | "clock" | "logger"> & Partial<Pick<AppServices, "pageCache">>;
type Db = Kysely<DB>;

/** The post (which must be published) or the message a newsletter is made of. */
async function resolveSource(db: Db, fields: Pick<ComposeInput, "source" | "postId" | "content" | "subject" | "message" | "language">): Promise<Result<IssueSource, "invalid">> {
  if (fields.source === "message") return succeed({ subject: fields.subject, language: fields.language, mode: "message", message: fields.message });
  const post = await findPostById(db, Number(fields.postId));
  if (!post || post.status !== "published") return fail("invalid", composeMessages.pickPost, { fieldErrors: { postId: composeMessages.pickPost } });
  const related = await listRecentPosts(db, { exceptId: Number(post.id), language: post.language }, 2);
  return succeed({
    subject: fields.subject || post.title,
    // A post's newsletter is in the post's language, whatever the form said.
    language: localeOrDefault(post.language),
    related,
    mode: fields.content,
    message: fields.message,
    post: { id: Number(post.id), slug: post.slug, language: post.language, title: post.title, excerpt: post.excerpt, content: post.content, image: post.image },
  });
}

/** The issue's content, its library images at mail size (looked up through `db`, the send's transaction or not). */
async function renderIssue(db: Db, env: Services["env"], source: IssueSource) {
  const post = source.mode === "message" ? undefined : source.post;
  const urls = post ? [post.image, ...(source.mode === "full" ? imageSourcesIn(sanitizePostHtml(post.content)) : [])] : [];
  const mailImages = await findMailImages(db, env, { urls, cssWidth: MAIL_IMAGE_WIDTH });
  return renderIssueContent(source, env.PUBLIC_URL, mailImages);
}

/** The mail exactly as a subscriber gets it, with a stand-in unsubscribe link (preview and test sends). */
async function renderSample(services: Services, fields: ComposeInput) {
  const source = await resolveSource(services.database.db, fields);
  if (!source.ok) return source;
  const content = await renderIssue(services.database.db, services.env, source.value);
  const mail = renderIssueMail({
    subject: source.value.subject,
    contentHtml: content.html,
    contentText: content.text,
    archiveUrl: mailLink(services.env.PUBLIC_URL, "/newsletter/archive", source.value.language),
    unsubscribeUrl: mailLink(services.env.PUBLIC_URL, "/newsletter/unsubscribe", source.value.language),
    site: await readSiteSettings(services, source.value.language),
    language: source.value.language,
  });
  return succeed({ subject: source.value.subject, language: source.value.language, ...mail });
}

export function previewNewsletter(services: Services, input: { fields: ComposeInput }) {
  return renderSample(services, input.fields);
}

/** A copy to the admin who asks, through the outbox like every mail. */
export async function sendTestNewsletter(services: Services, input: { fields: ComposeInput; to: string }): Promise<Result<{ to: string }, "invalid">> {
  const sample = await renderSample(services, input.fields);
  if (!sample.ok) return sample;
  await enqueueMail(services.database.db, {
    to: input.to,
    subject: `[Test] ${sample.value.subject}`,
    text: sample.value.text,
    html: sample.value.html,
    replyTo: services.env.MAIL_TO,
    kind: "newsletter-test",
    language: sample.value.language,
  });
  return succeed({ to: input.to });
}

function newIssueRow(source: IssueSource, fields: { audience: NewsletterAudience; createdBy: string | null; scheduledAt: string; now: string; auto?: boolean }) {
  return {
    subject: source.subject,
    language: source.language,
    audience: fields.audience,
    post_id: source.post?.id ?? null,
    content_mode: source.mode,
    message: source.message,
    status: "scheduled" as const,
    auto: fields.auto ? 1 : 0,
    recipient_count: 0,
    scheduled_at: fields.scheduledAt,
    created_by: fields.createdBy,
    created_at: fields.now,
    updated_at: fields.now,
  };
}

/**
 * Starts a scheduled issue: renders its content as it is now (kept for the archive) and takes the recipient list.
 * Run in a transaction; false when another instance started it first or it was cancelled. A post that was
 * unpublished or deleted in the meantime cancels the send.
 */
export async function startIssue(
  db: Db,
  services: Pick<AppServices, "env" | "database" | "clock">,
  issue: NewsletterIssue,
  now: string,
  by?: AuditActor,
): Promise<number | null> {
  const source =
    issue.content_mode === "message" || issue.post_id === null
      ? succeed<IssueSource>({ subject: issue.subject, language: localeOrDefault(issue.language), mode: "message", message: issue.message })
      : await resolveSource(db, { source: "post", postId: String(issue.post_id), content: issue.content_mode, subject: issue.subject, message: issue.message, language: localeOrDefault(issue.language) });
  if (!source.ok) {
    await markIssueCancelled(db, Number(issue.id), now);
    return null;
  }
  const content = await renderIssue(db, services.env, source.value);
  if (!(await markIssueStarted(db, Number(issue.id), now, content))) return null;
  // The subscribers of the newsletter's language, or everybody when its sender chose so (decision 0045).
  const recipients = await insertRecipients(db, Number(issue.id), now, issue.audience === "all" ? undefined : source.value.language);
  // Sent means handed to the outbox here: the dispatcher delivers the mails over the next minutes.
  const data = { subject: issue.subject, recipients, url: `${services.env.PUBLIC_URL}${archivePath(Number(issue.id), source.value.language)}` };
  await queueWebhookEvent(db, { type: "newsletter.sent", resource: { type: "newsletter", id: Number(issue.id) }, data }, new Date(now));
  if (by) {
    // A scheduled issue starts on its own (SYSTEM_ACTOR), for the person who scheduled it.
    const summary = `Newsletter “${issue.subject}” started to ${recipients} subscribers${by.userId ? "" : ` (scheduled by ${issue.created_by ?? "unknown"})`}`;
    await recordAuditEvent(services, { action: "newsletter.sent", by, subject: { type: "newsletter", id: issue.id }, summary }, db);
  }
  return recipients;
}

/** "Send now": the issue is stored and its recipient list taken before the answer; the dispatcher sends. */
export async function sendNewsletterNow(
  services: Services,
  input: { fields: ComposeInput; createdBy: string | null; by?: AuditActor },
): Promise<Result<{ id: number; recipients: number }, "invalid">> {
  const { db } = services.database;
  const source = await resolveSource(db, input.fields);
  if (!source.ok) return source;
  const now = services.clock.now().toISOString();
  const started = await db.transaction().execute(async (trx) => {
    const id = await insertIssue(trx, newIssueRow(source.value, { audience: input.fields.audience, createdBy: input.createdBy, scheduledAt: now, now }));
    const recipients = await startIssue(trx, services, (await findIssue(trx, id))!, now, input.by);
    return { id, recipients: recipients ?? 0 };
  });
  services.logger.info(started, "newsletter send started");
  services.pageCache?.invalidate("newsletter sent");
  return succeed(started);
}

export async function scheduleNewsletter(
  services: Services,
  input: { fields: ComposeInput; scheduledAt: string; createdBy: string | null },
): Promise<Result<{ id: number }, "invalid">> {
  const { db } = services.database;
  const now = services.clock.now();
  // Typed in the site's zone, as every time in the admin.
  const utc = zonedDateTimeToUtc(input.scheduledAt, services.env.SITE_TIMEZONE);
  if (!utc) return fail("invalid", composeMessages.badTime, { fieldErrors: { scheduledAt: composeMessages.badTime } });
  const scheduledAt = new Date(utc);
  if (scheduledAt.getTime() <= now.getTime()) return fail("invalid", composeMessages.pastTime, { fieldErrors: { scheduledAt: composeMessages.pastTime } });
  const source = await resolveSource(db, input.fields);
  if (!source.ok) return source;
  const id = await insertIssue(db, newIssueRow(source.value, { audience: input.fields.audience, createdBy: input.createdBy, scheduledAt: utc, now: now.toISOString() }));
  services.logger.info({ id, scheduledAt: utc }, "newsletter scheduled");
  return succeed({ id });
}

/** Stops a scheduled or running send; whoever has not been sent it yet will not be. */
export async function cancelNewsletter(services: Pick<AppServices, "database" | "clock" | "logger">, input: { id: number }): Promise<Result<undefined, "conflict">> {
  const { db } = services.database;
  const cancelled = await db.transaction().execute((trx) => markIssueCancelled(trx, input.id, services.clock.now().toISOString()));
  if (!cancelled) return fail("conflict", "Only a scheduled newsletter or one being sent can be cancelled.");
  services.logger.info({ id: input.id }, "newsletter cancelled");
  return succeed();
}

/** Turns on (from now: older posts are not sent) or off sending every newly published post. */
export async function setNewsletterAutoSend(services: Pick<AppServices, "database" | "clock">, input: { enabled: boolean }): Promise<void> {
  await saveAutoSendSince(services.database.db, input.enabled ? services.clock.now().toISOString() : null);
}

export { unsubscribeUrl };
