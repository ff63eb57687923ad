import { aboutMission, aboutPage, aboutStory } from "~/content/about";
import { DEFAULT_LOCALE, LOCALES, storedEntryOf, type FormValues, type Locale } from "~/modules/content/content.schema";
import { messagesFor } from "~/i18n/messages";
import { blockTypes, type BlockDefinition, type BlockType, type StoredBlock } from "./blocks";

/**
 * The about page as a page of blocks (decision 0054), seeded by migration 0045 from app/content/about.ts, which from
 * then on is only this seed. As the service pages' seed (decision 0052), each block's document is made from form
 * values by `storedEntryOf`, as the editor's save makes it; the Hindi copy goes into the same fields' Hindi texts
 * (what /hi/about reads, with the English where a text has none). Section ids become the blocks' anchors, so
 * /about#leadership keeps leading where it did.
 */
export const ABOUT_PAGE_PATH = "/about";

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

function block(id: string, type: BlockType, values: (locale: Locale) => FormValues): StoredBlock {
  const perLocale = Object.fromEntries(LOCALES.map((locale) => [locale, values(locale)])) as { en: FormValues } & Record<Locale, FormValues>;
  return { id, type, hidden: false, data: translatedEntryOf(blockTypes[type] as BlockDefinition, perLocale) };
}

const section = (eyebrow: string, heading: string, intro: string, background: string, anchor: string): FormValues => ({ eyebrow, heading, intro, background, anchor });

export function aboutPageSeed(): { path: string; title: string; description: string; blocks: StoredBlock[] } {
  return {
    path: ABOUT_PAGE_PATH,
    title: messagesFor("en").titles.about,
    description: "The story, mission and values of Vyoma Technologies, a Pune technology company, and the seven people who lead it.",
    blocks: [
      block("abouthero000", "hero", (locale) => ({ eyebrow: aboutPage[locale].eyebrow, heading: aboutPage[locale].title, intro: aboutPage[locale].intro })),
      block("aboutstory00", "story", (locale) => ({
        eyebrow: aboutStory[locale].eyebrow,
        heading: aboutStory[locale].title,
        paragraphs: aboutStory[locale].paragraphs.join("\n"),
        highlightHeading: aboutMission[locale].title,
        highlightText: aboutMission[locale].text,
        anchor: "story",
      })),
      block("aboutvalues0", "companyValues", (locale) => section(aboutPage[locale].values.eyebrow, aboutPage[locale].values.title, "", "muted", "values")),
      block("aboutfigures", "companyFigures", (locale) => section("", aboutPage[locale].figuresTitle, "", "brand", "figures")),
      block("aboutleaders", "teamMembers", (locale) => {
        const { eyebrow, title, intro } = aboutPage[locale].leadership;
        return section(eyebrow, title, intro, "", "leadership");
      }),
      block("aboutcareers", "closing", (locale) => ({
        heading: aboutPage[locale].careers.title,
        text: aboutPage[locale].careers.text,
        buttonLabel: aboutPage[locale].careers.action,
        buttonLink: "/careers",
        secondButtonLabel: "",
        secondButtonLink: "",
        anchor: "careers",
      })),
    ],
  };
}
