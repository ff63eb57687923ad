import { sql, type Insertable, type Kysely, type Selectable } from "kysely";
import type { DB, NewsletterIssueTable } from "~/db/schema";

export type NewsletterIssue = Selectable<NewsletterIssueTable>;
export type IssueSummary = Omit<NewsletterIssue, "content_html" | "content_text">;

const summaryColumns = [
  "id", "subject", "post_id", "content_mode", "message", "status", "auto", "scheduled_at", "started_at", "completed_at",
  "recipient_count", "next_slot_at", "created_by", "created_at", "updated_at", "language", "audience",
] as const;

export async function insertIssue(db: Kysely<DB>, row: Insertable<NewsletterIssueTable>): Promise<number> {
  const inserted = await db.insertInto("newsletter_issues").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findIssue(db: Kysely<DB>, id: number): Promise<NewsletterIssue | undefined> {
  return db.selectFrom("newsletter_issues").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listIssues(db: Kysely<DB>, limit: number): Promise<IssueSummary[]> {
  return db.selectFrom("newsletter_issues").select(summaryColumns).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** Issues that went out (or are going out), newest first: the public archive. */
export function listArchivedIssues(db: Kysely<DB>, input: { limit: number; language: string }) {
  return db
    .selectFrom("newsletter_issues")
    .select(["id", "subject", "started_at", "post_id"])
    .where("status", "in", ["sending", "sent"])
    .where("language", "=", input.language)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit)
    .execute();
}

export function findArchivedIssue(db: Kysely<DB>, id: number) {
  return db
    .selectFrom("newsletter_issues")
    .select(["id", "subject", "started_at", "content_html", "language"])
    .where("id", "=", id)
    .where("status", "in", ["sending", "sent"])
    .executeTakeFirst();
}

export function listDueScheduledIssues(db: Kysely<DB>, now: string): Promise<NewsletterIssue[]> {
  return db.selectFrom("newsletter_issues").selectAll().where("status", "=", "scheduled").where("scheduled_at", "<=", now).orderBy("scheduled_at").orderBy("id").limit(5).execute();
}

/** The send in progress that started first; sends go one at a time so the rate holds for all of them together. */
export function findCurrentSend(db: Kysely<DB>): Promise<IssueSummary | undefined> {
  return db.selectFrom("newsletter_issues").select(summaryColumns).where("status", "=", "sending").orderBy("started_at").orderBy("id").limit(1).executeTakeFirst();
}

/** scheduled -> sending with the content as sent; false when another instance (or a cancel) got there first. */
export async function markIssueStarted(db: Kysely<DB>, id: number, now: string, content: { html: string; text: string }): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_issues")
    .set({ status: "sending", started_at: now, next_slot_at: now, content_html: content.html, content_text: content.text, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The recipient list: every confirmed subscriber outside the spam quarantine at this moment (of `language` only,
 * when given), in one INSERT ... SELECT (no rows pass through the server, so 10,000 take milliseconds). Returns how many.
 */
export async function insertRecipients(db: Kysely<DB>, issueId: number, now: string, language?: string): Promise<number> {
  await db
    .insertInto("newsletter_deliveries")
    .columns(["issue_id", "subscriber_id", "email", "status", "updated_at"])
    .expression((eb) => {
      const confirmed = eb
        .selectFrom("newsletter_subscribers")
        .select([sql.lit(issueId).as("issue_id"), "id", "email", sql.lit("waiting").as("status"), sql.lit(now).as("updated_at")])
        .where("status", "=", "confirmed")
        .where("spam_reason", "is", null);
      return language === undefined ? confirmed : confirmed.where("language", "=", language);
    })
    .execute();
  const row = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("issue_id", "=", issueId)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  await db.updateTable("newsletter_issues").set({ recipient_count: count }).where("id", "=", issueId).execute();
  return count;
}

/** Moves the send's schedule on; false when another instance moved it since it was read (it does this batch). */
export async function advanceSlot(db: Kysely<DB>, issueId: number, expected: string | null, next: string, now: string): Promise<boolean> {
  let query = db.updateTable("newsletter_issues").set({ next_slot_at: next, updated_at: now }).where("id", "=", issueId).where("status", "=", "sending");
  query = expected === null ? query.where("next_slot_at", "is", null) : query.where("next_slot_at", "=", expected);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** The next recipients in line, with their subscription as it is now (null when the subscriber was removed). */
export function listWaitingRecipients(db: Kysely<DB>, issueId: number, limit: number) {
  return db
    .selectFrom("newsletter_deliveries as d")
    .leftJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
    .select(["d.subscriber_id", "d.email", "s.status as subscriber_status", "s.email as subscriber_email", "s.language as subscriber_language"])
    .where("d.issue_id", "=", issueId)
    .where("d.status", "=", "waiting")
    .orderBy("d.subscriber_id")
    .limit(limit)
    .execute();
}

export async function setRecipientsStatus(db: Kysely<DB>, issueId: number, subscriberIds: number[], status: "queued" | "skipped", now: string) {
  for (let i = 0; i < subscriberIds.length; i += 500) {
    await db
      .updateTable("newsletter_deliveries")
      .set({ status, updated_at: now })
      .where("issue_id", "=", issueId)
      .where("subscriber_id", "in", subscriberIds.slice(i, i + 500))
      .where("status", "=", "waiting")
      .execute();
  }
}

export interface NewsletterOutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  unsubscribeUrl: string;
  sendAt: string;
  language: string;
}

/** Many outbox rows in a few statements (one mail per recipient, each due at its slot). */
export async function insertNewsletterMails(db: Kysely<DB>, issueId: number, mails: NewsletterOutboxRow[], now: string): Promise<void> {
  for (let i = 0; i < mails.length; i += 200) {
    await db
      .insertInto("mail_outbox")
      .values(
        mails.slice(i, i + 200).map((mail) => ({
          to_address: mail.to,
          reply_to: mail.replyTo,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          unsubscribe_url: mail.unsubscribeUrl,
          kind: "newsletter",
          newsletter_id: issueId,
          language: mail.language,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: mail.sendAt,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export async function countRecipientsByStatus(db: Kysely<DB>, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom("newsletter_deliveries")
    .select(["issue_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("issue_id", "in", issueIds)
    .groupBy(["issue_id", "status"])
    .execute();
}

export async function countNewsletterMailsByStatus(db: Kysely<DB>, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom("mail_outbox")
    .select(["newsletter_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("newsletter_id", "in", issueIds)
    .groupBy(["newsletter_id", "status"])
    .execute();
}

/** Recipients of each issue who have unsubscribed since its send started. */
export async function countUnsubscribedSince(db: Kysely<DB>, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom("newsletter_deliveries as d")
    .innerJoin("newsletter_issues as i", "i.id", "d.issue_id")
    .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
    .select(["d.issue_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("d.issue_id", "in", issueIds)
    .where("s.status", "=", "unsubscribed")
    .whereRef("s.unsubscribed_at", ">=", "i.started_at")
    .groupBy("d.issue_id")
    .execute();
}

/** True when nothing of the issue waits: no recipient still to be queued and no mail still to be sent. */
export async function isIssueDone(db: Kysely<DB>, issueId: number): Promise<boolean> {
  const waiting = await db.selectFrom("newsletter_deliveries").select("subscriber_id").where("issue_id", "=", issueId).where("status", "=", "waiting").limit(1).executeTakeFirst();
  if (waiting) return false;
  const unsent = await db.selectFrom("mail_outbox").select("id").where("newsletter_id", "=", issueId).where("status", "in", ["pending", "sending"]).limit(1).executeTakeFirst();
  return !unsent;
}

export async function markIssueSent(db: Kysely<DB>, issueId: number, now: string): Promise<void> {
  await db.updateTable("newsletter_issues").set({ status: "sent", completed_at: now, next_slot_at: null, updated_at: now }).where("id", "=", issueId).where("status", "=", "sending").execute();
}

/** A sent newsletter mail's body is the issue's content plus a footer: the outbox keeps the headers, not the copy. */
export async function dropSentNewsletterBodies(db: Kysely<DB>, issueId: number): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ html_body: null, text_body: "" })
    .where("newsletter_id", "=", issueId)
    .where("status", "=", "sent")
    .where("html_body", "is not", null)
    .execute();
}

/** Stops a scheduled or running send: nobody further gets it (mails already handed to SMTP are gone). */
export async function markIssueCancelled(db: Kysely<DB>, issueId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_issues")
    .set({ status: "cancelled", completed_at: now, next_slot_at: null, updated_at: now })
    .where("id", "=", issueId)
    .where("status", "in", ["scheduled", "sending"])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable("newsletter_deliveries").set({ status: "skipped", updated_at: now }).where("issue_id", "=", issueId).where("status", "=", "waiting").execute();
  await db.deleteFrom("mail_outbox").where("newsletter_id", "=", issueId).where("status", "=", "pending").execute();
  return true;
}

/** A person who unsubscribes gets no newsletter mail that is still waiting in the outbox. */
export async function deletePendingNewsletterMailsTo(db: Kysely<DB>, email: string): Promise<number> {
  const result = await db.deleteFrom("mail_outbox").where("newsletter_id", "is not", null).where("status", "=", "pending").where("to_address", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const AUTO_SEND_KEY = "newsletter_auto_send_since";

/** Since when new posts are sent automatically, or undefined when that is off. */
export async function findAutoSendSince(db: Kysely<DB>): Promise<string | undefined> {
  return (await db.selectFrom("app_meta").select("value").where("key", "=", AUTO_SEND_KEY).executeTakeFirst())?.value;
}

export async function saveAutoSendSince(db: Kysely<DB>, since: string | null): Promise<void> {
  await db.deleteFrom("app_meta").where("key", "=", AUTO_SEND_KEY).execute();
  if (since) await db.insertInto("app_meta").values({ key: AUTO_SEND_KEY, value: since }).execute();
}

/** Posts published since `since` that no newsletter was made of yet (the auto-send's work). */
export function listPostsToAutoSend(db: Kysely<DB>, since: string) {
  return db
    .selectFrom("posts")
    .select(["id", "title", "language"])
    .where("status", "=", "published")
    .where("published_at", ">=", since)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("newsletter_issues").select("newsletter_issues.id").whereRef("newsletter_issues.post_id", "=", "posts.id"))))
    .orderBy("published_at")
    .orderBy("id")
    .limit(5)
    .execute();
}

export function listPublishedPostChoices(db: Kysely<DB>, limit: number) {
  return db.selectFrom("posts").select(["id", "title", "language", "published_at"]).where("status", "=", "published").orderBy("published_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** The latest published posts in the issue's post's language other than it, for a newsletter's "More from the blog". */
export function listRecentPosts(db: Kysely<DB>, post: { exceptId: number; language: string }, limit: number) {
  return db
    .selectFrom("posts")
    .select(["id", "slug", "language", "title", "excerpt"])
    .where("status", "=", "published")
    .where("language", "=", post.language)
    .where("id", "!=", post.exceptId)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
