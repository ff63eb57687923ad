import { readableText } from "~/modules/blog/word-diff.server";
import type { FieldDiff, FieldText } from "~/modules/blog/word-diff.server";
import { fail } from "~/modules/result";
import { diffDocuments, listDocumentRevisions, toRevisionSummary, type DocumentAdapter, type RevisionSummary } from "~/modules/revisions/revisions.server";
import { findDocumentRevisionRow, type DocumentRevisionRow } from "~/modules/revisions/revisions.repository.server";
import type { AppServices } from "~/modules/services";
import { blockTypes, parseBlocks, type BlockDefinition } from "./blocks";
import { pageFormOf } from "./page-form";
import { findPageRow, type PageRow } from "./pages.repository.server";
import { pageMessages } from "./pages.schema";
import { savePage, type PageSnapshot, type SavePageInput, type SavePageResult } from "./pages.server";

/**
 * A page's History (decision 0043): its revisions in the revisions of all documents, a diff per block by block id
 * (a moved block shows as moved, not as changed text), and restore, which saves that version as a new one.
 */
type PageDocument = PageSnapshot & { title: string };

/** One line per input of a block that holds something, rich text as the words a reader sees. */
function blockText(block: PageSnapshot["blocks"][number]): string {
  const definition = blockTypes[block.type] as BlockDefinition;
  const values = pageFormOf({ path: "", title: "", description: "", blocks: [block] }).blocks[0]!.values;
  return Object.entries(values)
    .filter(([, value]) => value.trim() !== "")
    .map(([input, value]) => {
      const field = definition.fields[input.split(".")[0]!];
      return field?.kind === "richText" ? readableText(value) : value;
    })
    .join("\n");
}

export const pageAdapter: DocumentAdapter<PageDocument> = {
  type: "page",
  fieldsOf: (page): FieldText[] => [
    { key: "path", label: "Address", text: page.path },
    { key: "title", label: "Title", text: page.title },
    { key: "description", label: "Description", text: page.description },
    ...page.blocks.map((block, index) => ({
      key: `block:${block.id}`,
      label: `Block ${index + 1}: ${blockTypes[block.type].label}`,
      text: blockText(block),
      position: index + 1,
      state: block.hidden ? "hidden from visitors" : undefined,
    })),
  ],
};

function documentOfRevision(row: DocumentRevisionRow): PageDocument {
  const snapshot = JSON.parse(row.snapshot) as Partial<PageSnapshot>;
  return { title: row.title, path: snapshot.path ?? "", description: snapshot.description ?? "", blocks: parseBlocks(JSON.stringify(snapshot.blocks ?? [])) };
}

function documentOfPage(row: PageRow): PageDocument {
  return { title: row.title, path: row.path, description: row.description, blocks: parseBlocks(row.blocks) };
}

export function listPageRevisions(services: Pick<AppServices, "database">, input: { pageId: number }): Promise<RevisionSummary[]> {
  return listDocumentRevisions(services, { type: "page", id: input.pageId });
}

/** What changed from a revision to the page as it is now: address, title, description, then block by block. */
export async function comparePageRevision(services: Pick<AppServices, "database">, input: { pageId: number; revisionId: number }): Promise<{ revision: RevisionSummary; diffs: FieldDiff[] } | null> {
  const { db } = services.database;
  const [row, page] = await Promise.all([findDocumentRevisionRow(db, { type: "page", id: input.pageId }, input.revisionId), findPageRow(db, input.pageId)]);
  if (!row || !page) return null;
  return { revision: toRevisionSummary(row), diffs: diffDocuments(pageAdapter, documentOfRevision(row), documentOfPage(page)) };
}

/**
 * Saves a revision's address, title, description and blocks, their texts in every language, as the page's next
 * version (History marks it "restored"). It is an ordinary save from the version the editor had open: a save that landed since makes it an
 * edit conflict, and it meets the same checks (address free, images still in the library, the publish check).
 * The page stays public, scheduled or draft as it is.
 */
export async function restorePageRevision(
  services: Parameters<typeof savePage>[0],
  input: { pageId: number; revisionId: number } & Pick<SavePageInput, "version" | "by" | "editor" | "role" | "override" | "renderHtml">,
): Promise<SavePageResult> {
  const { db } = services.database;
  const [row, page] = await Promise.all([findDocumentRevisionRow(db, { type: "page", id: input.pageId }, input.revisionId), findPageRow(db, input.pageId)]);
  if (!page) return fail("not-found", pageMessages.notFound);
  if (!row) return fail("not-found", pageMessages.revisionNotFound);
  const revision = documentOfRevision(row);
  const publishAt = page.status === "scheduled" && page.publish_at ? page.publish_at : undefined;
  const { pageId, revisionId, ...save } = input;
  // The form carries the English; the revision's own blocks give the other languages' texts (decision 0054).
  return savePage(services, { ...save, id: pageId, form: pageFormOf(revision), otherLanguagesFrom: revision.blocks, intent: "save", publishAt, event: "restored" });
}
