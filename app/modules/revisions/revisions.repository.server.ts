import type { Insertable, Kysely, Selectable } from "kysely";
import type { DB, DocumentRevisionTable } from "~/db/schema";

/**
 * The SQL of revisions of posts and pages (migration 0039, decision 0043): one row per save or workflow event,
 * keyed by the document's type and id, the type's own fields in `snapshot` (JSON).
 */
export type DocumentType = "post" | "page";
export type DocumentRevisionRow = Selectable<DocumentRevisionTable>;
export interface DocumentKey {
  type: DocumentType;
  id: number;
}
type Db = Kysely<DB>;

export async function insertDocumentRevision(db: Db, row: Insertable<DocumentRevisionTable>): Promise<void> {
  await db.insertInto("document_revisions").values(row).execute();
}

/** Newest first, without the snapshot (a History list). */
export function listDocumentRevisionRows(db: Db, document: DocumentKey, limit = 200) {
  return db
    .selectFrom("document_revisions")
    .select(["id", "version", "title", "status", "editor_id", "editor_name", "created_at", "event", "note"])
    .where("document_type", "=", document.type)
    .where("document_id", "=", document.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function findDocumentRevisionRow(db: Db, document: DocumentKey, revisionId: number): Promise<DocumentRevisionRow | undefined> {
  return db
    .selectFrom("document_revisions")
    .selectAll()
    .where("document_type", "=", document.type)
    .where("document_id", "=", document.id)
    .where("id", "=", revisionId)
    .executeTakeFirst();
}

/** The newest revision a save at `version` left, if kept. */
export function findDocumentRevisionByVersion(db: Db, document: DocumentKey, version: number): Promise<DocumentRevisionRow | undefined> {
  return db
    .selectFrom("document_revisions")
    .selectAll()
    .where("document_type", "=", document.type)
    .where("document_id", "=", document.id)
    .where("version", "=", version)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Who last saved the document (a save, or an editor's "scheduled"), optionally with `status`: who set a schedule. */
export function findLastEditor(db: Db, document: DocumentKey, status?: string) {
  let query = db
    .selectFrom("document_revisions")
    .select(["editor_id", "editor_name"])
    .where("document_type", "=", document.type)
    .where("document_id", "=", document.id)
    .where((eb) => eb.or([eb("event", "is", null), eb("event", "=", "scheduled")]));
  if (status) query = query.where("status", "=", status);
  return query.orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** Revisions of every document older than `before`, oldest first, a page at a time: the retention's input. */
export function listDocumentRevisionsBefore(db: Db, before: string, afterId: number, limit: number) {
  return db
    .selectFrom("document_revisions")
    .select(["id", "document_type", "document_id", "created_at"])
    .where("created_at", "<", before)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function deleteDocumentRevisionRows(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("document_revisions").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A deleted document's revisions go with it (the table has no foreign key: a row names a post or a page). */
export async function deleteRevisionsOf(db: Db, document: DocumentKey): Promise<void> {
  await db.deleteFrom("document_revisions").where("document_type", "=", document.type).where("document_id", "=", document.id).execute();
}
