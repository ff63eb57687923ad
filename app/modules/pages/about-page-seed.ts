import { aboutMission, aboutPage, aboutStory } from "~/content/about";
import type { FormValues } from "~/modules/content/content.schema";
import { messagesFor } from "~/i18n/messages";
import { block } from "./block-seed";
import type { StoredBlock } from "./blocks";

/**
 * The about page as a page of blocks (decision 0054), seeded by migration 0045 from app/content/about.ts, which from
 * then on is only this seed. As the service pages' seed (decision 0052), each block's document is made from form
 * values by `storedEntryOf`, as the editor's save makes it; the Hindi copy goes into the same fields' Hindi texts
 * (what /hi/about reads, with the English where a text has none). Section ids become the blocks' anchors, so
 * /about#leadership keeps leading where it did.
 */
export const ABOUT_PAGE_PATH = "/about";

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
