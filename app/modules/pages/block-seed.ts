import { DEFAULT_LOCALE, LOCALES, storedEntryOf, type FormValues, type Locale } from "~/modules/content/content.schema";
import { blockTypes, type BlockDefinition, type BlockType, type StoredBlock } from "./blocks";

/** Seeding pages of blocks with texts in more than one language (the about and home pages, decision 0054). */

/**
 * A block's document from its form values in every language it has: the English as a save stores it, then each
 * other language's texts as that language's form stores them (`storedEntryOf` with a language, decision 0060).
 */
export function translatedEntryOf(definition: BlockDefinition, values: { en: FormValues } & Partial<Record<Locale, FormValues>>): Record<string, unknown> {
  let entry = storedEntryOf(definition, values.en, null);
  for (const locale of LOCALES) {
    const translated = values[locale];
    if (locale !== DEFAULT_LOCALE && translated) entry = storedEntryOf(definition, translated, entry, locale);
  }
  return entry;
}

/** A seeded block: its form values in each language it is written in (`undefined` where it has no translation). */
export function block(id: string, type: BlockType, values: (locale: Locale) => FormValues | undefined): StoredBlock {
  const perLocale = Object.fromEntries(LOCALES.map((locale) => [locale, values(locale)])) as { en: FormValues } & Partial<Record<Locale, FormValues>>;
  return { id, type, hidden: false, data: translatedEntryOf(blockTypes[type] as BlockDefinition, perLocale) };
}

