import type { LanguageVersions } from "~/i18n/locale";
import { LANGUAGE_NAME, asLocale, localeOrDefault } from "~/i18n/locales";
import type { AuditActor } from "~/modules/audit/audit.server";
import { fail, succeed, type Result } from "~/modules/result";
import { isUniqueViolation } from "~/modules/blog/blog.repository.server";
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

export const positionTranslationMessages = {
  sameLanguage: (language: string) => `This position is already in ${LANGUAGE_NAME[localeOrDefault(language)]}.`,
  unknownLanguage: "There is no such language on this site.",
} as const;

/**
 * "Translate to हिन्दी": the position's draft in `language` (closed until staff open it), made now from the
 * original's fields for the translator to write over, or the one that exists. Answers it, and whether it was made.
 */
export async function translatePosition(
  services: Services,
  input: { id: number; language: string; by?: AuditActor },
): Promise<Result<{ position: Position; created: boolean }, "not-found" | "invalid">> {
  const language = asLocale(input.language);
  if (!language) return fail("invalid", positionTranslationMessages.unknownLanguage);
  const original = await findPositionRowById(services.database.db, input.id);
  if (!original) return fail("not-found", careersMessages.notFound);
  if (original.language === language) return fail("invalid", positionTranslationMessages.sameLanguage(language));
  const view = { now: services.clock.now(), timeZone: services.env.SITE_TIMEZONE };
  const existing = await findTranslationRow(services, original, language);
  if (existing) return succeed({ position: toPosition(existing, view), created: false });
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
  try {
    const position = await createPosition(services, { ...fields, by: input.by, language, translationOf: Number(original.id) });
    return succeed({ position, created: true });
  } catch (error) {
    // Two people pressed Translate at once: the unique (group, language) index let one draft in; open it.
    const raced = isUniqueViolation(error) ? await findTranslationRow(services, original, language) : undefined;
    if (raced) return succeed({ position: toPosition(raced, view), created: false });
    throw error;
  }
}

async function findTranslationRow(services: Pick<AppServices, "database">, position: PositionRow, language: string): Promise<PositionRow | undefined> {
  if (position.translation_group === null) return undefined;
  const group = await listGroupRows(services.database.db, "positions", Number(position.translation_group));
  return group.find((row) => row.language === language);
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
