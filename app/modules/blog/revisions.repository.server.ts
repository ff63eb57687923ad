import type { Insertable, Kysely, Selectable } from "kysely";
import type { DB, PostRevisionTable } from "~/db/schema";

/** The SQL of post revisions (issue 18): one row per save, pruned by the daily housekeeping. */
export type RevisionRow = Selectable<PostRevisionTable>;
type Db = Kysely<DB>;

export async function insertRevision(db: Db, row: Insertable<PostRevisionTable>): Promise<void> {
  await db.insertInto("post_revisions").values(row).execute();
}

/** What a History entry that is not a save records: the scheduler's moves (0016) and an editor's (0020). */
export const REVISION_EVENTS = ["published-on-schedule", "unpublished-on-schedule", "approved", "scheduled", "sent-back", "schedule-cancelled"] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

/** A revision of the post as it is now, marked `event`: the post's text stays comparable and restorable. */
async function insertEventRevision(db: Db, postId: number, event: RevisionEvent, editor: { editor_id: string; editor_name: string }, note: string | null, at: string) {
  const post = await db.selectFrom("posts").selectAll().where("id", "=", postId).executeTakeFirst();
  if (!post) return;
  const { title, excerpt, content, image, category, tags, status, version } = post;
  await insertRevision(db, { post_id: postId, version, title, excerpt, content, image, category, tags, status, ...editor, event, note, created_at: at });
}

/**
 * The scheduler's moves in History (issue 32): a revision of each post as it is now, at `at`, marked `event`, by
 * whoever last saved it with status `scheduledStatus` or scheduled it from the review queue (who set the schedule),
 * else by its last editor.
 */
export async function insertScheduleRevisions(db: Db, postIds: number[], event: RevisionEvent, scheduledStatus: string, at: string): Promise<void> {
  for (const postId of postIds) {
    const post = await db.selectFrom("posts").select(["author_id", "author_name"]).where("id", "=", postId).executeTakeFirst();
    if (!post) continue;
    const lastEditor = (status?: string) => {
      let query = db.selectFrom("post_revisions").select(["editor_id", "editor_name"]).where("post_id", "=", postId);
      query = query.where((eb) => eb.or([eb("event", "is", null), eb("event", "=", "scheduled")]));
      if (status) query = query.where("status", "=", status);
      return query.orderBy("id", "desc").limit(1).executeTakeFirst();
    };
    const editor = (await lastEditor(scheduledStatus)) ?? (await lastEditor()) ?? { editor_id: post.author_id, editor_name: post.author_name };
    await insertEventRevision(db, postId, event, editor, null, at);
  }
}

/** An editor's move in History (approve, schedule, send back, cancel a schedule), with their comment if any. */
export function insertEditorEventRevision(db: Db, postId: number, event: RevisionEvent, editor: { id: string; name: string }, note: string | null, at: string) {
  return insertEventRevision(db, postId, event, { editor_id: editor.id, editor_name: editor.name }, note, at);
}

/** Newest first, without the content (the History list). */
export function listRevisionRows(db: Db, postId: number, limit = 200) {
  return db
    .selectFrom("post_revisions")
    .select(["id", "version", "title", "status", "editor_name", "created_at", "event", "note"])
    .where("post_id", "=", postId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function findRevisionRow(db: Db, postId: number, revisionId: number): Promise<RevisionRow | undefined> {
  return db.selectFrom("post_revisions").selectAll().where("post_id", "=", postId).where("id", "=", revisionId).executeTakeFirst();
}

/** The revision a save at `version` left, if kept: what an outdated editor started from. */
export function findRevisionByVersion(db: Db, postId: number, version: number): Promise<RevisionRow | undefined> {
  return db.selectFrom("post_revisions").selectAll().where("post_id", "=", postId).where("version", "=", version).orderBy("id", "desc").executeTakeFirst();
}

/** Revisions older than `before`, oldest first, a page at a time (id, post, time): the retention's input. */
export function listRevisionsBefore(db: Db, before: string, afterId: number, limit: number) {
  return db
    .selectFrom("post_revisions")
    .select(["id", "post_id", "created_at"])
    .where("created_at", "<", before)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function deleteRevisionRows(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("post_revisions").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
