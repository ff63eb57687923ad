import { Icon } from "~/components/ui/icon";
import type { ServiceSection } from "~/content/service-pages/service-page";
import { PricingCard } from "./pricing-card";

export function PricingBlock({ section }: { section: Extract<ServiceSection, { kind: "pricing" }> }) {
  return (
    <>
      <div className="mx-auto mt-16 grid max-w-4xl gap-10 md:grid-cols-2 md:gap-8">
        {section.plans.map((plan, index) => (
          <PricingCard key={index} plan={plan} headingId={`plan-${index + 1}`} />
        ))}
      </div>
      {section.badges.length === 0 ? null : (
        <ul aria-label="Our promises" className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
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
