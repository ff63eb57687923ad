import type { Kysely } from "kysely";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import type { DB } from "~/db/schema";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import type { AppServices } from "~/modules/services";
import { parseId } from "~/modules/ids";
import { DEFAULT_LOCALE, languageNameInEnglish } from "~/i18n/locales";
import { positionPath } from "./position-path";
import { joinTranslationGroup } from "~/modules/translations/translation-groups.repository.server";
import { fail, succeed, type Result } from "~/modules/result";
import { dayInZone, endOfDayInZone } from "~/modules/time-zone";
import { markApplicationsPositionDeleted } from "./applications.repository.server";
import { careersMessages, type Position, type PositionInput, type PositionType } from "./careers.schema";
import { isPositionOpen, type SalaryCurrency, type SalaryUnit } from "./position-terms";
import {
  countPositionRows,
  deletePositionRow,
  findPositionRowById,
  findPositionRowBySlug,
  insertPositionRow,
  listAllPositionRows,
  listPositionRows,
  listSlugsLike,
  updatePositionRow,
  type PositionRow,
} from "./positions.repository.server";

/** Position use cases, shared by the /careers page actions, the JSON API and the seeder. */

type Reader = Pick<AppServices, "database" | "clock"> & { env: Pick<AppServices["env"], "SITE_TIMEZONE"> };
/** The page cache is optional so the seeder, which runs before the app's services exist, can use the same use case. */
type Writer = Reader & { env: Pick<AppServices["env"], "PUBLIC_URL"> } & Partial<Pick<AppServices, "pageCache">>;

/** What a position's view depends on besides its row: the moment (open or not) and the site's time zone. */
interface ViewPoint {
  now: Date;
  timeZone: string;
}

const viewPoint = (services: Reader): ViewPoint => ({ now: services.clock.now(), timeZone: services.env.SITE_TIMEZONE });

/** The position as pages and the API see it at a moment (whether it is still open depends on the time). */
export function toPosition(row: PositionRow, { now, timeZone }: ViewPoint): Position {
  const id = Number(row.id);
  return {
    id,
    _id: id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    type: row.type as PositionType,
    description: row.description,
    detailedDescription: row.detailed_description,
    requirements: JSON.parse(row.requirements) as string[],
    postedAt: row.posted_at,
    updatedAt: row.updated_at,
    closesAt: row.closes_at,
    closesOn: row.closes_at ? dayInZone(row.closes_at, timeZone) : null,
    closedAt: row.closed_at,
    closedOn: row.closed_at ? dayInZone(row.closed_at, timeZone) : null,
    isOpen: isPositionOpen({ closedAt: row.closed_at, closesAt: row.closes_at }, now),
    language: row.language,
    translationGroup: row.translation_group === null ? null : Number(row.translation_group),
    salary:
      row.salary_min === null || row.salary_max === null
        ? null
        : {
            min: Number(row.salary_min),
            max: Number(row.salary_max),
            currency: (row.salary_currency ?? "INR") as SalaryCurrency,
            unit: (row.salary_unit ?? "year") as SalaryUnit,
          },
  };
}

/** The open positions, newest first (the careers page and GET /api/positions); the first `limit` when given. */
export async function listPositions(services: Reader, options: { limit?: number; language?: string } = {}): Promise<Position[]> {
  const view = viewPoint(services);
  return (await listPositionRows(services.database.db, { open: true, now: view.now.toISOString(), limit: options.limit, language: options.language })).map((row) =>
    toPosition(row, view),
  );
}

/**
 * The careers page's list in `language`: the open positions written in it, and each other open position that has no
 * open version in it (shown in its own language, marked so). Newest first; a handful of rows, so filtered here.
 */
export async function listPositionsFor(services: Reader, language: string): Promise<Position[]> {
  const open = await listPositions(services);
  const translated = new Set(open.filter((position) => position.language === language && position.translationGroup !== null).map((position) => position.translationGroup));
  return open.filter((position) => position.language === language || position.translationGroup === null || !translated.has(position.translationGroup));
}

/** Closed by hand or past their closing date: the admin's list, where they can be reopened. */
export async function listClosedPositions(services: Reader): Promise<Position[]> {
  const view = viewPoint(services);
  return (await listPositionRows(services.database.db, { open: false, now: view.now.toISOString() })).map((row) => toPosition(row, view));
}

/** The shareable page's lookup: /careers/12 and /careers/senior-frontend-engineer both work. */
export async function findPosition(services: Reader, input: { idOrSlug: string }): Promise<Position | null> {
  const { db } = services.database;
  const id = parseId(input.idOrSlug);
  const row = id !== null ? await findPositionRowById(db, id) : await findPositionRowBySlug(db, input.idOrSlug.toLowerCase());
  return row ? toPosition(row, viewPoint(services)) : null;
}

