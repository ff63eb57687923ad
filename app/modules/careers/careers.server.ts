import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { parseId } from "~/modules/ids";
import { fail, succeed, type Result } from "~/modules/result";
import { careersMessages, type Position, type PositionInput, type PositionType } from "./careers.schema";
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

/** Position use cases, shared by the /careers page actions, the JSON API and the seeder. */

type Reader = Pick<AppServices, "database">;
/** The page cache is optional so the seeder, which runs before the app's services exist, can use the same use case. */
type Writer = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "pageCache">>;

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

export async function listPositions(services: Reader): Promise<Position[]> {
  return (await listPositionRows(services.database.db)).map(toPosition);
}

/** The shareable page's lookup: /careers/12 and /careers/senior-frontend-engineer both work. */
export async function findPosition(services: Reader, input: { idOrSlug: string }): Promise<Position | null> {
  const { db } = services.database;
  const id = parseId(input.idOrSlug);
  const row = id !== null ? await findPositionRowById(db, id) : await findPositionRowBySlug(db, input.idOrSlug.toLowerCase());
  return row ? toPosition(row) : null;
}

export function countPositions(services: Reader): Promise<number> {
  return countPositionRows(services.database.db);
}

/**
 * A position's slug: ASCII letters, digits and hyphens (hyphens in the title are kept, unlike the SPEC's post slug
 * rule in modules/blog/slug.ts), and never all digits, because /careers/{id} and /careers/{slug} share one path.
 */
export function positionSlugFromTitle(title: string): string {
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
  const base = positionSlugFromTitle(title);
  const taken = new Set(await listSlugsLike(db, base));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
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

export async function createPosition(services: Writer, input: PositionInput): Promise<Position> {
  const { db } = services.database;
  const at = services.clock.now().toISOString();
  const row = await insertPositionRow(db, { ...columnsOf(input), slug: await freeSlug(db, input.title), posted_at: at, updated_at: at });
  services.pageCache?.invalidate("position created");
  return toPosition(row);
}

/** Replaces a position's fields; the slug follows a changed title (old links to the id keep working). */
export async function updatePosition(services: Writer, input: { id: number; fields: PositionInput }): Promise<Result<Position, "not-found">> {
  const { db } = services.database;
  const existing = await findPositionRowById(db, input.id);
  if (!existing) return fail("not-found", careersMessages.notFound);
  const slug = input.fields.title === existing.title ? existing.slug : await freeSlug(db, input.fields.title);
  const row = await updatePositionRow(db, input.id, { ...columnsOf(input.fields), slug, updated_at: services.clock.now().toISOString() });
  if (!row) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position updated");
  return succeed(toPosition(row));
}

/** Applications already received for the position are kept (with the title at the time). */
export async function deletePosition(services: Writer, input: { id: number }): Promise<Result<undefined, "not-found">> {
  if (!(await deletePositionRow(services.database.db, input.id))) return fail("not-found", careersMessages.notFound);
  services.pageCache?.invalidate("position deleted");
  return succeed();
}

/** For sitemap.xml (wired in by the SEO area): one entry per position page, with its last change. */
export async function listCareersSitemapEntries(services: Reader): Promise<Array<{ path: string; lastmod: string }>> {
  const positions = await listPositionRows(services.database.db);
  const newest = positions.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), "");
  return [
    ...(newest ? [{ path: "/careers", lastmod: newest }] : []),
    ...positions.map((row) => ({ path: `/careers/${row.slug}`, lastmod: row.updated_at })),
  ];
}
