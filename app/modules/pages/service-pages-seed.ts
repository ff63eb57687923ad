import type { CallToAction } from "~/content/call-to-action";
import { servicePages, type ServicePageContent, type ServiceSection } from "~/content/service-pages";
import type { Testimonial } from "~/content/service-pages/service-page";
import { smartGlassesPage } from "~/content/service-pages/smart-glasses";
import { smartGlassesPageHindi } from "~/content/service-pages/smart-glasses-hi";
import { technologyMarks } from "~/content/technology-marks";
import { storedEntryOf, type FormValues } from "~/modules/content/content.schema";
import { blockTypes, type BlockDefinition, type BlockType, type StoredBlock } from "./blocks";

/**
 * The service pages as pages of blocks (decision 0052), seeded by migration 0043 from app/content/service-pages,
 * which from then on is only this seed. Each block's document is made from form values by `storedEntryOf`, as the
 * editor's save makes it, so a seeded page is exactly what staff could have typed. Section ids become the blocks'
 * anchors (/services/custom-software#pricing keeps working), the bands alternate white and grey as they did
 * (figures on the dark band), and the testimonials come from the testimonials collection (seeded by 0040 from the
 * same quotes).
 */
export const SERVICE_PAGE_PATHS = servicePages.map((page) => `/services/${page.slug}`);

const compact = (text: string) => text.replace(/[^a-z0-9]/g, "").slice(0, 12);

/** A list field's inputs (`<key>.<row>.<part>`) from rows of texts. */
function rows(key: string, items: ReadonlyArray<object>): FormValues {
  return Object.fromEntries(items.flatMap((item, row) => Object.entries(item as Record<string, string>).map(([part, value]) => [`${key}.${row}.${part}`, value])));
}

function actions(list: CallToAction[]): FormValues {
  const [main, second] = list;
  return { buttonLabel: main?.label ?? "", buttonLink: main?.to ?? "", secondButtonLabel: second?.label ?? "", secondButtonLink: second?.to ?? "" };
}

const markName = (mark: unknown) => Object.entries(technologyMarks).find(([, candidate]) => candidate === mark)?.[0] ?? "";

/** A section's block type and the inputs of its body (the heading's are shared). */
function sectionBody(page: ServicePageContent, section: ServiceSection): [BlockType, FormValues] {
  switch (section.kind) {
    case "cards":
      return ["featureGrid", { columns: section.columns === 4 ? "4" : "", ...rows("cards", section.cards) }];
    case "checklist":
      return ["checklist", { items: section.items.join("\n"), ...rows("figures", section.aside ?? []) }];
    case "steps":
      return ["processSteps", rows("steps", section.steps)];
    case "technologies":
      return ["technologyList", rows("items", section.technologies.map((technology) => ({ name: technology.name, mark: markName(technology.mark) })))];
    case "stats":
      return ["figures", rows("figures", section.stats)];
    case "testimonials":
      return ["testimonials", { topic: page.slug }];
    case "stories":
      return ["stories", rows("stories", section.stories.map(({ sector, title, summary, metrics: [first, second] }) => ({ sector, title, summary, firstValue: first?.value ?? "", firstLabel: first?.label ?? "", secondValue: second?.value ?? "", secondLabel: second?.label ?? "" })))];
    case "pricing":
      return ["pricingTable", rows("badges", section.badges)];
    case "related":
      return ["relatedServices", rows("links", section.links.map((link) => ({ service: link.to.replace("/services/", ""), label: link.label, text: link.text })))];
  }
}

function storedBlock(id: string, type: BlockType, values: FormValues): StoredBlock {
  return { id, type, hidden: false, data: storedEntryOf(blockTypes[type] as BlockDefinition, values, null) };
}

export function servicePageSeed(page: ServicePageContent): { path: string; title: string; description: string; blocks: StoredBlock[] } {
  const { hero, closing } = page;
  const prefix = compact(page.slug);
  const heroBlock = storedBlock(`${prefix}hero`, "serviceHero", {
    badge: hero.badge ?? "", eyebrow: hero.eyebrow, heading: hero.title, intro: hero.intro, ...actions(hero.actions), highlights: (hero.highlights ?? []).join("\n"), illustration: hero.image?.src ?? "",
  });
  const sections = page.sections.map((section, index) => {
    const [type, body] = sectionBody(page, section);
    // The service pages' bands: white and grey by turns, figures on the dark band.
    const background = section.kind === "stats" ? "brand" : index % 2 === 0 ? "" : "muted";
    return storedBlock(`${prefix}${compact(section.id)}`, type, { eyebrow: section.eyebrow ?? "", heading: section.title, intro: section.intro ?? "", background, anchor: section.id, ...body });
  });
  const closingBlock = storedBlock(`${prefix}closing`, "closing", { heading: closing.title, text: closing.text, ...actions(closing.actions), anchor: "closing" });
  return { path: `/services/${page.slug}`, title: page.metaTitle, description: page.metaDescription, blocks: [heroBlock, ...sections, closingBlock] };
}

export function servicePageSeeds() {
  return servicePages.map(servicePageSeed);
}

/**
 * The service pages' Hindi translations in the sample content (issue 35, decision 0055 as amended): the smart glasses
 * page, written in Hindi, seeded by migration 0049 as a published page linked to the English one. A translation's
 * texts are in its blocks' base entry, as the page editor writes them (decision 0053), and its block ids are the
 * English page's, as "Translate to हिन्दी" keeps them.
 */
export function hindiServicePageSeeds() {
  return [servicePageSeed(smartGlassesPageHindi)];
}

const testimonialsOf = (page: ServicePageContent): Testimonial[] => page.sections.flatMap((section) => (section.kind === "testimonials" ? section.testimonials : []));

/**
 * The Hindi texts of the testimonials the Hindi service pages show (the testimonials collection's entries, seeded
 * from the English pages by 0040), each with the English quote of the entry it translates.
 */
export function hindiTestimonialSeeds(): Array<{ translates: string } & Testimonial> {
  const english = testimonialsOf(smartGlassesPage);
  return testimonialsOf(smartGlassesPageHindi).map((hindi, index) => ({ translates: english[index]!.quote, ...hindi }));
}
