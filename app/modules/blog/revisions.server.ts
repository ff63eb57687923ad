import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { editPostDenial } from "~/modules/auth/permissions";
import { withoutDeletedImages } from "~/modules/media/media.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { dayInZone } from "~/modules/time-zone";
import { findPostById } from "./blog.repository.server";
import { blogMessages } from "./blog-messages";
import type { PostActor } from "./blog.server";
import { postToFormValues, type PostFormValues } from "./post-form-values";
import { toPostJson } from "./post-json.server";
import {
  deleteRevisionRows,
  findRevisionRow,
  listRevisionRows,
  listRevisionsBefore,
  REVISION_EVENTS,
  type RevisionEvent,
  type RevisionRow,
} from "./revisions.repository.server";
import { diffPostFields, type FieldDiff } from "./word-diff.server";
import { formatTags } from "./tags";

/** A post's history (issue 18): every save's fields, a word diff against the current text, and restore. */
type Services = Pick<AppServices, "database" | "clock" | "env"> & Partial<Pick<AppServices, "logger" | "pageCache">>;

export interface RevisionSummary {
  id: number;
  version: number;
  title: string;
  status: string;
  editorName: string;
  createdAt: string;
  /** Null for a save; what the scheduler did (then editorName is who set the schedule) or what an editor decided. */
  event: RevisionEvent | null;
  /** The editor's comment with that decision. */
  note: string | null;
}

export async function listPostRevisions(services: Services, input: { postId: number }): Promise<RevisionSummary[]> {
  const rows = await listRevisionRows(services.database.db, input.postId);
  return rows.map(toRevisionSummary);
}

function toRevisionSummary(row: Pick<RevisionRow, "id" | "version" | "title" | "status" | "editor_name" | "created_at" | "event" | "note">): RevisionSummary {
  const event = REVISION_EVENTS.find((known) => known === row.event) ?? null;
  const { id, version, title, status, editor_name: editorName, created_at: createdAt, note } = row;
  return { id: Number(id), version: Number(version), title, status, editorName, createdAt, event, note };
}

function revisionText(row: RevisionRow) {
  let tags: string[] = [];
  try {
    tags = JSON.parse(row.tags) as string[];
  } catch {
    // A row we did not write: no tags.
  }
  return { title: row.title, excerpt: row.excerpt, category: row.category, image: row.image, tags: formatTags(tags), content: row.content };
}

/** What changed from a revision to the post as it is now (field by field, word by word). */
export async function compareRevision(
  services: Services,
  input: { postId: number; revisionId: number },
): Promise<{ revision: RevisionSummary; diffs: FieldDiff[]; deletedImages: string[] } | null> {
  const { db } = services.database;
  const [row, post] = await Promise.all([findRevisionRow(db, input.postId, input.revisionId), findPostById(db, input.postId)]);
  if (!row || !post) return null;
  const current = postToFormValues(toPostJson(post), services.env.SITE_TIMEZONE);
  // Said before restoring: the library images this version uses that were deleted since (restore leaves them out).
  const { leftOut } = await withoutDeletedImages(services, { content: row.content, image: row.image, fallbackCover: post.image });
  return {
    deletedImages: leftOut,
    revision: toRevisionSummary(row),
    diffs: diffPostFields(revisionText(row), current),
  };
}

export interface RestoredVersion {
  revision: RevisionSummary;
  /** The edit form's values: that version's text over the post's current status, times and version. */
  values: PostFormValues;
  /** Library images that version used and that were deleted since: left out of `values`. */
  leftOut: string[];
}

/**
 * Restore (issue 32): a revision's text goes back into the same post's edit form as unsaved changes; nothing is
 * written. The form keeps the post's status, times and current version, so saving it is an ordinary save: a
 * published post stays one post at its address with the old text, a draft stays a draft, and a save that landed
 * meanwhile makes it an edit conflict (409) like any outdated form. Authorized as editing the post is.
 */
