import type { ReactNode } from "react";
import { PostBody } from "~/components/blog/post-body";
import { CtaBand } from "~/components/marketing/cta-band";
import { PricingBlock } from "~/components/marketing/service-page/pricing-block";
import { ServiceHero } from "~/components/marketing/service-page/service-hero";
import { CardsBlock, ChecklistBlock, StatsBlock, StepsBlock, TechnologiesBlock } from "~/components/marketing/service-page/section-blocks";
import { RelatedBlock, StoriesBlock, TestimonialsBlock } from "~/components/marketing/service-page/story-blocks";
import { buttonClass } from "~/components/ui/button-link";
import type { CallToAction } from "~/content/call-to-action";
import { ICON_NAMES, type IconName } from "~/content/icon-names";
import { PageHero } from "~/components/ui/page-hero";
import type { BlockType, ReadBlock } from "~/modules/pages/blocks";
import { useLocale } from "~/components/layout/use-locale";
import { hrefIn } from "~/components/layout/site-link";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import { companyBlockRenderers } from "./company-block-renderers";
import { homeBlockRenderers } from "./home-block-renderers";
import { SectionBand } from "./section-band";
import { ContentLanguage } from "~/components/ui/content-language";

/**
 * One server-rendered renderer per block type (decision 0039; the types are declared in modules/pages/blocks.ts).
 * Typed by BlockType: a new type without its renderer does not compile. Rich text arrives sanitized by the server.
 */
type RendererOf<T extends BlockType> = (props: { block: Extract<ReadBlock, { type: T }> }) => ReactNode;

const column = "mx-auto max-w-3xl px-4 sm:px-6 lg:px-8";

function RichText({ block }: { block: Extract<ReadBlock, { type: "richText" | "analyticsSection" }> }) {
  return (
    <div className={`${column} py-8`}>
      <PostBody html={block.data.body} />
    </div>
  );
}

