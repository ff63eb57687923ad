import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { buttonClass, ButtonLink } from "~/components/ui/button-link";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { riseIn } from "~/components/ui/rise-in";
import { Section, SectionHeading } from "~/components/ui/section";
import { gymCrmShowcase } from "~/content/home";

/** Our gym CRM product: six features, a dashboard illustration, pricing and the product's own site. */
export function GymCrmShowcase() {
  const showcase = gymCrmShowcase;
  return (
    <Section id="gym-crm" labelledBy="gym-crm-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="gym-crm-title" eyebrow={showcase.eyebrow} title={showcase.title} intro={showcase.intro} align="left" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {showcase.features.map((feature, index) => {
              const motion = riseIn(index);
              return (
                <li key={feature.title} data-crm-feature="" className={`flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${motion.className}`} style={motion.style}>
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
            <ButtonLink to={showcase.pricingLink.to}>{showcase.pricingLink.label}</ButtonLink>
            <ExternalLink href={showcase.productLink.href} className={buttonClass("secondary")}>
              {showcase.productLink.label}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          </div>
        </div>
        <img
          src="/images/gym-crm-dashboard.svg"
          alt="The Gym CRM dashboard: active members, monthly revenue, today's check-ins, a chart of renewals and today's classes."
          width={640}
          height={440}
          loading="lazy"
          decoding="async"
          className="w-full rounded-3xl shadow-xl ring-1 ring-slate-200"
        />
      </div>
    </Section>
  );
}
