import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { diffFields, type FieldDiff, type FieldText } from "~/modules/blog/word-diff.server";
import type { AppServices } from "~/modules/services";
import { dayInZone } from "~/modules/time-zone";
import { REVISION_EVENTS, type RevisionSummary } from "./revision-events";

export type { RevisionSummary };
import {
  deleteDocumentRevisionRows,
  listDocumentRevisionRows,
  listDocumentRevisionsBefore,
  type DocumentKey,
  type DocumentRevisionRow,
  type DocumentType,
} from "./revisions.repository.server";

/**
 * Revisions of posts and pages (decision 0043): one History list, one diff and one retention for every kind of
 * document. A document type says what its fields are through a small adapter; the diff is the blog's word diff.
 */
type Services = Pick<AppServices, "database" | "clock" | "env"> & Partial<Pick<AppServices, "logger">>;

/** How to read one type of document for History: its fields, in order, as text to compare. */
export interface DocumentAdapter<Document> {
  type: DocumentType;
  /** Each field: a key (a page's block id), a label for people, its text; `html` marks content diffed as prose. */
  fieldsOf(document: Document): FieldText[];
}

export function toRevisionSummary(row: Pick<DocumentRevisionRow, "id" | "version" | "title" | "status" | "editor_name" | "created_at" | "event" | "note">): RevisionSummary {
  const event = REVISION_EVENTS.find((known) => known === row.event) ?? null;
  const { id, version, title, status, editor_name: editorName, created_at: createdAt, note } = row;
  return { id: Number(id), version: Number(version), title, status, editorName, createdAt, event, note };
}

export async function listDocumentRevisions(services: Pick<AppServices, "database">, document: DocumentKey): Promise<RevisionSummary[]> {
  return (await listDocumentRevisionRows(services.database.db, document)).map(toRevisionSummary);
}

/** What changed from one version of a document to another, field by field (by key), word by word. */
export function diffDocuments<Document>(adapter: DocumentAdapter<Document>, before: Document, after: Document): FieldDiff[] {
  return diffFields(adapter.fieldsOf(before), adapter.fieldsOf(after));
}

const KEEP_ALL_DAYS = 30;

/**
 * Retention: every revision of the last 30 days, and before that the last one of each day (in SITE_TIMEZONE) of
 * each document. Answers how many were deleted.
 */
export async function pruneRevisions(services: Services): Promise<number> {
  const { db } = services.database;
  const before = new Date(services.clock.now().getTime() - KEEP_ALL_DAYS * 86_400_000).toISOString();
  const rows = [];
  for (let afterId = 0; ;) {
    const page = await listDocumentRevisionsBefore(db, before, afterId, 1000);
    rows.push(...page);
    if (page.length < 1000) break;
    afterId = Number(page[page.length - 1]!.id);
  }
  const keep = new Map<string, { id: number; created_at: string }>();
  for (const row of rows) {
    const key = `${row.document_type}:${row.document_id}:${dayInZone(row.created_at, services.env.SITE_TIMEZONE)}`;
    const kept = keep.get(key);
    if (!kept || row.created_at > kept.created_at || (row.created_at === kept.created_at && Number(row.id) > kept.id))
      keep.set(key, { id: Number(row.id), created_at: row.created_at });
  }
  const keptIds = new Set([...keep.values()].map((row) => row.id));
  const doomed = rows.map((row) => Number(row.id)).filter((id) => !keptIds.has(id));
  let deleted = 0;
  for (let at = 0; at < doomed.length; at += 500) deleted += await deleteDocumentRevisionRows(db, doomed.slice(at, at + 500));
  services.logger?.info({ deleted, before }, "revision retention: older revisions thinned to one a day");
  return deleted;
}

/** Once a day across all instances (the first to claim the day's key runs it), as decision 0012 does. */
export async function runRevisionRetention(services: Services): Promise<number | null> {
  const now = services.clock.now().toISOString();
  if (!(await claimAppMeta(services.database.db, `job:revision-retention:${now.slice(0, 10)}`, now))) return null;
  return pruneRevisions(services);
}
