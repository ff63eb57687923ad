import type { LanguageVersions } from "~/i18n/locale";
import type { AuditActor } from "~/modules/audit/audit.server";
import { succeed, type Result } from "~/modules/result";
import { translateDocument } from "~/modules/translations/translate-document.server";
import { listGroupRows } from "~/modules/translations/translation-groups.repository.server";
import type { AppServices } from "~/modules/services";
import { careersMessages, type Position } from "./careers.schema";
import { createPosition, toPosition } from "./careers.server";
import { positionPath } from "./position-path";
import { isPositionOpen } from "./position-terms";
import { findPositionRowById, type PositionRow } from "./positions.repository.server";

/**
 * Positions translated as linked documents (issue 35, decision 0051, the model of posts in 0038): a translation is a
 * position of its own (its slug, its open or closed state, its applications), in the original's translation group,
 * one per language. Made by createPosition, saved by updatePosition, opened by reopenPosition: the careers code.
 */
type Services = Pick<AppServices, "database" | "clock"> & { env: Pick<AppServices["env"], "SITE_TIMEZONE" | "PUBLIC_URL"> } & Partial<Pick<AppServices, "pageCache">>;

/**
 * "Translate to हिन्दी": the position's draft in `language` (closed until staff open it), made now from the
 * original's fields for the translator to write over, or the one that exists. Answers it, and whether it was made
 * (the shared steps: translate-document.server.ts).
 */
export async function translatePosition(
  services: Services,
  input: { id: number; language: string; by?: AuditActor },
): Promise<Result<{ position: Position; created: boolean }, "not-found" | "invalid">> {
  const db = services.database.db;
  const view = { now: services.clock.now(), timeZone: services.env.SITE_TIMEZONE };
  const translated = await translateDocument({
    db,
    table: "positions",
    kind: "position",
    original: await findPositionRowById(db, input.id),
    notFound: careersMessages.notFound,
    language: input.language,
    answer: (row: PositionRow) => toPosition(row, view),
    make: async (original, language): Promise<Result<Position, "invalid">> => {
      const draft = toPosition(original, view);
      const fields = {
        title: draft.title,
        department: draft.department,
        location: draft.location,
        type: draft.type,
        description: draft.description,
        detailedDescription: draft.detailedDescription,
        requirements: draft.requirements,
        closesOn: draft.closesOn ?? undefined,
        salaryMin: draft.salary?.min,
        salaryMax: draft.salary?.max,
        salaryCurrency: draft.salary?.currency ?? "INR",
        salaryUnit: draft.salary?.unit ?? "year",
      };
      return succeed(await createPosition(services, { ...fields, by: input.by, language, translationOf: Number(original.id) }));
    },
  });
  return translated.ok ? succeed({ position: translated.value.value, created: translated.value.created }) : translated;
}

/**
 * A position's page in each language it is open in (itself always): hreflang and the switcher name exactly these.
 * A closed translation (a draft) is not announced.
 */
export async function listPositionVersions(services: Pick<AppServices, "database" | "clock">, position: Position): Promise<LanguageVersions> {
  const versions: LanguageVersions = {};
  const now = services.clock.now();
  const rows = position.translationGroup === null ? [] : await listGroupRows(services.database.db, "positions", position.translationGroup);
  for (const row of rows) {
    if (isPositionOpen({ closedAt: row.closed_at, closesAt: row.closes_at }, now)) versions[row.language as keyof LanguageVersions] = positionPath(row.slug, row.language);
  }
  versions[position.language as keyof LanguageVersions] = positionPath(position.slug, position.language);
  return versions;
}

/**
 * The originals of the translations among `positions`, by the translation's id, for the position editor's "original
 * beside the form" (as posts' and pages' editors have it; decision 0055). A group is its original's id (0051).
 */
export async function findOriginalsOfPositions(services: Pick<Services, "database" | "clock" | "env">, positions: Position[]): Promise<Record<number, Position>> {
  const view = { now: services.clock.now(), timeZone: services.env.SITE_TIMEZONE };
  const originals: Record<number, Position> = {};
  for (const position of positions) {
    if (position.translationGroup === null || position.translationGroup === position.id) continue;
    const row = await findPositionRowById(services.database.db, position.translationGroup);
    if (row) originals[position.id] = toPosition(row, view);
  }
  return originals;
}