export async function restoreRevision(
  services: Services,
  input: { postId: number; revisionId: number; actor: PostActor },
): Promise<Result<RestoredVersion, "not-found" | "forbidden">> {
  const { db } = services.database;
  const [row, post] = await Promise.all([findRevisionRow(db, input.postId, input.revisionId), findPostById(db, input.postId)]);
  if (!row || !post) return fail("not-found", blogMessages.postNotFound);
  const denial = editPostDenial(input.actor, { authorId: post.author_id, status: post.status });
  if (denial) return fail("forbidden", denial);
  // Library images deleted since that version are left out (never a broken image); the editor is told which.
  const { leftOut, content, image } = await withoutDeletedImages(services, { content: row.content, image: row.image, fallbackCover: post.image });
  const current = postToFormValues(toPostJson(post), services.env.SITE_TIMEZONE);
  // A public post keeps its address even if that version's title differs (the form offers to let it follow).
  const values = { ...current, ...revisionText(row), content, image, keepSlug: post.status === "published" };
  return succeed({ revision: toRevisionSummary(row), values, leftOut });
}

export interface EditConflict {
  /** The stored post's fields now ("take theirs"). */
  theirs: PostFormValues;
  /** From theirs to mine, field by field. */
  diffs: FieldDiff[];
  /** Who saved last, and when. */
  savedBy: string;
  savedAt: string;
}

/** What an outdated save runs into: the stored version, who saved it, and how it differs from what was typed. */
export async function describeEditConflict(services: Services, input: { postId: number; mine: PostFormValues }): Promise<EditConflict | null> {
  const { db } = services.database;
  const post = await findPostById(db, input.postId);
  if (!post) return null;
  const [last] = await listRevisionRows(db, input.postId, 1);
  const theirs = postToFormValues(toPostJson(post), services.env.SITE_TIMEZONE);
  return { theirs, diffs: diffPostFields(theirs, input.mine), savedBy: last?.editor_name ?? post.author_name, savedAt: post.updated_at };
}

const KEEP_ALL_DAYS = 30;

/**
 * Retention: every revision of the last 30 days, and before that the last one of each day (in SITE_TIMEZONE) of
 * each post. Answers how many were deleted.
 */
export async function pruneRevisions(services: Services): Promise<number> {
  const { db } = services.database;
  const before = new Date(services.clock.now().getTime() - KEEP_ALL_DAYS * 86_400_000).toISOString();
  const rows = [];
  for (let afterId = 0; ;) {
    const page = await listRevisionsBefore(db, before, afterId, 1000);
    rows.push(...page);
    if (page.length < 1000) break;
    afterId = Number(page[page.length - 1]!.id);
  }
  const keep = new Map<string, { id: number; created_at: string }>();
  for (const row of rows) {
    const key = `${row.post_id}:${dayInZone(row.created_at, services.env.SITE_TIMEZONE)}`;
    const kept = keep.get(key);
    if (!kept || row.created_at > kept.created_at || (row.created_at === kept.created_at && Number(row.id) > kept.id))
      keep.set(key, { id: Number(row.id), created_at: row.created_at });
  }
  const keptIds = new Set([...keep.values()].map((row) => row.id));
  const doomed = rows.map((row) => Number(row.id)).filter((id) => !keptIds.has(id));
  let deleted = 0;
  for (let at = 0; at < doomed.length; at += 500) deleted += await deleteRevisionRows(db, doomed.slice(at, at + 500));
  services.logger?.info({ deleted, before }, "revision retention: older revisions thinned to one a day");
  return deleted;
}

/** Once a day across all instances (the first to claim the day's key runs it), as decision 0012 does. */
export async function runRevisionRetention(services: Services): Promise<number | null> {
  const now = services.clock.now().toISOString();
  if (!(await claimAppMeta(services.database.db, `job:revision-retention:${now.slice(0, 10)}`, now))) return null;
  return pruneRevisions(services);
}
