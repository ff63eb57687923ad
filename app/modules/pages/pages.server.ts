import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import type { Role } from "~/modules/auth/permissions";
import { checkPostContent, judgePublication } from "~/modules/accessibility/accessibility.server";
import { syncSearchCopy } from "~/modules/content/content.server";
import { ruleLabels, type AccessibilityFinding } from "~/modules/accessibility/accessibility.schema";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { storedEntryOf, type Fields, type FormValues, type Locale } from "~/modules/content/content.schema";
import { findMediaRows } from "~/modules/media/media.repository.server";
import { fail, succeed, type Result } from "~/modules/result";
import { DEFAULT_LOCALE, languageNameInEnglish, localeOrDefault } from "~/i18n/locales";
import { joinTranslationGroup } from "~/modules/translations/translation-groups.repository.server";
import { blockSchema, blockTypes, PAGE_HEADING_BLOCKS, blockValues, parseBlocks, readBlock, type BlockDefinition, type ReadBlock, type StoredBlock } from "./blocks";
import { blockMessages } from "./block-fields";
import { imagesOf, pageH1Place } from "./page-blocks.server";
import { contentChangedAt } from "./page-content-changed.server";
import { blockInputName, pageFormOf, type PageFormState } from "./page-form";
import { resolvePageSchedule, resolvePageUnpublishAt } from "./page-schedule.server";
import type { RevisionEvent } from "~/modules/revisions/revision-events";
import { insertDocumentRevision } from "~/modules/revisions/revisions.repository.server";
import { z } from "zod";
import { MAX_BLOCKS, normalizePath, pageFieldsSchema, pageMessages, ROUTE_OWNED_PATHS, type PageStatus } from "./pages.schema";
import { findPageRow, findPageRowByPath, insertPageRow, listPageRows, movePagePath, updatePageRowAtVersion, type PageRow } from "./pages.repository.server";

/**
 * Pages made of blocks (decision 0039): the admin's list, load and save (each block checked by its type's schema,
 * rich text sanitized, images looked up in the media library, the publish check run on the rendered blocks). The
 * public read is public-pages.server.ts; translations page-translations.server.ts. Every save marks the cached pages built from content stale (a page, its old path's
 * redirect, the sitemap); static pages stay, since none of them shows a page of blocks.
 */

export type WriteServices = Pick<AppServices, "database" | "pageCache" | "clock" | "logger" | "env">;

export function pageStatusOf(stored: string): PageStatus {
  return stored === "published" || stored === "scheduled" ? stored : "draft";
}

export interface PageSummary {
  id: number;
  path: string;
  language: string;
  title: string;
  status: PageStatus;
  updatedAt: string;
}

export async function listPages(services: Pick<AppServices, "database">): Promise<PageSummary[]> {
  const rows = await listPageRows(services.database.db);
  return rows.map((row) => ({ id: row.id, path: row.path, language: row.language, title: row.title, status: pageStatusOf(row.status), updatedAt: row.updated_at }));
}

export interface EditablePage {
  id: number;
  status: PageStatus;
  version: number;
  language: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a scheduled page goes public (UTC); null unless scheduled. */
  publishAt: string | null;
  /** When the page goes back to draft by itself (UTC); null when never. */
  unpublishAt: string | null;
  /** A page a route shows at a reserved path (the terms, a service page): its path cannot change. */
  routeOwned: boolean;
  /** A route-owned page in the site's default language: the route must answer, so it stays published. */
  staysPublished: boolean;
  /** The id of the page its translation group started from; null for a page alone in its language. */
  translationGroup: number | null;
  form: PageFormState;
}

export function editableOf(row: PageRow): EditablePage {
  return {
    id: row.id,
    status: pageStatusOf(row.status),
    version: row.version,
    language: row.language,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    publishAt: row.publish_at,
    unpublishAt: row.unpublish_at,
    routeOwned: ROUTE_OWNED_PATHS.has(row.path),
    staysPublished: staysPublished(row.path, row.language),
    translationGroup: row.translation_group,
    form: pageFormOf({ path: row.path, title: row.title, description: row.description, blocks: parseBlocks(row.blocks) }),
  };
}

/** A route shows the default language's page at a path it owns; its translations may be drafts (decision 0053). */
function staysPublished(path: string, language: string): boolean {
  return ROUTE_OWNED_PATHS.has(path) && language === DEFAULT_LOCALE;
}

export async function findEditablePage(services: Pick<AppServices, "database">, input: { id: number }): Promise<Result<EditablePage>> {
  const row = await findPageRow(services.database.db, input.id);
  return row ? succeed(editableOf(row)) : fail("not-found", pageMessages.notFound);
}

