import { DEFAULT_LOCALE, LOCALES, storedEntryOf, type FormValues, type Locale } from "~/modules/content/content.schema";
import { blockTypes, type BlockDefinition, type BlockType, type StoredBlock } from "./blocks";

/** Seeding pages of blocks with texts in more than one language (the about and home pages, decision 0054). */

/**
 * A block's document from its form values in every language it has: the English as a save stores it, the other
 * languages' texts beside it (storedEntryOf keeps what the previous document holds in other languages).
 */
export function translatedEntryOf(definition: BlockDefinition, values: { en: FormValues } & Partial<Record<Locale, FormValues>>): Record<string, unknown> {
  let others: Record<string, unknown> | null = null;
  for (const locale of LOCALES) {
    const translated = values[locale];
    if (locale === DEFAULT_LOCALE || !translated) continue;
    // A save stores what is typed as English: relabel those texts as this language's.
    const asEnglish = storedEntryOf(definition, translated, null);
    others = mergeTexts(others ?? {}, relabel(asEnglish, locale) as Record<string, unknown>);
  }
  return storedEntryOf(definition, values.en, others);
}

function relabel(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => relabel(item, locale));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value);
  // A text left empty in this language has no translation: the reader gets the English.
  if (entries.length === 1 && entries[0]![0] === DEFAULT_LOCALE && typeof entries[0]![1] === "string") return entries[0]![1] === "" ? {} : { [locale]: entries[0]![1] };
  return Object.fromEntries(entries.map(([key, item]) => [key, relabel(item, locale)]));
}

function mergeTexts(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = merged[key];
    merged[key] = typeof before === "object" && before !== null && !Array.isArray(before) && typeof value === "object" && value !== null ? { ...before, ...value } : value;
  }
  return merged;
}

/** A seeded block: its form values in each language it is written in (`undefined` where it has no translation). */
export function block(id: string, type: BlockType, values: (locale: Locale) => FormValues | undefined): StoredBlock {
  const perLocale = Object.fromEntries(LOCALES.map((locale) => [locale, values(locale)])) as { en: FormValues } & Partial<Record<Locale, FormValues>>;
  return { id, type, hidden: false, data: translatedEntryOf(blockTypes[type] as BlockDefinition, perLocale) };
}

