import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { LANGUAGE_NAME, asLocale, localeOrDefault, type Locale } from "~/i18n/locales";
import { isUniqueViolation } from "~/modules/blog/blog.repository.server";
import { fail, succeed, type FailureCode, type Result } from "~/modules/result";
import { listGroupRows, type TranslatedTable } from "./translation-groups.repository.server";

/**
 * "Translate to <language>" for every kind of document translated as linked documents (posts 0038, positions 0051,
 * pages 0053): the one place that checks the language, finds the translation that exists, or has the kind's own
 * create use case make the draft, in the original's group. Each kind hands in how it makes a draft and how it
 * answers a row; the race between two people pressing Translate at once is settled here, by the group's unique
 * (translation_group, language) index.
 */
export const translationMessages = {
  sameLanguage: (kind: string, language: string) => `This ${kind} is already in ${LANGUAGE_NAME[localeOrDefault(language)]}.`,
  unknownLanguage: "There is no such language on this site.",
} as const;

interface GroupedRow {
  id: number | bigint;
  language: string;
  translation_group: number | bigint | null;
}

export interface TranslateDocument<Row extends GroupedRow, Made, Code extends FailureCode> {
  db: Kysely<DB>;
  table: TranslatedTable;
  /** "post", "position", "page": how the refusal names the document. */
  kind: string;
  original: Row | undefined;
  notFound: string;
  language: string;
  /** Makes the draft in `language` from the original, through the kind's own create use case. */
  make: (original: Row, language: Locale) => Promise<Result<Made, Code>>;
  /** What the caller gets for a translation that exists already. */
  answer: (row: Row) => Made;
}

/** The document's translation in `language`: made now (`created`), or the one there is. */
export async function translateDocument<Row extends GroupedRow, Made, Code extends FailureCode>(
  input: TranslateDocument<Row, Made, Code>,
): Promise<Result<{ value: Made; created: boolean }, Code | "not-found" | "invalid">> {
  const language = asLocale(input.language);
  if (!language) return fail("invalid", translationMessages.unknownLanguage);
  const original = input.original;
  if (!original) return fail("not-found", input.notFound);
  if (original.language === language) return fail("invalid", translationMessages.sameLanguage(input.kind, language));
  const existing = await findTranslationRow(input.db, input.table, original, language);
  if (existing) return succeed({ value: input.answer(existing), created: false });
  try {
    const made = await input.make(original, language);
    return made.ok ? succeed({ value: made.value, created: true }) : made;
  } catch (error) {
    // Two people pressed Translate at once: the unique (group, language) index let one draft in; open it.
    const raced = isUniqueViolation(error) ? await findTranslationRow(input.db, input.table, original, language) : undefined;
    if (raced) return succeed({ value: input.answer(raced), created: false });
    throw error;
  }
}

/** The row of `original`'s group in `language`, if there is one. */
export async function findTranslationRow<Row extends GroupedRow>(db: Kysely<DB>, table: TranslatedTable, original: Row, language: string): Promise<Row | undefined> {
  if (original.translation_group === null) return undefined;
  const group = (await listGroupRows(db, table, Number(original.translation_group))) as unknown as Row[];
  return group.find((row) => row.language === language);
}
