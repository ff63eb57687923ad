import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { riseIn } from "~/components/ui/rise-in";
import { Section, SectionHeading } from "~/components/ui/section";
import { homeServiceCards } from "~/content/home";

/** The eight service cards; each Learn more goes to that service's own page. */
export function HomeServices() {
  return (
    <Section id="services" labelledBy="home-services-title">
      <SectionHeading
        id="home-services-title"
        eyebrow="What we do"
        title="Our Services"
        intro="One partner from the first idea to a product that runs every day: strategy, design, engineering and support."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServiceCards.map((card, index) => {
          const motion = riseIn(index);
          return (
            <li
              key={card.title}
              data-service-card=""
              className={`group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md ${motion.className}`}
              style={motion.style}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{card.text}</p>
              <Link to={card.to} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
                Learn more<span className="sr-only"> about {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
