import { localeOrDefault } from "~/i18n/locales";
import { startPoller } from "~/modules/jobs/periodic.server";
import type { AppServices } from "~/modules/services";
import { SYSTEM_ACTOR } from "~/modules/audit/audit.server";
import { renderIssueMail } from "./newsletter-content.server";
import { unsubscribeUrl } from "./newsletter-mail.server";
import {
  advanceSlot,
  dropSentNewsletterBodies,
  findCurrentSend,
  findAutoSendSince,
  findIssue,
  insertIssue,
  insertNewsletterMails,
  isIssueDone,
  listDueScheduledIssues,
  listPostsToAutoSend,
  listWaitingRecipients,
  markIssueSent,
  setRecipientsStatus,
  type NewsletterOutboxRow,
} from "./newsletter-issues.repository.server";
import { archivePath } from "./newsletter-archive";
import { startIssue } from "./newsletter-send.server";
import { readSiteSettingsFrom } from "~/modules/content/content.server";

type Services = Pick<AppServices, "database" | "env" | "clock" | "logger"> & Partial<Pick<AppServices, "pageCache">>;

export interface DispatchOptions {
  /** How far ahead of time mails enter the outbox (each due at its own slot); bounds what an unsubscribe must catch. */
  lookaheadMs?: number;
  /** At most this many recipients per run (memory stays flat however long the list). */
  maxBatch?: number;
}

export interface DispatchReport {
  started: number;
  queued: number;
  skipped: number;
  completed: number;
}

class SlotTaken extends Error {}

/** Creates the newsletter of each post published since auto-send was turned on (once per post, see the unique index). */
async function createAutoIssues(services: Services, now: string): Promise<void> {
  const { db } = services.database;
  const since = await findAutoSendSince(db);
  if (!since) return;
  for (const post of await listPostsToAutoSend(db, since)) {
    try {
      await insertIssue(db, {
        subject: post.title,
        // In the post's language, to that language's subscribers (decision 0045).
        language: post.language,
        post_id: Number(post.id),
        content_mode: "excerpt",
        message: "",
        status: "scheduled",
        auto: 1,
        scheduled_at: now,
        recipient_count: 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      });
      services.logger.info({ postId: post.id }, "newsletter created for a newly published post");
    } catch (error) {
      // Another instance created it a moment ago (unique index on auto post_id); anything else is real.
      if (!/unique|duplicate/i.test(String(error))) throw error;
    }
  }
}

/**
 * One round of the newsletter machinery, safe to run on several instances at once:
 * 1. posts published since auto-send was turned on get their newsletter;
 * 2. scheduled newsletters whose time has come start (their recipient list is taken);
 * 3. the send in progress hands its next recipients to the outbox, each mail due at its own slot
 *    (60 s / NEWSLETTER_RATE_PER_MINUTE apart), only as far as `lookaheadMs` ahead. The slot pointer is moved with
 *    a guarded UPDATE in the same transaction as the outbox rows and the recipients' new status, so a crash
 *    leaves either all of a batch or none of it, and two instances never take the same batch;
 *    recipients no longer confirmed (unsubscribed, removed) are skipped;
 * 4. a send with nobody waiting and nothing left in the outbox is marked sent.
 */
