import { createContext, useContext, type ReactNode } from "react";
import { useLocale } from "~/components/layout/use-locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

/**
 * The language of the text around a point of the page (issue 35): the page's, or English inside a passage marked
 * `lang="en"` (a page or block not yet translated). Set where such a passage begins; below it, a card reads it.
 */
const SurroundingLanguage = createContext<Locale | undefined>(undefined);

/** Children read `language` as the text around them (the element that says so is the caller's). */
export function ContentLanguage({ language, children }: { language: Locale; children: ReactNode }) {
  return <SurroundingLanguage.Provider value={language}>{children}</SurroundingLanguage.Provider>;
}

/** The language of the text around here: the page's unless a passage above says otherwise. */
export function useSurroundingLanguage(): Locale {
  const { locale } = useLocale();
  return useContext(SurroundingLanguage) ?? locale;
}

/**
 * A collection entry's card or row (decision 0061): `lang` to put on its element, only where the entry reads in
 * another language than the text around it (an English fallback on a Hindi page, or a translated entry inside an
 * English passage), and `t`, the catalogue of the entry's language, for the card's own words, which read with it.
 * Wrap the card's children in `ContentLanguage` with `language` where they hold further cards or links.
 */
export function useEntryLanguage(entryLanguage: Locale | undefined) {
  const around = useSurroundingLanguage();
  const language = entryLanguage ?? around;
  return { language, lang: langMark(language, around), t: messagesFor(language) };
}

/** The `lang` an entry's element carries: its language where that differs from the text around it, else none. */
export function langMark(entryLanguage: Locale | undefined, around: Locale): Locale | undefined {
  return entryLanguage !== undefined && entryLanguage !== around ? entryLanguage : undefined;
}

/**
 * `lang` for a text of an entry that reads in the page's language but has no translation of that text yet (a
 * partly translated entry, or the site settings: `englishFields`, decision 0061): English, so it is read with an
 * English voice; else none. Several fields shown as one text (an address): English if any of them is.
 */
export function fieldLang(entry: { englishFields?: readonly string[] }, ...fields: readonly string[]): Locale | undefined {
  return fields.some((field) => entry.englishFields?.includes(field)) ? DEFAULT_LOCALE : undefined;
}

/** One text of an entry, in a `span` marked English only where it fell back (`fieldLang`): for a text that shares its element. */
export function EntryText({ entry, field, children }: { entry: { englishFields?: readonly string[] }; field: string; children: ReactNode }) {
  const lang = fieldLang(entry, field);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
