import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { useLocale } from "~/components/layout/use-locale";
import { Icon } from "~/components/ui/icon";
import { riseIn } from "~/components/ui/rise-in";
import type { ServiceOverviewCard } from "~/content/services-overview";

/** The /services cards: what each service is, three key points and a link to its page ("Learn more" and its name for screen readers, in the page's language). */
export function ServiceOverviewGrid({ cards }: { cards: ServiceOverviewCard[] }) {
  const { t } = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => {
        const motion = riseIn(index);
        return (
          <li
            key={card.to}
            data-service-card=""
            className={`group flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-lg ${motion.className}`}
            style={motion.style}
          >
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <Icon name={card.icon} className="size-7" />
            </span>
            <h2 className="mt-6 text-xl font-semibold">{card.title}</h2>
            <p className="mt-2 leading-7 text-slate-600">{card.text}</p>
            <ul className="mt-5 flex-1 space-y-2">
              {card.points.map((point) => (
                <li key={point} className="flex gap-2 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
            <Link to={card.to} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
              {t.serviceCard.learnMore}
              <span className="sr-only">{t.serviceCard.learnMoreAbout(card.title)}</span>
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