/**
 * "save" keeps the page public, scheduled or draft as it is; "publish" makes it public now, or at `publishAt`;
 * "unpublish" makes it a draft (a scheduled page's schedule is cancelled).
 */
export type PageIntent = "save" | "publish" | "unpublish";

export interface SavePageInput {
  id: number | "new";
  form: PageFormState;
  intent: PageIntent;
  /** The version the form started from; absent for a new page. */
  version?: number;
  /** "publish" and a scheduled page's "save": when it goes public, typed in SITE_TIMEZONE; empty for now. */
  publishAt?: string;
  /** When the page goes back to draft by itself, typed in SITE_TIMEZONE; empty for never. */
  unpublishAt?: string;
  by: AuditActor;
  /** Who saves, as History names them (the routes always say; without it History names the account's id). */
  editor?: { id: string; name: string };
  /** The History entry's event: "restored" when the save puts an earlier revision back. */
  event?: RevisionEvent;
  role: Role;
  /** The publish check's override ("Publish anyway: I have checked these"), honoured for roles that may. */
  override: boolean;
  /** The blocks as visitors get them, as HTML (the route hands in the public renderer: modules never import components). */
  renderHtml: (blocks: ReadBlock[]) => string;
  /** A new page that is a translation (translatePage): its language, and the page it translates. */
  translationOf?: { id: number; path: string; language: Locale };
  /**
   * Where the blocks' texts in other languages (the Hindi the form does not show) come from: the stored page's by
   * default; a restore hands in the revision's, so it puts back exactly what the revision held.
   */
  otherLanguagesFrom?: StoredBlock[];
}

/** What a page's revision keeps besides its title (document_revisions.snapshot, decision 0043). */
export interface PageSnapshot {
  path: string;
  description: string;
  blocks: StoredBlock[];
}

/** A refused save's details beyond the field messages: after a conflict, what the other person saved. */
export interface PageConflict {
  version: number;
  differences: Array<{ label: string; theirs: string }>;
}

/**
 * Checks the page's fields and every block with its type's schema (a message per input, `block.<id>.<input>`),
 * checks that each chosen image is in the media library, runs the publish check when the page is or goes public,
 * and stores the page at its version (a newer stored version is a conflict: nothing is written, the form keeps
 * what was typed). Answers the page's id.
 */
export type SavePageResult = Result<{ id: number; status: PageStatus }> & { conflict?: PageConflict; accessibility?: AccessibilityFinding[] };

