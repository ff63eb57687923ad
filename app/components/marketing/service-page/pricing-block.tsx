import { Icon } from "~/components/ui/icon";
import { useSurroundingLanguage } from "~/components/ui/content-language";
import { messagesFor } from "~/i18n/messages";
import type { ServiceSection } from "~/content/service-pages/service-page";
import { PricingCard } from "./pricing-card";

export function PricingBlock({ section }: { section: Extract<ServiceSection, { kind: "pricing" }> }) {
  // The promises are the block's own: in its language (English inside a block not yet translated).
  const t = messagesFor(useSurroundingLanguage());
  return (
    <>
      <div className="mx-auto mt-16 grid max-w-4xl gap-10 md:grid-cols-2 md:gap-8">
        {section.plans.map((plan, index) => (
          <PricingCard key={index} plan={plan} headingId={`plan-${index + 1}`} />
        ))}
      </div>
      {section.badges.length === 0 ? null : (
        <ul aria-label={t.pricing.promises} className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {section.badges.map((badge) => (
            <li key={badge.label} data-assurance="" className="flex flex-col items-center gap-2 rounded-xl bg-white px-3 py-4 text-center shadow-sm ring-1 ring-slate-200">
              <Icon name={badge.icon} className="size-6 text-brand-700" />
              <span className="text-sm font-semibold text-ink">{badge.label}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
