import { checkPostContent, judgePublication, recordAccessibilityOverride, type AccessibilityCheck } from "~/modules/accessibility/accessibility.server";
import type { AccessibilityFinding } from "~/modules/accessibility/accessibility.schema";
import { can } from "~/modules/auth/permissions";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { formatInZone } from "~/modules/time-zone";
import { findPostById, listPostRowsByStatus, publishDueRows, transitionPostRow, unpublishExpiredRows } from "./blog.repository.server";
import { blogMessages } from "./blog-messages";
import { SYSTEM_ACTOR, type AuditActor } from "~/modules/audit/audit.server";
import { recordPublication, type PostActor } from "./blog.server";
import type { PostSummary } from "./blog.schema";
import { resolvePostStatus, scheduleMessages } from "./post-schedule.server";
import { insertEditorEventRevision, insertScheduleRevisions } from "./revisions.repository.server";
import { mailAuthor } from "./review-mail.server";
import { toPostSummary } from "./post-json.server";

/**
 * A post's moves between states that are not a save of its text (issue 18): the scheduler publishing and
 * unpublishing on time, cancelling and rescheduling, and the review queue (publish or send back with a note).
 */
type Services = Pick<AppServices, "database" | "clock" | "env"> & Partial<Pick<AppServices, "logger" | "pageCache">>;
type WorkflowFailure = "not-found" | "forbidden" | "invalid" | "conflict";

export const workflowMessages = {
  notScheduled: "This post is no longer scheduled (it was published, cancelled or changed meanwhile).",
  notInReview: "This post is no longer waiting for review.",
  noteMissing: "Write a comment for the author: what should change?",
  noteTooLong: "The comment must be at most 2,000 characters.",
  publishAtMissing: "Choose the date and time to publish at.",
} as const;

const MAX_NOTE = 2000;

/** An optional comment for the author: trimmed, empty is none; too long is refused. */
function readNote(note: string | undefined): Result<string | null, "invalid"> {
  const text = (note ?? "").trim();
  if (text.length > MAX_NOTE) return fail("invalid", workflowMessages.noteTooLong, { fieldErrors: { note: workflowMessages.noteTooLong } });
  return succeed(text || null);
}

/**
 * The scheduler's tick: due posts go public, expired ones back to draft, each with an entry in History; the page
 * cache, feeds and sitemap follow.
 */
export async function runPublishingSchedule(services: Services): Promise<{ published: number[]; unpublished: number[] }> {
  const now = services.clock.now().toISOString();
  const { db } = services.database;
  // With their History entries in the same transaction: only the instance whose UPDATE moved a post records it.
  const { published, unpublished } = await db.transaction().execute(async (trx) => {
    const published = await publishDueRows(trx, now);
    const unpublished = await unpublishExpiredRows(trx, now);
    await insertScheduleRevisions(trx, published.map((post) => post.id), "published-on-schedule", "scheduled", now);
    await insertScheduleRevisions(trx, unpublished.map((post) => post.id), "unpublished-on-schedule", "published", now);
    for (const post of published) await recordPublication(services, trx, "post.published", post, SYSTEM_ACTOR, "on schedule");
    for (const post of unpublished) await recordPublication(services, trx, "post.unpublished", post, SYSTEM_ACTOR, "on schedule");
    return { published, unpublished };
  });
  for (const post of published) services.logger?.info({ postId: post.id, slug: post.slug }, "scheduled post published");
  for (const post of unpublished) services.logger?.info({ postId: post.id, slug: post.slug }, "post unpublished on schedule");
  if (published.length || unpublished.length) services.pageCache?.invalidate("publishing schedule");
  return { published: published.map((post) => post.id), unpublished: unpublished.map((post) => post.id) };
}

export interface ScheduledPost extends PostSummary {
  /** The time to publish at, for people, in SITE_TIMEZONE. */
  publishAtText: string;
}

export async function listScheduledPosts(services: Services): Promise<ScheduledPost[]> {
  const rows = await listPostRowsByStatus(services.database.db, "scheduled");
  return rows.map((row) => ({ ...toPostSummary(row), publishAtText: formatInZone(row.publish_at!, services.env.SITE_TIMEZONE) }));
}

function mayPublish(actor: PostActor): boolean {
  return can(actor.role, "post:publish:any");
}

/** Takes a scheduled post back to draft, with an entry in History. */
export async function cancelSchedule(services: Services, input: { id: number; actor: PostActor }): Promise<Result<undefined, WorkflowFailure>> {
  if (!mayPublish(input.actor)) return fail("forbidden", scheduleMessages.mayNotPublish);
  const now = services.clock.now().toISOString();
  const moved = await services.database.db.transaction().execute(async (trx) => {
    if (!(await transitionPostRow(trx, input.id, ["scheduled"], { status: "draft", publish_at: null, updated_at: now }))) return false;
    await insertEditorEventRevision(trx, input.id, "schedule-cancelled", input.actor, null, now);
    return true;
  });
  if (!moved) return (await findPostById(services.database.db, input.id)) ? fail("conflict", workflowMessages.notScheduled) : fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: input.id }, "schedule cancelled");
  return succeed();
}

