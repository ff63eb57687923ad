import { editPostDenial } from "~/modules/auth/permissions";
import { withoutDeletedImages } from "~/modules/media/media.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { listDocumentRevisions, toRevisionSummary, type RevisionSummary } from "~/modules/revisions/revisions.server";
import { findPostById } from "./blog.repository.server";
import { blogMessages } from "./blog-messages";
import type { PostActor } from "./blog.server";
import { postToFormValues, type PostFormValues } from "./post-form-values";
import { toPostJson } from "./post-json.server";
import { findRevisionRow, listRevisionRows, type RevisionRow } from "./revisions.repository.server";
import { diffPostFields, type FieldDiff } from "./word-diff.server";
import { formatTags } from "./tags";

/** A post's history (issue 18): every save's fields, a word diff against the current text, and restore. */
type Services = Pick<AppServices, "database" | "clock" | "env"> & Partial<Pick<AppServices, "logger" | "pageCache">>;

/** History is the revisions of all documents' (decision 0043); a post's fields are read by this module. */
export { pruneRevisions, runRevisionRetention, type RevisionSummary } from "~/modules/revisions/revisions.server";

export function listPostRevisions(services: Pick<AppServices, "database">, input: { postId: number }): Promise<RevisionSummary[]> {
  return listDocumentRevisions(services, { type: "post", id: input.postId });
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