/** Open positions (the dashboard's count). */
export function countPositions(services: Pick<AppServices, "database" | "clock">): Promise<number> {
  return countPositionRows(services.database.db, { open: true, now: services.clock.now().toISOString() });
}

/**
 * A position's slug: ASCII letters, digits and hyphens (hyphens in the title are kept, unlike the SPEC's post slug
 * rule in modules/blog/slug.ts), and never all digits, because /careers/{id} and /careers/{slug} share one path.
 * Another language's position keeps its own script's letters and marks (a Hindi title gives a Devanagari slug).
 */
export function positionSlugFromTitle(title: string, language: string = DEFAULT_LOCALE): string {
  const notInSlug = language === DEFAULT_LOCALE ? /[^a-z0-9_\s-]/g : /[^\p{L}\p{M}\p{N}_\s-]/gu;
  const slug = title
    .toLowerCase()
    .replace(notInSlug, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, 100)
    .replace(/-+$/, "");
  if (!slug) return "position";
  return /^\d+$/.test(slug) ? `position-${slug}` : slug;
}

async function freeSlug(db: Kysely<DB>, title: string, language: string = DEFAULT_LOCALE): Promise<string> {
  const base = positionSlugFromTitle(title, language);
  const taken = new Set(await listSlugsLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function columnsOf(data: PositionInput, timeZone: string) {
  const salary = data.salaryMin !== undefined && data.salaryMax !== undefined;
  return {
    closes_at: data.closesOn ? endOfDayInZone(data.closesOn, timeZone) : null,
    salary_min: salary ? data.salaryMin! : null,
    salary_max: salary ? data.salaryMax! : null,
    salary_currency: salary ? data.salaryCurrency : null,
    salary_unit: salary ? data.salaryUnit : null,
    title: data.title,
    department: data.department,
    location: data.location,
    type: data.type,
    description: data.description,
    detailed_description: data.detailedDescription,
    requirements: JSON.stringify(data.requirements),
  };
}

/**
 * Opens a position: its fields, and `by`, who opens it (the audit log; none for the seeder). `language` (English by
 * default) and `translationOf`: a translation of that position (position-translations.server.ts), which starts
 * closed, as a draft, until staff open it.
 */
export async function createPosition(services: Writer, input: PositionInput & { by?: AuditActor; language?: string; translationOf?: number }): Promise<Position> {
  const { db } = services.database;
  const at = services.clock.now().toISOString();
  const language = input.language ?? DEFAULT_LOCALE;
  // The row, its webhook event and audit entry together (the outbox pattern).
  const row = await db.transaction().execute(async (trx) => {
    const group = input.translationOf === undefined ? null : await joinTranslationGroup(trx, "positions", input.translationOf);
    const row = await insertPositionRow(trx, {
      ...columnsOf(input, services.env.SITE_TIMEZONE),
      slug: await freeSlug(trx, input.title, language),
      posted_at: at,
      updated_at: at,
      language,
      translation_group: group,
      closed_at: group === null ? null : at,
    });
    if (group === null) await recordPositionEvent(services, "position.opened", row, input.by, "", trx);
    // A draft is not open: no webhook until staff open it (reopenPosition), only the audit entry.
    else if (input.by) {
      const summary = `Started the ${languageNameInEnglish(language)} translation “${row.title}” of position ${input.translationOf}, closed until opened`;
      await recordAuditEvent(services, { action: "position.translated", by: input.by, subject: { type: "position", id: row.id }, summary }, trx);
    }
    return row;
  });
  services.pageCache?.invalidate("position created");
  return toPosition(row, viewPoint(services));
}

/** Replaces a position's fields; the slug follows a changed title (old links to the id keep working). */
export async function updatePosition(services: Writer, input: { id: number; fields: PositionInput }): Promise<Result<Position, "not-found">> {
  const { db } = services.database;
  const existing = await findPositionRowById(db, input.id);
  if (!existing) return fail("not-found", careersMessages.notFound);
  const slug = input.fields.title === existing.title ? existing.slug : await freeSlug(db, input.fields.title, existing.language);
  const row = await updatePositionRow(db, input.id, {
    ...columnsOf(input.fields, services.env.SITE_TIMEZONE),
    slug,
    updated_at: services.clock.now().toISOString(),
  });
  if (!row) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position updated");
  return succeed(toPosition(row, viewPoint(services)));
}

/** Closes a position now, by hand: it leaves /careers and the sitemap, and refuses applications. */
export async function closePosition(services: Writer, input: { id: number; by?: AuditActor }): Promise<Result<Position, "not-found">> {
  const at = services.clock.now().toISOString();
  const row = await services.database.db.transaction().execute(async (trx) => {
    const row = await updatePositionRow(trx, input.id, { closed_at: at, updated_at: at });
    if (row) await recordPositionEvent(services, "position.closed", row, input.by, "", trx);
    return row;
  });
  if (!row) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position closed");
  return succeed(toPosition(row, viewPoint(services)));
}

/** Opens a closed position again; a closing date already past is dropped (else it would stay closed). */
export async function reopenPosition(services: Writer, input: { id: number; by?: AuditActor }): Promise<Result<Position, "not-found">> {
  const now = services.clock.now();
  const existing = await findPositionRowById(services.database.db, input.id);
  if (!existing) return fail("not-found", careersMessages.notFound);
  const closesAt = existing.closes_at && existing.closes_at > now.toISOString() ? existing.closes_at : null;
  const row = await services.database.db.transaction().execute(async (trx) => {
    const row = await updatePositionRow(trx, input.id, { closed_at: null, closes_at: closesAt, updated_at: now.toISOString() });
    if (row) await recordPositionEvent(services, "position.opened", row, input.by, "again", trx);
    return row;
  });
  if (!row) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position reopened");
  return succeed(toPosition(row, viewPoint(services)));
}

/** Applications already received for the position are kept (with the title at the time). */
export async function deletePosition(services: Writer, input: { id: number; by?: AuditActor }): Promise<Result<undefined, "not-found">> {
  const { db } = services.database;
  const deleted = await db.transaction().execute(async (trx) => {
    const position = await findPositionRowById(trx, input.id);
    if (!position || !(await deletePositionRow(trx, input.id))) return false;
    await recordPositionEvent(services, "position.deleted", position, input.by, "", trx);
    // Its applications' retention period runs from now, as for a closed position.
    await markApplicationsPositionDeleted(trx, input.id, services.clock.now().toISOString());
    return true;
  });
  if (!deleted) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position deleted");
  return succeed();
}

const positionVerbs = { "position.opened": "Opened", "position.closed": "Closed", "position.deleted": "Deleted" } as const;

async function recordPositionEvent(
  services: Writer,
  action: keyof typeof positionVerbs,
  position: { id: number | string; title: string; slug: string },
  by: AuditActor | undefined,
  how = "",
  trx?: Kysely<DB>,
) {
  if (action !== "position.deleted") {
    const data = { title: position.title, slug: position.slug, url: `${services.env.PUBLIC_URL}/careers/${position.slug}` };
    await queueWebhookEvent(trx ?? services.database.db, { type: action, resource: { type: "position", id: Number(position.id) }, data }, services.clock.now());
  }
  if (!by) return;
  const summary = `${positionVerbs[action]} the position “${position.title}”${how ? ` ${how}` : ""}`;
  return recordAuditEvent(services, { action, by, subject: { type: "position", id: position.id }, summary }, trx);
}

/**
 * For sitemap.xml: the open positions' pages, and /careers with its last change, which includes a position closing
 * (by hand, or on its date), so crawlers come back and see it gone.
 */
export async function listCareersSitemapEntries(
  services: Pick<AppServices, "database" | "clock">,
): Promise<Array<{ path: string; lastmod: string; languageVersions?: Partial<Record<string, string>> }>> {
  const now = services.clock.now();
  const rows = await listAllPositionRows(services.database.db);
  const isOpen = (row: PositionRow) => isPositionOpen({ closedAt: row.closed_at, closesAt: row.closes_at }, now);
  // A position that closed on its date changed then, after its last edit.
  const changedAt = (row: PositionRow) =>
    !isOpen(row) && !row.closed_at && row.closes_at && row.closes_at > row.updated_at ? row.closes_at : row.updated_at;
  const newest = rows.map(changedAt).reduce((latest, at) => (at > latest ? at : latest), "");
  return [
    ...(newest ? [{ path: "/careers", lastmod: newest }] : []),
    ...rows.filter(isOpen).map((row) => ({ path: positionPath(row.slug, row.language), lastmod: row.updated_at, ...versionsOf(row) })),
  ];
  // A translated position names its open versions, as a post names its published ones (decision 0038).
  function versionsOf(row: PositionRow) {
    if (row.translation_group === null) return {};
    const group = rows.filter((other) => other.translation_group === row.translation_group && isOpen(other));
    return group.length < 2 ? {} : { languageVersions: Object.fromEntries(group.map((other) => [other.language, positionPath(other.slug, other.language)])) };
  }
}
