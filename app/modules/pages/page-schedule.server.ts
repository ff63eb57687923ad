import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { recordAuditEvent, SYSTEM_ACTOR } from "~/modules/audit/audit.server";
import { publishDueDocuments, unpublishExpiredDocuments, type MovedDocument } from "~/modules/jobs/publish-schedule.repository.server";
import type { RevisionEvent } from "~/modules/revisions/revision-events";
import { findLastEditor, insertDocumentRevision } from "~/modules/revisions/revisions.repository.server";
import type { AppServices } from "~/modules/services";
import { formatInZone } from "~/modules/time-zone";
import { findPageRow, listScheduledPageRows } from "./pages.repository.server";
import type { PageIntent, PageSnapshot } from "./pages.server";
import { pageMessages, ROUTE_OWNED_PATHS, type PageStatus } from "./pages.schema";
import { syncSearchCopy } from "~/modules/content/content.server";
import { parseScheduleTime } from "~/modules/blog/post-schedule.server";
import { fail, succeed, type Result } from "~/modules/result";
import { parseBlocks } from "./blocks";

/**
 * Scheduled pages (decision 0043): the blog's scheduler tick publishes due pages with the claim posts use (one
 * conditional UPDATE, exactly once across instances), each with a History entry by whoever set the schedule and
 * an audit entry by the site, as scheduled posts get.
 */
/** The status and publish time a save asks for: a time ahead schedules the page; a time behind is refused. */
export function resolvePageSchedule(input: { intent: PageIntent; publishAt?: string; previousStatus?: string }, now: string, timeZone: string): Result<{ status: PageStatus; publishAt: string | null }> {
  if (input.intent === "unpublish") return succeed({ status: "draft", publishAt: null });
  const wasScheduled = input.intent === "save" && input.previousStatus === "scheduled";
  if (input.intent === "save" && !wasScheduled) return succeed({ status: input.previousStatus === "published" ? "published" : "draft", publishAt: null });
  const typed = (input.publishAt ?? "").trim();
  if (!typed) return wasScheduled ? fail("invalid", pageMessages.publishAtMissing) : succeed({ status: "published", publishAt: null });
  const at = parseScheduleTime(typed, timeZone);
  if (at === "bad" || at === null) return fail("invalid", pageMessages.publishAtFormat);
  if (at <= now) return fail("invalid", pageMessages.publishAtPast);
  return succeed({ status: "scheduled", publishAt: at });
}

/**
 * When a page goes back to draft by itself ("Unpublish at", typed in SITE_TIMEZONE; empty for never): in the future
 * and after its publish time. The scheduler's claim (`unpublishExpiredDocuments`) moves it, as it moves posts.
 */
export function resolvePageUnpublishAt(input: { unpublishAt?: string; publishAt: string | null }, now: string, timeZone: string): Result<string | null> {
  const typed = (input.unpublishAt ?? "").trim();
  if (!typed) return succeed(null);
  const at = parseScheduleTime(typed, timeZone);
  if (at === "bad" || at === null) return fail("invalid", pageMessages.unpublishAtFormat);
  if (at <= now) return fail("invalid", pageMessages.unpublishAtPast);
  if (input.publishAt !== null && at <= input.publishAt) return fail("invalid", pageMessages.unpublishAtBeforePublish);
  return succeed(at);
}

type Services = Pick<AppServices, "database" | "clock" | "env"> & Partial<Pick<AppServices, "logger" | "pageCache">>;

async function recordScheduleMove(services: Services, trx: Kysely<DB>, moved: MovedDocument, event: RevisionEvent, setWithStatus: string, now: string) {
  const page = await findPageRow(trx, moved.id);
  if (!page) return;
  const key = { type: "page" as const, id: page.id };
  const editor = (await findLastEditor(trx, key, setWithStatus)) ?? (await findLastEditor(trx, key)) ?? { editor_id: "", editor_name: "the site" };
  const snapshot: PageSnapshot = { path: page.path, description: page.description, blocks: parseBlocks(page.blocks) };
  await insertDocumentRevision(trx, {
    document_type: "page", document_id: page.id, version: page.version, title: page.title, status: page.status, snapshot: JSON.stringify(snapshot),
    editor_id: editor.editor_id, editor_name: editor.editor_name, event, note: null, created_at: now,
  });
  const published = event === "published-on-schedule";
  await recordAuditEvent(
    services,
    { action: published ? "page.published" : "page.unpublished", by: SYSTEM_ACTOR, subject: { type: "page", id: page.id }, summary: `${published ? "Published" : "Unpublished"} “${page.title}” at ${page.path} on schedule` },
    trx,
  );
}

/** Due pages go public, expired ones back to draft; the cached pages built from content follow. */
export async function runPageSchedule(services: Services): Promise<{ published: number[]; unpublished: number[] }> {
  const now = services.clock.now().toISOString();
  const { published, unpublished } = await services.database.db.transaction().execute(async (trx) => {
    const published = await publishDueDocuments(trx, "pages", now);
    const unpublished = await unpublishExpiredDocuments(trx, "pages", now);
    for (const page of published) await recordScheduleMove(services, trx, page, "published-on-schedule", "scheduled", now);
    for (const page of unpublished) await recordScheduleMove(services, trx, page, "unpublished-on-schedule", "published", now);
    return { published, unpublished };
  });
  for (const page of published) services.logger?.info({ pageId: page.id, path: page.address }, "scheduled page published");
  for (const page of unpublished) services.logger?.info({ pageId: page.id, path: page.address }, "page unpublished on schedule");
  if (published.length || unpublished.length) services.pageCache?.invalidate("page publishing schedule", "content");
  // A route-owned page's translation (a Hindi service page) going public or back to draft changes what search lists.
  if ([...published, ...unpublished].some((page) => ROUTE_OWNED_PATHS.has(page.address))) {
    await syncSearchCopy(services).catch((error: unknown) => services.logger?.error({ err: error }, "search copy of the pages not updated"));
  }
  return { published: published.map((page) => page.id), unpublished: unpublished.map((page) => page.id) };
}

export interface ScheduledPage {
  id: number;
  path: string;
  title: string;
  /** When it goes public, for people, in SITE_TIMEZONE; null for a published page that only has an unpublish time. */
  publishAtText: string | null;
  /** When it goes back to draft by itself, in SITE_TIMEZONE; null when never. */
  unpublishAtText: string | null;
}

export async function listScheduledPages(services: Pick<AppServices, "database" | "env">): Promise<ScheduledPage[]> {
  const rows = await listScheduledPageRows(services.database.db);
  const zone = services.env.SITE_TIMEZONE;
  return rows.map((row) => ({
    id: row.id, path: row.path, title: row.title,
    publishAtText: row.publish_at ? formatInZone(row.publish_at, zone) : null,
    unpublishAtText: row.unpublish_at ? formatInZone(row.unpublish_at, zone) : null,
  }));
}
