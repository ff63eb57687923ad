import type { AppServices } from "~/modules/services";
import { fillRetentionPeriods } from "~/content/legal";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { companyFigureCollection, companyValueCollection, featuredProjectCollection } from "~/modules/content/collections";
import { listEntries, listIconCards, listPricingPlans, listTeamMembers, listTestimonials } from "~/modules/content/content.server";
import type { Locale } from "~/modules/content/content.schema";
import { findMediaRows } from "~/modules/media/media.repository.server";
import { mailImageSrc } from "~/modules/media/responsive-image";
import type { H1Place } from "~/modules/accessibility/accessibility.schema";
import { blockTypes, isShown, PAGE_HEADING_BLOCKS, readBlock, type BlockDefinition, type ReadBlock, type StoredBlock } from "./blocks";
import { TITLE_AS_H1_PATHS } from "./pages.schema";

/**
 * Blocks as visitors get them, for the public page and the editor's preview alike: read in the page's language,
 * rich text sanitized, images with their library file, and what a block shows from a collection (a pricing table's
 * plans, the testimonials about a service, the company's values, figures, team and featured projects). Hidden blocks are left out.
 * The collections are read in the page's language, each entry saying which language it reads in (English where it
 * has no translation: its card is marked lang="en" on a page in another language).
 * `writtenIn`: the language of the blocks' base texts, the page's own (English unless the page is a translation).
 */
export async function readVisibleBlocks(services: Pick<AppServices, "database" | "env">, stored: StoredBlock[], language: Locale, writtenIn?: Locale): Promise<ReadBlock[]> {
  const visible = stored.filter((block) => isShown(block, services.env));
  const db = services.database.db;
  const files = new Map((await findMediaRows(db, imagesOf(visible).map((image) => image.mediaId))).map((file) => [file.id, file]));
  const plans = visible.some((block) => block.type === "pricingTable") ? await listPricingPlans(services, language) : [];
  const base = services.env.MEDIA_PUBLIC_URL ?? "";
  const blocks: ReadBlock[] = [];
  for (const block of visible) {
    const read = readBlock(block, language, writtenIn);
    // Rich text names retention settings in braces ({SPAM_RETENTION_DAYS}): the configured numbers, as the jobs keep data.
    if (read.type === "richText") blocks.push({ ...read, data: { ...read.data, body: fillRetentionPeriods(sanitizePostHtml(read.data.body), services.env) } });
    else if (read.type === "analyticsSection") blocks.push({ ...read, data: { ...read.data, body: fillRetentionPeriods(sanitizePostHtml(read.data.body), services.env) } });
    else if (read.type === "image") {
      const file = read.data.image ? files.get(read.data.image.mediaId) : undefined;
      // An image deleted from the library since: the block goes rather than show a broken image.
      if (!read.data.image || !file) continue;
      // The page's column is at most 768 CSS px: a file no wider than twice that.
      blocks.push({ ...read, data: { ...read.data, image: { ...read.data.image, src: mailImageSrc(base, file, 1536), width: file.width, height: file.height } } });
    } else if (read.type === "pricingTable") blocks.push({ ...read, data: { ...read.data, plans } });
    else if (read.type === "companyValues") blocks.push({ ...read, data: { ...read.data, values: await listIconCards(services, companyValueCollection, language) } });
    else if (read.type === "companyFigures") blocks.push({ ...read, data: { ...read.data, figures: await listEntries(services, companyFigureCollection, language) } });
    else if (read.type === "homeHero") blocks.push({ ...read, data: { ...read.data, figures: await listEntries(services, companyFigureCollection, language) } });
    else if (read.type === "featuredProjects") blocks.push({ ...read, data: { ...read.data, projects: await listEntries(services, featuredProjectCollection, language) } });
    else if (read.type === "teamMembers") blocks.push({ ...read, data: { ...read.data, members: await listTeamMembers(services, language) } });
    else if (read.type === "testimonials") blocks.push({ ...read, data: { ...read.data, testimonials: await listTestimonials(services, { topic: read.data.topic }, language) } });
    else blocks.push(read);
  }
  return blocks;
}

/** The images the blocks show, each with the block and field that chose it. */
export function imagesOf(blocks: StoredBlock[]): Array<{ blockId: string; key: string; mediaId: string }> {
  return blocks.flatMap((block) =>
    Object.entries((blockTypes[block.type] as BlockDefinition).fields).flatMap(([key, field]) => {
      const image = block.data[key] as { mediaId?: string } | null | undefined;
      return field.kind === "image" && image?.mediaId ? [{ blockId: block.id, key, mediaId: image.mediaId }] : [];
    }),
  );
}

/**
 * Where the public page's h1 comes from, for the publish check: a visible heading block (left out of the checked
 * HTML, as a post's title is) or the route's layout (the legal pages) is "title"; otherwise the blocks themselves must
 * hold it ("content"), and a page without one is refused (axe's page-has-heading-one).
 */
export function pageH1Place(path: string, blocks: readonly StoredBlock[]): H1Place {
  return TITLE_AS_H1_PATHS.has(path) || blocks.some((block) => !block.hidden && PAGE_HEADING_BLOCKS.has(block.type)) ? "title" : "content";
}