export async function savePage(services: WriteServices, input: SavePageInput): Promise<SavePageResult> {
  const db = services.database.db;
  const fieldErrors: Record<string, string> = {};
  const previous = input.id === "new" ? undefined : await findPageRow(db, input.id);
  if (input.id !== "new" && !previous) return fail("not-found", pageMessages.notFound);
  const language = localeOrDefault(previous?.language ?? input.translationOf?.language);
  // A page a route shows (the terms, a service page) keeps its reserved path, and its translations share it; the
  // default language's stays public.
  const ownedPath = previous?.path ?? input.translationOf?.path;
  const owned = ownedPath !== undefined && ROUTE_OWNED_PATHS.has(ownedPath);
  const mustStayPublished = ownedPath !== undefined && staysPublished(ownedPath, language);
  if (mustStayPublished && input.intent === "unpublish") return fail("invalid", pageMessages.ownedUnpublish);
  const schema = owned ? pageFieldsSchema.extend({ path: z.string().transform(normalizePath) }) : pageFieldsSchema;
  const fields = schema.safeParse({ path: input.form.path, title: input.form.title, description: input.form.description });
  if (!fields.success) for (const issue of fields.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  if (owned && fields.success && fields.data.path !== ownedPath) fieldErrors.path = pageMessages.pathOwned(ownedPath);
  if (input.form.blocks.length > MAX_BLOCKS) fieldErrors.blocks = pageMessages.tooManyBlocks;

  const blocks: StoredBlock[] = [];
  // A block's texts in other languages (the form edits the English) stay as the stored block (or the restored
  // revision's) has them.
  const storedBefore = new Map((input.otherLanguagesFrom ?? (previous ? parseBlocks(previous.blocks) : [])).map((block) => [block.id, block]));
  for (const block of input.form.blocks) {
    const parsed = blockSchema(block.type).safeParse(blockValues(block.type, block.values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fieldErrors[blockInputName(block.id, String(issue.path[0] ?? ""))] ??= issue.message;
      continue;
    }
    const definition = blockTypes[block.type] as BlockDefinition;
    const before = storedBefore.get(block.id);
    const translated = before?.type === block.type ? before.data : null;
    blocks.push({ id: block.id, type: block.type, hidden: block.hidden, data: sanitizeRichText(definition.fields, storedEntryOf(definition, parsed.data as FormValues, translated)) });
  }
  Object.assign(fieldErrors, anchorsTaken(blocks), await imagesNotInLibrary(services, blocks));

  const now = services.clock.now().toISOString();
  const scheduled = resolvePageSchedule({ intent: input.intent, publishAt: input.publishAt, previousStatus: previous?.status }, now, services.env.SITE_TIMEZONE);
  if (!scheduled.ok) fieldErrors.publishAt = scheduled.message;
  const { status, publishAt } = scheduled.ok ? scheduled.value : { status: "draft" as const, publishAt: null };
  // A save that does not say (History's restore) keeps the time the page had.
  const unpublishAt =
    input.intent === "unpublish" ? succeed(null)
    : input.unpublishAt === undefined ? succeed(previous?.unpublish_at ?? null)
    : resolvePageUnpublishAt({ unpublishAt: input.unpublishAt, publishAt }, now, services.env.SITE_TIMEZONE);
  if (!unpublishAt.ok) fieldErrors.unpublishAt = unpublishAt.message;
  // A page a route shows stays published: nothing may take it down by itself either.
  if (mustStayPublished && unpublishAt.ok && unpublishAt.value !== null) fieldErrors.unpublishAt = pageMessages.unpublishAtOwned;
  const goesPublic = status === "published" || status === "scheduled";
  if (goesPublic && !blocks.some((block) => !block.hidden) && Object.keys(fieldErrors).length === 0) fieldErrors.blocks = pageMessages.noBlocks;
  if (fields.success) {
    const holder = await findPageRowByPath(db, fields.data.path, language);
    if (holder && holder.id !== previous?.id) fieldErrors.path = pageMessages.pathTaken(fields.data.path);
  }
  if (Object.keys(fieldErrors).length > 0 || !fields.success) return fail("invalid", pageMessages.invalidForm, { fieldErrors });

  if (previous && input.version !== undefined && input.version !== previous.version) return { ...fail("conflict", pageMessages.conflict), conflict: conflictWith(previous, input.form) };
  const checkHtml = input.renderHtml(visibleReadBlocks(blocks, language).filter((block) => !PAGE_HEADING_BLOCKS.has(block.type)));
  // The hero's h1 is the page's title (as a post's title is), so the body checked starts after it; without one the
  // body must hold the page's h1.
  const h1 = pageH1Place(fields.data.path, blocks);
  const judged = judgePublication({ content: checkHtml, language, goesPublic, role: input.role, check: { mode: "gate", override: input.override }, document: "page", h1 });
  if (!judged.ok) return { ...judged, accessibility: checkPostContent(checkHtml, language, h1) };

  const row = {
    ...fields.data,
    status,
    publish_at: publishAt,
    unpublish_at: unpublishAt.ok ? unpublishAt.value : null,
    blocks: JSON.stringify(blocks),
    updated_at: now,
    updated_by: input.by.userId,
    published_at: status === "published" ? (previous?.status === "published" ? previous.published_at : now) : (previous?.published_at ?? null),
    content_changed_at: contentChangedAt(previous, { status, title: fields.data.title, blocks: JSON.stringify(blocks) }, now),
  };
  const saved = await db.transaction().execute(async (trx) => {
    let id: number;
    if (previous) {
      // Conditional on the version read above: a save that landed in between makes this one a conflict too.
      if (!(await updatePageRowAtVersion(trx, previous.id, previous.version, row))) return null;
      id = previous.id;
      // Only an address visitors could have had (the page was public) is worth a redirect.
      if (previous.path !== row.path && previous.published_at !== null) await movePagePath(trx, { id, language: previous.language }, previous.path, row.path);
    } else {
      const group = input.translationOf ? await joinTranslationGroup(trx, "pages", input.translationOf.id) : null;
      id = await insertPageRow(trx, { ...row, language, translation_group: group, created_at: now });
      if (input.translationOf) {
        const summary = `Started the ${languageNameInEnglish(language)} translation “${row.title}” of page ${input.translationOf.id} (${row.path}), a draft`;
        await recordAuditEvent(services, { action: "page.translated", by: input.by, subject: { type: "page", id }, summary }, trx);
      }
    }
    const snapshot: PageSnapshot = { path: row.path, description: row.description, blocks };
    await insertDocumentRevision(trx, {
      document_type: "page", document_id: id, version: previous ? previous.version + 1 : 1, title: row.title, status, snapshot: JSON.stringify(snapshot),
      editor_id: input.editor?.id ?? input.by.userId ?? "", editor_name: input.editor?.name ?? input.by.userId ?? "Unknown", event: input.event ?? null, note: null, created_at: now,
    });
    await recordPublication(services, trx, { id, title: row.title, path: row.path, before: previous?.status, after: status, overridden: judged.value.overridden, by: input.by });
    return id;
  });
  if (saved === null) {
    const current = await findPageRow(db, (previous as PageRow).id);
    return { ...fail("conflict", pageMessages.conflict), conflict: current ? conflictWith(current, input.form) : undefined };
  }
  // A route-owned page is one of the static pages (rendered at start, kept through "content" invalidations).
  services.pageCache.invalidate(`page ${saved} saved`, owned ? "everything" : "content");
  // Search's copy of the service and about pages (a digest per page: only what changed is rewritten). The page is
  // saved either way: a failed index write is logged, and the next save or start catches it up.
  if (owned) await syncSearchCopy(services).catch((error: unknown) => services.logger.error({ err: error, pageId: saved }, "search copy of the pages not updated"));
  services.logger.info({ pageId: saved, status, actorId: input.by.userId }, "page saved");
  return succeed({ id: saved, status });
}

async function recordPublication(
  services: Pick<AppServices, "database" | "clock">,
  trx: Kysely<DB>,
  change: { id: number; title: string; path: string; before: string | undefined; after: PageStatus; overridden: string[]; by: AuditActor },
): Promise<void> {
  const subject = { type: "page", id: change.id };
  if (change.after === "published" && change.before !== "published") {
    await recordAuditEvent(services, { action: "page.published", by: change.by, subject, summary: `Published “${change.title}” at ${change.path}` }, trx);
  }
  if (change.after === "draft" && change.before === "published") {
    await recordAuditEvent(services, { action: "page.unpublished", by: change.by, subject, summary: `Unpublished “${change.title}” (${change.path})` }, trx);
  }
  if (change.overridden.length > 0) {
    const summary = `Published “${change.title}” past accessibility errors: ${change.overridden.map((rule) => ruleLabels[rule as keyof typeof ruleLabels]).join(", ")}`;
    await recordAuditEvent(services, { action: "page.published_with_accessibility_override", by: change.by, subject, summary }, trx);
  }
}

/** Rich text as readers will get it: sanitized on write (and again on render), as posts are. */
function sanitizeRichText(fields: Fields, data: Record<string, unknown>): Record<string, unknown> {
  const clean = { ...data };
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind !== "richText") continue;
    const text = clean[key] as Record<string, string>;
    clean[key] = Object.fromEntries(Object.entries(text).map(([locale, html]) => [locale, sanitizePostHtml(html)]));
  }
  return clean;
}