export async function dispatchNewsletters(services: Services, options: DispatchOptions = {}): Promise<DispatchReport> {
  const { db } = services.database;
  const report: DispatchReport = { started: 0, queued: 0, skipped: 0, completed: 0 };
  const nowDate = services.clock.now();
  const now = nowDate.toISOString();
  await createAutoIssues(services, now);

  for (const due of await listDueScheduledIssues(db, now)) {
    const recipients = await db.transaction().execute((trx) => startIssue(trx, services, due, now, SYSTEM_ACTOR));
    if (recipients !== null) {
      report.started += 1;
      services.logger.info({ id: due.id, recipients }, "scheduled newsletter started");
      services.pageCache?.invalidate("newsletter sent");
    }
  }

  const issue = await findCurrentSend(db);
  if (!issue) return report;
  const issueId = Number(issue.id);
  const interval = 60_000 / services.env.NEWSLETTER_RATE_PER_MINUTE;
  const nowMs = nowDate.getTime();
  const slot = Math.max(issue.next_slot_at ? Date.parse(issue.next_slot_at) : nowMs, nowMs);
  const horizon = nowMs + (options.lookaheadMs ?? 5000);
  const capacity = slot > horizon ? 0 : Math.min(options.maxBatch ?? 500, Math.floor((horizon - slot) / interval) + 1);

  if (capacity > 0) {
    const full = await findIssue(db, issueId);
    try {
      const moved = await db.transaction().execute(async (trx) => {
        // Claim the slots first (this row lock is what a second instance waits on), then fill them.
        if (!(await advanceSlot(trx, issueId, issue.next_slot_at, new Date(slot + capacity * interval).toISOString(), now))) throw new SlotTaken();
        const waiting = await listWaitingRecipients(trx, issueId, capacity);
        const send = waiting.filter((row) => row.subscriber_status === "confirmed");
        const skip = waiting.filter((row) => row.subscriber_status !== "confirmed").map((row) => Number(row.subscriber_id));
        const language = localeOrDefault(issue.language);
        const archiveUrl = `${services.env.PUBLIC_URL}${archivePath(issueId, language)}`;
        const site = await readSiteSettingsFrom(trx, language);
        const mails: NewsletterOutboxRow[] = send.map((row, index) => {
          // The mail is in the newsletter's language; its unsubscribe page in the subscriber's.
          const link = unsubscribeUrl(services.env, { id: Number(row.subscriber_id), email: row.subscriber_email ?? row.email, language: row.subscriber_language });
          const body = renderIssueMail({ subject: issue.subject, contentHtml: full?.content_html ?? "", contentText: full?.content_text ?? "", archiveUrl, unsubscribeUrl: link, site, language });
          return { to: row.email, subject: issue.subject, text: body.text, html: body.html, replyTo: services.env.MAIL_TO, unsubscribeUrl: link, sendAt: new Date(slot + index * interval).toISOString(), language };
        });
        if (send.length < capacity) await advanceSlot(trx, issueId, new Date(slot + capacity * interval).toISOString(), new Date(slot + send.length * interval).toISOString(), now);
        await insertNewsletterMails(trx, issueId, mails, now);
        await setRecipientsStatus(trx, issueId, send.map((row) => Number(row.subscriber_id)), "queued", now);
        await setRecipientsStatus(trx, issueId, skip, "skipped", now);
        return { queued: send.length, skipped: skip.length };
      });
      report.queued += moved.queued;
      report.skipped += moved.skipped;
    } catch (error) {
      if (!(error instanceof SlotTaken)) throw error;
    }
  }

  // Done is judged before the bodies are dropped: a mail the worker sends between the two would otherwise keep its
  // body once the issue is marked sent, since no dispatch runs for a sent issue.
  const done = report.queued === 0 && report.skipped === 0 && (await isIssueDone(db, issueId));
  await dropSentNewsletterBodies(db, issueId);
  if (done) {
    await markIssueSent(db, issueId, services.clock.now().toISOString());
    report.completed += 1;
    services.logger.info({ id: issueId, recipients: issue.recipient_count }, "newsletter sent");
  }
  return report;
}

export interface NewsletterDispatcher {
  runOnce(): Promise<DispatchReport>;
  stop(): Promise<void>;
}

/** Runs dispatchNewsletters every `pollIntervalMs` in the background (next to the mail worker). */
export function startNewsletterDispatcher(services: Services, options: DispatchOptions & { pollIntervalMs?: number } = {}): NewsletterDispatcher {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const runOnce = () => dispatchNewsletters(services, options);
  const poller = startPoller("newsletter dispatch", runOnce, { pollIntervalMs, logger: services.logger });
  return { runOnce, stop: () => poller.stop() };
}
