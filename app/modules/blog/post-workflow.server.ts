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
import { insertScheduleRevisions } from "./revisions.repository.server";
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
} as const;

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

/** Takes a scheduled post back to draft. */
export async function cancelSchedule(services: Services, input: { id: number; actor: PostActor }): Promise<Result<undefined, WorkflowFailure>> {
  if (!mayPublish(input.actor)) return fail("forbidden", scheduleMessages.mayNotPublish);
  const now = services.clock.now().toISOString();
  const moved = await transitionPostRow(services.database.db, input.id, ["scheduled"], { status: "draft", publish_at: null, updated_at: now });
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

/** The review queue: posts authors submitted, oldest first. */
export async function listPostsInReview(services: Services): Promise<PostSummary[]> {
  return (await listPostRowsByStatus(services.database.db, "review")).map(toPostSummary);
}

export async function countPostsInReview(services: Pick<AppServices, "database">): Promise<number> {
  return (await listPostRowsByStatus(services.database.db, "review")).length;
}

/** An editor publishes a post from the queue as it is. */
export async function approvePost(services: Services, input: { id: number; actor: PostActor; by?: AuditActor }): Promise<Result<undefined, WorkflowFailure>> {
  if (!mayPublish(input.actor)) return fail("forbidden", scheduleMessages.mayNotPublish);
  const now = services.clock.now().toISOString();
  const moved = await services.database.db.transaction().execute(async (trx) => {
    if (!(await transitionPostRow(trx, input.id, ["review"], { status: "published", published_at: now, review_note: null, updated_at: now }))) return false;
    const post = await findPostById(trx, input.id);
    await recordPublication(services, trx, "post.published", { id: input.id, title: post!.title }, input.by, "from the review queue");
    return true;
  });
  if (!moved) return (await findPostById(services.database.db, input.id)) ? fail("conflict", workflowMessages.notInReview) : fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: input.id }, "post approved and published");
  services.pageCache?.invalidate("post published from review");
  return succeed();
}

/** An editor sends a post back to its author as a draft, with a comment the author sees on the post. */
export async function sendBackPost(services: Services, input: { id: number; note: string; actor: PostActor }): Promise<Result<undefined, WorkflowFailure>> {
  if (!mayPublish(input.actor)) return fail("forbidden", scheduleMessages.mayNotPublish);
  const note = input.note.trim();
  if (!note) return fail("invalid", workflowMessages.noteMissing, { fieldErrors: { note: workflowMessages.noteMissing } });
  if (note.length > 2000) return fail("invalid", workflowMessages.noteTooLong, { fieldErrors: { note: workflowMessages.noteTooLong } });
  const now = services.clock.now().toISOString();
  const moved = await transitionPostRow(services.database.db, input.id, ["review"], { status: "draft", review_note: `${note}\n— ${input.actor.name}`, updated_at: now });
  if (!moved) return (await findPostById(services.database.db, input.id)) ? fail("conflict", workflowMessages.notInReview) : fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: input.id }, "post sent back to its author");
  return succeed();
}
