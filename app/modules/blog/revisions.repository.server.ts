import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import {
  deleteDocumentRevisionRows,
  findDocumentRevisionByVersion,
  findDocumentRevisionRow,
  findLastEditor,
  insertDocumentRevision,
  listDocumentRevisionRows,
  type DocumentRevisionRow,
} from "~/modules/revisions/revisions.repository.server";
import { REVISION_EVENTS, type RevisionEvent } from "~/modules/revisions/revision-events";

/**
 * Post revisions (issue 18) in the revisions of all documents (decision 0043): a post's fields in and out of the
 * snapshot, so the blog reads a revision as the post's columns it always had.
 */
export { REVISION_EVENTS, type RevisionEvent };
type Db = Kysely<DB>;

export interface PostRevisionFields {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  /** JSON: string[], as posts store them. */
  tags: string;
}

export interface RevisionRow extends PostRevisionFields {
  id: number;
  post_id: number;
  version: number;
  status: string;
  editor_id: string;
  editor_name: string;
  created_at: string;
  event: string | null;
  note: string | null;
}

const postKey = (id: number) => ({ type: "post" as const, id });

export function toPostRevision(row: DocumentRevisionRow): RevisionRow {
  const fields = JSON.parse(row.snapshot) as Partial<PostRevisionFields>;
  const { id, document_id, version, title, status, editor_id, editor_name, created_at, event, note } = row;
  return {
    id: Number(id), post_id: Number(document_id), version: Number(version), title, status, editor_id, editor_name, created_at, event, note,
    excerpt: fields.excerpt ?? "", content: fields.content ?? "", image: fields.image ?? "", category: fields.category ?? "", tags: fields.tags ?? "[]",
  };
}

export async function insertRevision(
  db: Db,
  row: PostRevisionFields & { post_id: number; version: number; status: string; editor_id: string; editor_name: string; created_at: string; event?: string | null; note?: string | null },
): Promise<void> {
  const { post_id, version, title, status, editor_id, editor_name, created_at, event = null, note = null, excerpt, content, image, category, tags } = row;
  const snapshot = JSON.stringify({ excerpt, content, image, category, tags });
  await insertDocumentRevision(db, { document_type: "post", document_id: post_id, version, title, status, snapshot, editor_id, editor_name, created_at, event, note });
}

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
    const editor =
      (await findLastEditor(db, postKey(postId), scheduledStatus)) ?? (await findLastEditor(db, postKey(postId))) ?? { editor_id: post.author_id, editor_name: post.author_name };
    await insertEventRevision(db, postId, event, editor, null, at);
  }
}

/** An editor's move in History (approve, schedule, send back, cancel a schedule), with their comment if any. */
export function insertEditorEventRevision(db: Db, postId: number, event: RevisionEvent, editor: { id: string; name: string }, note: string | null, at: string) {
  return insertEventRevision(db, postId, event, { editor_id: editor.id, editor_name: editor.name }, note, at);
}

/** Newest first, without the content (the History list). */
export async function listRevisionRows(db: Db, postId: number, limit = 200) {
  const rows = await listDocumentRevisionRows(db, postKey(postId), limit);
  return rows.map((row) => ({ ...row, id: Number(row.id), version: Number(row.version) }));
}

export async function findRevisionRow(db: Db, postId: number, revisionId: number): Promise<RevisionRow | undefined> {
  const row = await findDocumentRevisionRow(db, postKey(postId), revisionId);
  return row && toPostRevision(row);
}

/** The revision a save at `version` left, if kept: what an outdated editor started from. */
export async function findRevisionByVersion(db: Db, postId: number, version: number): Promise<RevisionRow | undefined> {
  const row = await findDocumentRevisionByVersion(db, postKey(postId), version);
  return row && toPostRevision(row);
}

export { deleteDocumentRevisionRows as deleteRevisionRows };
