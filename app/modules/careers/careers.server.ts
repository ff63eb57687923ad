import { Kysely } from "kysely";
import type { AppServices } from "~/context";
import type { DB } from "~/db/schema";
import { parseForm } from "~/modules/forms/parse-form";
import { careersMessages, positionSchema, type Position, type PositionInput, type PositionType } from "./careers.schema";
import {
  countPositionRows,
  deletePositionRow,
  findPositionRowById,
  findPositionRowBySlug,
  insertPositionRow,
  listPositionRows,
  listSlugsLike,
  updatePositionRow,
  type PositionRow,
} from "./positions.repository.server";

/** Position use cases, shared by the /careers page actions and the JSON API. */

/** The write use cases take the app's services (so they can invalidate the page cache) or, for the seeder, a db. */
export type PositionWriter = Kysely<DB> | (Pick<AppServices, "database"> & Partial<Pick<AppServices, "pageCache">>);

function writer(target: PositionWriter): { db: Kysely<DB>; changed(reason: string): void } {
  if (target instanceof Kysely) return { db: target, changed: () => {} };
  return { db: target.database.db, changed: (reason) => target.pageCache?.invalidate(reason) };
}

export type PositionFailure = { ok: false; status: 400 | 404; error: string; fieldErrors?: Record<string, string> };
export type PositionResult = { ok: true; position: Position } | PositionFailure;

export function toPosition(row: PositionRow): Position {
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
  };
}

/** A position id is a positive integer; anything else is "Invalid position ID" (SPEC section 5). */
export function parsePositionId(raw: unknown): number | null {
  if (typeof raw === "number") raw = String(raw);
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function listPositions(db: Kysely<DB>): Promise<Position[]> {
  return (await listPositionRows(db)).map(toPosition);
}

/** The shareable page's lookup: /careers/12 and /careers/senior-frontend-engineer both work. */
export async function findPosition(db: Kysely<DB>, idOrSlug: string): Promise<Position | null> {
  const id = parsePositionId(idOrSlug);
  const row = id !== null ? await findPositionRowById(db, id) : await findPositionRowBySlug(db, idOrSlug.toLowerCase());
  return row ? toPosition(row) : null;
}

export function countPositions(db: Kysely<DB>): Promise<number> {
  return countPositionRows(db);
}

/** The blog's slug rule (SPEC section 5), never all digits so it cannot be mistaken for an id. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, 100)
    .replace(/-+$/, "");
  if (!slug) return "position";
  return /^\d+$/.test(slug) ? `position-${slug}` : slug;
}

async function freeSlug(db: Kysely<DB>, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(await listSlugsLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function validate(input: unknown): { ok: true; data: PositionInput } | PositionFailure {
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, status: 400, error: careersMessages.required };
  }
  const parsed = parseForm(positionSchema, input as Record<string, unknown>);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.message, fieldErrors: parsed.fieldErrors };
  return { ok: true, data: parsed.data };
}

function columnsOf(data: PositionInput) {
  return {
    title: data.title,
    department: data.department,
    location: data.location,
    type: data.type,
    description: data.description,
    detailed_description: data.detailedDescription,
    requirements: JSON.stringify(data.requirements),
  };
}

export async function createPosition(target: PositionWriter, input: unknown, now = new Date()): Promise<PositionResult> {
  const { db, changed } = writer(target);
  const valid = validate(input);
  if (!valid.ok) return valid;
  const at = now.toISOString();
  const row = await insertPositionRow(db, {
    ...columnsOf(valid.data),
    slug: await freeSlug(db, valid.data.title),
    posted_at: at,
    updated_at: at,
  });
  changed("position created");
  return { ok: true, position: toPosition(row) };
}

/** Replaces a position's fields; the slug follows a changed title (old links to the id keep working). */
export async function updatePosition(target: PositionWriter, rawId: unknown, input: unknown, now = new Date()): Promise<PositionResult> {
  const { db, changed } = writer(target);
  const id = parsePositionId(rawId);
  if (id === null) return { ok: false, status: 400, error: careersMessages.invalidId };
  const existing = await findPositionRowById(db, id);
  if (!existing) return { ok: false, status: 404, error: careersMessages.notFound };
  const valid = validate(input);
  if (!valid.ok) return valid;
  const slug = valid.data.title === existing.title ? existing.slug : await freeSlug(db, valid.data.title);
  const row = await updatePositionRow(db, id, { ...columnsOf(valid.data), slug, updated_at: now.toISOString() });
  if (!row) return { ok: false, status: 404, error: careersMessages.notFound };
  changed("position updated");
  return { ok: true, position: toPosition(row) };
}

/** Applications already received for the position are kept (with the title at the time). */
export async function deletePosition(target: PositionWriter, rawId: unknown): Promise<{ ok: true } | PositionFailure> {
  const { db, changed } = writer(target);
  const id = parsePositionId(rawId);
  if (id === null) return { ok: false, status: 400, error: careersMessages.invalidId };
  if (!(await deletePositionRow(db, id))) return { ok: false, status: 404, error: careersMessages.notFound };
  changed("position deleted");
  return { ok: true };
}

/** For sitemap.xml (wired in by the SEO area): one entry per position page, with its last change. */
export async function listCareersSitemapEntries(db: Kysely<DB>): Promise<Array<{ path: string; lastmod: string }>> {
  const positions = await listPositionRows(db);
  const newest = positions.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), "");
  return [
    ...(newest ? [{ path: "/careers", lastmod: newest }] : []),
    ...positions.map((row) => ({ path: `/careers/${row.slug}`, lastmod: row.updated_at })),
  ];
}
