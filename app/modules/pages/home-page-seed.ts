import { gymCrmShowcase, homeContact, homeHero, homeServiceCards, noCodeTeaser } from "~/content/home";
import { DEFAULT_LOCALE, type FormValues, type Locale } from "~/modules/content/content.schema";
import { messagesFor } from "~/i18n/messages";
import { block } from "./block-seed";

/**
 * The home page as a page of blocks (decision 0054), seeded by migration 0046 from app/content/home.ts, which from
 * then on is only this seed. The hero and the contact section have Hindi copy (their blocks' Hindi texts); the other
 * sections are English on /hi (marked lang="en", as before). The figures, featured projects and team are collections.
 */
export const HOME_PAGE_PATH = "/";

/** A list field's inputs (`<key>.<row>.<part>`) from rows of texts. */
function rows(key: string, items: ReadonlyArray<Record<string, string>>): FormValues {
  return Object.fromEntries(items.flatMap((item, row) => Object.entries(item).map(([part, value]) => [`${key}.${row}.${part}`, value])));
}

const englishOnly = (values: FormValues) => (locale: Locale) => (locale === DEFAULT_LOCALE ? values : undefined);

export function homePageSeed(): { path: string; title: string; description: string; blocks: ReturnType<typeof block>[] } {
  const showcase = gymCrmShowcase;
  const teaser = noCodeTeaser;
  return {
    path: HOME_PAGE_PATH,
    title: messagesFor("en").titles.home,
    // The home page's description is the site settings' (its meta reads them), not the page's.
    description: "",
    blocks: [
      block("homehero0000", "homeHero", (locale) => {
        const hero = homeHero[locale];
        return { eyebrow: hero.eyebrow, heading: hero.title, intro: hero.intro, buttonLabel: hero.primary.label, buttonLink: hero.primary.to, jumpLabel: hero.scroll.label, jumpTo: hero.scroll.target, figuresHeading: hero.figuresTitle };
      }),
      block("homeservices", "serviceCards", englishOnly({
        eyebrow: "What we do",
        heading: "Our Services",
        intro: "One partner from the first idea to a product that runs every day: strategy, design, engineering and support.",
        background: "",
        anchor: "services",
        ...rows("cards", homeServiceCards.map((card) => ({ icon: card.icon, title: card.title, text: card.text, link: card.to }))),
      })),
      block("homeprojects", "featuredProjects", englishOnly({
        eyebrow: "Our work",
        heading: "Featured Projects",
        intro: "Products we have designed and built ourselves, from assistive hardware to developer tools.",
        background: "muted",
        anchor: "projects",
        buttonLabel: "See All Projects",
        buttonLink: "/projects",
      })),
      block("homegymcrm00", "productShowcase", englishOnly({
        eyebrow: showcase.eyebrow,
        heading: showcase.title,
        intro: showcase.intro,
        ...rows("features", showcase.features),
        buttonLabel: showcase.pricingLink.label,
        buttonLink: showcase.pricingLink.to,
        siteLabel: showcase.productLink.label,
        siteLink: showcase.productLink.href,
        illustration: "/images/gym-crm-dashboard.svg",
        illustrationAlt: "The Gym CRM dashboard: active members, monthly revenue, today's check-ins, a chart of renewals and today's classes.",
        anchor: "gym-crm",
      })),
      block("homenocode00", "comingSoon", englishOnly({
        badge: teaser.badge,
        heading: teaser.title,
        text: teaser.text,
        points: teaser.points.join("\n"),
        buttonLabel: teaser.waitlist.label,
        buttonLink: teaser.waitlist.to,
        secondButtonLabel: teaser.more.label,
        secondButtonLink: teaser.more.to,
        secondButtonContext: "about Brahmastra",
        illustration: "/images/projects/brahmastra.svg",
        anchor: "no-code",
      })),
      block("hometeam0000", "teamMembers", englishOnly({
        eyebrow: "Our people",
        heading: "Meet Our Team",
        intro: "Engineers, designers and advisers who care about the details, and about the people who use what we build.",
        background: "muted",
        anchor: "team",
        buttonLabel: "Meet the Whole Team",
        buttonLink: "/team",
      })),
      block("homecontact0", "contactSection", (locale) => ({ eyebrow: homeContact[locale].eyebrow, heading: homeContact[locale].title, intro: homeContact[locale].text, anchor: "contact" })),
    ],
  };
}
