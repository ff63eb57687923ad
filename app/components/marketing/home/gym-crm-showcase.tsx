import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { buttonClass, ButtonLink } from "~/components/ui/button-link";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { riseIn } from "~/components/ui/rise-in";
import { Section, SectionHeading } from "~/components/ui/section";
import type { IconName } from "~/content/icon-names";

export interface ProductShowcaseContent {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  features: Array<{ icon: IconName; title: string; text: string }>;
  primary: { label: string; to: string };
  /** The product's own site: opens in a new tab. */
  site?: { label: string; href: string };
  image?: { src: string; width: number; height: number; alt: string };
}

/** One product (the home page's Gym CRM): features, an illustration, a button and the product's own site (decision 0054). */
export function ProductShowcase({ showcase }: { showcase: ProductShowcaseContent }) {
  return (
    <Section id={showcase.id} labelledBy={`${showcase.id}-title`}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id={`${showcase.id}-title`} eyebrow={showcase.eyebrow} title={showcase.title} intro={showcase.intro} align="left" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {showcase.features.map((feature, index) => {
              const motion = riseIn(index);
              return (
                <li key={index} data-crm-feature="" className={`flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${motion.className}`} style={motion.style}>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={feature.icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{feature.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{feature.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={showcase.primary.to}>{showcase.primary.label}</ButtonLink>
            {showcase.site ? (
              <ExternalLink href={showcase.site.href} className={buttonClass("secondary")}>
                {showcase.site.label}
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
              </ExternalLink>
            ) : null}
          </div>
        </div>
        {showcase.image ? (
          <img
            src={showcase.image.src}
            alt={showcase.image.alt}
            width={showcase.image.width}
            height={showcase.image.height}
            loading="lazy"
            decoding="async"
            className="w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
          />
        ) : null}
      </div>
    </Section>
  );
}