/** An icon the site no longer draws (the set shrank after a save) reads as a sparkle, as collections' cards do. */
const iconOf = (name: string): IconName => ((ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : "sparkles");

/**
 * A block's main button and its optional quieter second one, as the service pages' actions; a page of this site
 * in the reader's language where it is translated, as the site's header leads (hrefIn).
 */
function actionsOf(data: { buttonLabel: string; buttonLink: string; secondButtonLabel: string; secondButtonLink: string }, locale: Locale): CallToAction[] {
  const main: CallToAction = { label: data.buttonLabel, to: hrefIn(data.buttonLink, locale) };
  return data.secondButtonLabel && data.secondButtonLink ? [main, { label: data.secondButtonLabel, to: hrefIn(data.secondButtonLink, locale), variant: "secondary" }] : [main];
}

function ServiceHeroRenderer({ block }: { block: Extract<ReadBlock, { type: "serviceHero" }> }) {
  const { locale } = useLocale();
  const hero = block.data;
  return (
    <ServiceHero
      hero={{ badge: hero.badge || undefined, eyebrow: hero.eyebrow, title: hero.heading, intro: hero.intro, actions: actionsOf(hero, locale), highlights: hero.highlights.length > 0 ? hero.highlights : undefined, image: hero.image }}
    />
  );
}

function ClosingRenderer({ block }: { block: Extract<ReadBlock, { type: "closing" }> }) {
  const { locale } = useLocale();
  return <CtaBand id={block.data.anchor || `closing-${block.id}`} title={block.data.heading} text={block.data.text} actions={actionsOf(block.data, locale)} />;
}

/** The other products' pages in the reader's language (hrefIn), the block's words in its own (an English fallback's in English). */
function RelatedServicesRenderer({ block }: { block: Extract<ReadBlock, { type: "relatedServices" }> }) {
  const { locale } = useLocale();
  const labels = messagesFor(block.inEnglish ? DEFAULT_LOCALE : locale).relatedServices;
  const links = block.data.links.map((link) => ({ label: link.label, to: hrefIn(`/services/${link.service}`, locale), text: link.text }));
  return <SectionBand id={block.id} data={block.data}>{(section) => <RelatedBlock section={{ ...section, kind: "related", links }} labels={labels} />}</SectionBand>;
}

/** A success story with the figures that were filled in. */
function storyOf(row: { sector: string; title: string; summary: string; firstValue: string; firstLabel: string; secondValue: string; secondLabel: string }) {
  const metrics = [
    { value: row.firstValue, label: row.firstLabel },
    { value: row.secondValue, label: row.secondLabel },
  ].filter((metric) => metric.value !== "" || metric.label !== "");
  return { sector: row.sector, title: row.title, summary: row.summary, metrics };
}

export const blockRenderers: { [T in BlockType]: RendererOf<T> } = {
  serviceHero: ServiceHeroRenderer,
  closing: ClosingRenderer,
  hero: ({ block }) => (
    <PageHero eyebrow={block.data.eyebrow || undefined} title={block.data.heading}>
      {block.data.intro ? <p>{block.data.intro}</p> : null}
    </PageHero>
  ),
  richText: RichText,
  // Left out by the server while visits are not counted; otherwise rich text like any other.
  analyticsSection: RichText,
  callToAction: ({ block }) => (
    <section aria-labelledby={`cta-${block.id}`} className={`${column} py-8`}>
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-center shadow-xl sm:px-10">
        <h2 id={`cta-${block.id}`} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {block.data.heading}
        </h2>
        {block.data.text ? <p className="mx-auto mt-3 max-w-2xl text-lg leading-8 text-brand-100">{block.data.text}</p> : null}
        <a href={block.data.buttonLink} className={`${buttonClass("inverted")} mt-6`}>
          {block.data.buttonLabel}
        </a>
      </div>
    </section>
  ),
  faq: ({ block }) => (
    <section aria-labelledby={block.data.heading ? `faq-${block.id}` : undefined} aria-label={block.data.heading ? undefined : "Questions and answers"} className={`${column} py-8`}>
      {block.data.heading ? (
        <h2 id={`faq-${block.id}`} className="text-2xl font-bold text-ink">
          {block.data.heading}
        </h2>
      ) : null}
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        {block.data.items.map((item, index) => (
          <div key={index} className="p-5">
            <dt className="font-semibold text-ink">{item.question}</dt>
            <dd className="mt-2 whitespace-pre-line leading-7 text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  ),
  image: ({ block }) =>
    block.data.image ? (
      <figure className={`${column} py-8`}>
        <img src={block.data.image.src} alt={block.data.image.alt} width={block.data.image.width} height={block.data.image.height} loading="lazy" decoding="async" className="h-auto w-full rounded-2xl" />
        {block.data.caption ? <figcaption className="mt-3 text-center text-sm text-slate-600">{block.data.caption}</figcaption> : null}
      </figure>
    ) : null,
  featureGrid: ({ block }) => (
    <SectionBand id={block.id} data={block.data}>
      {(section) => <CardsBlock section={{ ...section, kind: "cards", columns: block.data.columns === "4" ? 4 : 3, cards: block.data.cards.map((card) => ({ ...card, icon: iconOf(card.icon) })) }} />}
    </SectionBand>
  ),
  processSteps: ({ block }) => <SectionBand id={block.id} data={block.data}>{(section) => <StepsBlock section={{ ...section, kind: "steps", steps: block.data.steps }} />}</SectionBand>,
  technologyList: ({ block }) => (
    <SectionBand id={block.id} data={block.data}>
      {(section) => <TechnologiesBlock section={{ ...section, kind: "technologies", technologies: block.data.technologies }} />}
    </SectionBand>
  ),
  pricingTable: ({ block }) => (
    <SectionBand id={block.id} data={block.data}>
      {(section) => <PricingBlock section={{ ...section, kind: "pricing", plans: block.data.plans, badges: block.data.badges.map((badge) => ({ ...badge, icon: iconOf(badge.icon) })) }} />}
    </SectionBand>
  ),
  checklist: ({ block }) => (
    <SectionBand id={block.id} data={block.data}>
      {(section) => <ChecklistBlock section={{ ...section, kind: "checklist", items: block.data.items, aside: block.data.figures.length > 0 ? block.data.figures : undefined }} />}
    </SectionBand>
  ),
  figures: ({ block }) => <SectionBand id={block.id} data={block.data}>{(section) => <StatsBlock section={{ ...section, kind: "stats", stats: block.data.figures }} />}</SectionBand>,
  stories: ({ block }) => (
    <SectionBand id={block.id} data={block.data}>
      {(section) => <StoriesBlock section={{ ...section, kind: "stories", stories: block.data.stories.map(storyOf) }} />}
    </SectionBand>
  ),
  relatedServices: RelatedServicesRenderer,
  // No testimonial about the service (yet): the section would be a heading over nothing.
  testimonials: ({ block }) =>
    block.data.testimonials.length === 0 ? null : (
      <SectionBand id={block.id} data={block.data}>
        {(section) => <TestimonialsBlock section={{ ...section, kind: "testimonials", testimonials: block.data.testimonials }} />}
      </SectionBand>
    ),
  ...companyBlockRenderers,
  ...homeBlockRenderers,
};

/** A page's visible blocks in their order. */
export function PageBlocks({ blocks }: { blocks: ReadBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Render = blockRenderers[block.type] as RendererOf<BlockType>;
        return block.inEnglish ? (
          <div key={block.id} lang="en">
            <ContentLanguage language={DEFAULT_LOCALE}>
              <Render block={block as never} />
            </ContentLanguage>
          </div>
        ) : (
          <Render key={block.id} block={block as never} />
        );
      })}
    </>
  );
}