/** Moves a scheduled post's time (typed in SITE_TIMEZONE). */
export async function reschedulePost(services: Services, input: { id: number; publishAt: string; actor: PostActor }): Promise<Result<undefined, WorkflowFailure>> {
  const { db } = services.database;
  const post = await findPostById(db, input.id);
  if (!post) return fail("not-found", blogMessages.postNotFound);
  const now = services.clock.now().toISOString();
  const resolved = resolvePostStatus({
    requested: "scheduled",
    publishAt: input.publishAt,
    unpublishAt: undefined,
    current: { publishAt: post.publish_at, unpublishAt: post.unpublish_at },
    role: input.actor.role,
    now,
    timeZone: services.env.SITE_TIMEZONE,
  });
  if (!resolved.ok) return resolved;
  const { publish_at, unpublish_at } = resolved.value;
  const moved = await transitionPostRow(db, input.id, ["scheduled"], { publish_at, unpublish_at, published_at: publish_at!, updated_at: now });
  if (!moved) return fail("conflict", workflowMessages.notScheduled);
  services.logger?.info({ postId: input.id, publishAt: publish_at }, "post rescheduled");
  return succeed();
}

export type PostInReview = PostSummary & { accessibility: AccessibilityFinding[] };

/** The review queue: posts authors submitted, oldest first, each with what the accessibility check finds in it. */
export async function listPostsInReview(services: Services): Promise<PostInReview[]> {
  const rows = await listPostRowsByStatus(services.database.db, "review");
  return rows.map((row) => ({ ...toPostSummary(row), accessibility: checkPostContent(row.content, row.language) }));
}

export async function countPostsInReview(services: Pick<AppServices, "database">): Promise<number> {
  return (await listPostRowsByStatus(services.database.db, "review")).length;
}

type ReviewDecision = { kind: "publish" } | { kind: "schedule"; publishAt: string } | { kind: "send-back" };

/**
 * An editor decides on a post in the review queue: publish it now, schedule it (a time typed in SITE_TIMEZONE) or
 * send it back to its author as a draft. A comment is optional with the first two and required to send back; the
 * author sees it on the post (sent back) and in the mail they get. Each decision is an entry in History.
 */
export async function decideReview(
  services: Services,
  input: { id: number; decision: ReviewDecision; note?: string; actor: PostActor; by?: AuditActor; accessibility?: AccessibilityCheck },
): Promise<Result<undefined, WorkflowFailure>> {
  const { id, decision, actor } = input;
  if (!mayPublish(actor)) return fail("forbidden", scheduleMessages.mayNotPublish);
  const note = readNote(input.note);
  if (!note.ok) return note;
  if (decision.kind === "send-back" && !note.value) return fail("invalid", workflowMessages.noteMissing, { fieldErrors: { note: workflowMessages.noteMissing } });
  const { db } = services.database;
  const clockNow = services.clock.now();
  const now = clockNow.toISOString();
  let changes: Parameters<typeof transitionPostRow>[3];
  if (decision.kind === "schedule") {
    if (!decision.publishAt.trim()) return fail("invalid", workflowMessages.publishAtMissing, { fieldErrors: { publishAt: workflowMessages.publishAtMissing } });
    const resolved = resolvePostStatus({ requested: "scheduled", publishAt: decision.publishAt, unpublishAt: undefined, role: actor.role, now, timeZone: services.env.SITE_TIMEZONE });
    if (!resolved.ok) return resolved;
    changes = { ...resolved.value, published_at: resolved.value.publish_at!, review_note: null, updated_at: now };
  } else if (decision.kind === "publish") {
    changes = { status: "published", published_at: now, review_note: null, updated_at: now };
  } else {
    changes = { status: "draft", review_note: `${note.value}\n— ${actor.name}`, updated_at: now };
  }
  // Publishing or scheduling from the queue meets the same accessibility check as the edit form (decision 0032).
  const submitted = decision.kind === "send-back" ? undefined : await findPostById(db, id);
  const judged = submitted ? judgePublication({ content: submitted.content, language: submitted.language, goesPublic: true, role: actor.role, check: input.accessibility }) : undefined;
  if (judged && !judged.ok) return judged;
  const event = decision.kind === "publish" ? "approved" : decision.kind === "schedule" ? "scheduled" : "sent-back";
  // The move, its History entry and the author's mail in one transaction: all of them or none.
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await transitionPostRow(trx, id, ["review"], changes))) return false;
    await insertEditorEventRevision(trx, id, event, actor, note.value, now);
    const post = (await findPostById(trx, id))!;
    if (decision.kind === "publish") await recordPublication(services, trx, "post.published", { id, title: post.title }, input.by, "from the review queue");
    if (judged?.ok) await recordAccessibilityOverride(services, trx, { post: { id, title: post.title }, rules: judged.value.overridden, scheduled: decision.kind === "schedule", by: input.by });
    await mailAuthor(trx, services.env, {
      post: { id, title: post.title, slug: post.slug, language: post.language, authorId: post.author_id, publishAt: post.publish_at },
      news: decision.kind === "publish" ? "published" : decision.kind === "schedule" ? "scheduled" : "sent-back",
      note: note.value,
      actor,
      now: clockNow,
    });
    return true;
  });
  if (!moved) return (await findPostById(db, id)) ? fail("conflict", workflowMessages.notInReview) : fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: id, decision: decision.kind }, "review decided");
  if (decision.kind === "publish") services.pageCache?.invalidate("post published from review");
  return succeed();
}
