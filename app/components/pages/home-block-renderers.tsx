import { ContactForm } from "~/components/contact/contact-form";
import { useLocale } from "~/components/layout/use-locale";
import { hrefIn } from "~/components/layout/site-link";
import { ContactPanel } from "~/components/marketing/contact/contact-panel";
import { ProductShowcase } from "~/components/marketing/home/gym-crm-showcase";
import { HomeHero } from "~/components/marketing/home/home-hero";
import { FeaturedProjectList } from "~/components/marketing/home/home-projects";
import { ServiceCardList } from "~/components/marketing/home/home-services";
import { ComingSoonTeaser } from "~/components/marketing/home/no-code-teaser";
import { ButtonLink } from "~/components/ui/button-link";
import { ICON_NAMES, type IconName } from "~/content/icon-names";
import type { ReadBlock } from "~/modules/pages/blocks";
import { SectionBand } from "./section-band";

/**
 * The renderers of the home page's blocks (modules/pages/home-blocks.ts, decision 0054): the home page's own
 * components, given the block's fields.
 */
type Block<T extends ReadBlock["type"]> = {
  block: Extract<ReadBlock, { type: T }>;
};

const iconOf = (name: string): IconName =>
  (ICON_NAMES as readonly string[]).includes(name)
    ? (name as IconName)
    : "sparkles";

/** A block's link to a page of the site, to that page in the reader's language where it is translated. */
function useLocalHref(): (to: string) => string {
  const { locale } = useLocale();
  return (to) => hrefIn(to, locale);
}

/** An optional button under a section, to a page in the reader's language where it is translated. */
export function SectionButton({ label, to }: { label: string; to: string }) {
  const { locale } = useLocale();
  if (!label || !to) return null;
  return (
    <div className="mt-12 text-center">
      <ButtonLink to={hrefIn(to, locale)} variant="secondary">
        {label}
      </ButtonLink>
    </div>
  );
}

export const homeBlockRenderers = {
  homeHero: ({ block }: Block<"homeHero">) => (
    <HomeHero
      eyebrow={block.data.eyebrow || undefined}
      title={block.data.heading}
      intro={block.data.intro}
      primary={{ label: block.data.buttonLabel, to: block.data.buttonLink }}
      jump={
        block.data.jumpLabel && block.data.jumpTo
          ? { label: block.data.jumpLabel, target: block.data.jumpTo }
          : undefined
      }
      figuresTitle={block.data.figuresHeading}
      figures={block.data.figures}
    />
  ),
  serviceCards: function ServiceCards({ block }: Block<"serviceCards">) {
    const href = useLocalHref();
    return (
      <SectionBand id={block.id} data={block.data}>
        {() => (
          <ServiceCardList
            cards={block.data.cards.map((card) => ({
              icon: iconOf(card.icon),
              title: card.title,
              text: card.text,
              to: href(card.link),
            }))}
          />
        )}
      </SectionBand>
    );
  },
  featuredProjects: ({ block }: Block<"featuredProjects">) => (
    <SectionBand id={block.id} data={block.data}>
      {() => (
        <>
          <FeaturedProjectList projects={block.data.projects} />
          <SectionButton
            label={block.data.buttonLabel}
            to={block.data.buttonLink}
          />
        </>
      )}
    </SectionBand>
  ),
  productShowcase: function Showcase({ block }: Block<"productShowcase">) {
    const href = useLocalHref();
    return (
      <ProductShowcase
        showcase={{
          id: block.data.anchor || `section-${block.id}`,
          eyebrow: block.data.eyebrow || undefined,
          title: block.data.heading,
          intro: block.data.intro || undefined,
          features: block.data.features.map((feature) => ({
            ...feature,
            icon: iconOf(feature.icon),
          })),
          primary: {
            label: block.data.buttonLabel,
            to: href(block.data.buttonLink),
          },
          site:
            block.data.siteLabel && block.data.siteLink
              ? { label: block.data.siteLabel, href: block.data.siteLink }
              : undefined,
          image: block.data.image
            ? { ...block.data.image, alt: block.data.illustrationAlt }
            : undefined,
        }}
      />
    );
  },
  comingSoon: function Teaser({ block }: Block<"comingSoon">) {
    const href = useLocalHref();
    return (
      <ComingSoonTeaser
        teaser={{
          id: block.data.anchor || `section-${block.id}`,
          badge: block.data.badge || undefined,
          title: block.data.heading,
          text: block.data.text,
          points: block.data.points,
          primary: {
            label: block.data.buttonLabel,
            to: href(block.data.buttonLink),
          },
          second:
            block.data.secondButtonLabel && block.data.secondButtonLink
              ? {
                  label: block.data.secondButtonLabel,
                  to: href(block.data.secondButtonLink),
                  context: block.data.secondButtonContext || undefined,
                }
              : undefined,
          image: block.data.image,
        }}
      />
    );
  },
  contactSection: ({ block }: Block<"contactSection">) => (
    <SectionBand id={block.id} data={{ ...block.data, background: "" }}>
      {() => <ContactPanel form={<ContactForm variant="service" />} />}
    </SectionBand>
  ),
};