/** A second block with an anchor the page already has: two elements with one id would break the address. */
function anchorsTaken(blocks: StoredBlock[]): Record<string, string> {
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  for (const block of blocks) {
    const anchor = block.data.anchor;
    if (typeof anchor !== "string" || anchor === "") continue;
    if (seen.has(anchor)) errors[blockInputName(block.id, "anchor")] = blockMessages.anchorTaken(anchor);
    seen.add(anchor);
  }
  return errors;
}

async function imagesNotInLibrary(services: Pick<AppServices, "database">, blocks: StoredBlock[]): Promise<Record<string, string>> {
  const chosen = imagesOf(blocks);
  const found = new Set((await findMediaRows(services.database.db, chosen.map((image) => image.mediaId))).map((row) => row.id));
  return Object.fromEntries(chosen.filter((image) => !found.has(image.mediaId)).map((image) => [blockInputName(image.blockId, `${image.key}.mediaId`), "This image is not in the media library any more. Choose another one."]));
}

function visibleReadBlocks(blocks: StoredBlock[], locale: Locale): ReadBlock[] {
  return blocks.filter((block) => !block.hidden).map((block) => readBlock(block, locale));
}

/** What the other person saved, where it differs from the refused form. */
function conflictWith(current: PageRow, mine: PageFormState): PageConflict {
  const theirs = editableOf(current).form;
  const differences: PageConflict["differences"] = [];
  if (theirs.path !== mine.path.trim()) differences.push({ label: "Path", theirs: theirs.path });
  if (theirs.title !== mine.title.trim()) differences.push({ label: "Title", theirs: theirs.title });
  if (theirs.description !== mine.description.trim()) differences.push({ label: "Description", theirs: theirs.description || "(empty)" });
  if (JSON.stringify(theirs.blocks) !== JSON.stringify(mine.blocks)) {
    differences.push({ label: "Blocks", theirs: theirs.blocks.map((block, index) => `${index + 1}. ${blockTypes[block.type].label}${block.hidden ? " (hidden)" : ""}`).join("\n") || "(none)" });
  }
  return { version: current.version, differences };
}
