import { CheckList } from "~/components/ui/check-list";
import { CardGrid, IconCard } from "~/components/ui/icon-card";
import { riseIn } from "~/components/ui/rise-in";
import { StatList } from "~/components/ui/stat-list";
import type { ServiceSection } from "~/content/service-pages/service-page";
import { TechnologyIcon } from "../technology-icon";

type Of<K extends ServiceSection["kind"]> = Extract<ServiceSection, { kind: K }>;

export function CardsBlock({ section }: { section: Of<"cards"> }) {
  return (
    <CardGrid columns={section.columns}>
      {section.cards.map((card, index) => (
        <IconCard key={card.title} index={index} {...card} />
      ))}
    </CardGrid>
  );
}

export function ChecklistBlock({ section }: { section: Of<"checklist"> }) {
  return (
    <div className={`mt-12 grid gap-10 ${section.aside ? "lg:grid-cols-3" : ""}`}>
      <CheckList items={section.items} className={section.aside ? "sm:columns-1 lg:col-span-2" : "mx-auto max-w-3xl"} />
      {section.aside ? (
        <StatList stats={section.aside} className="!grid-cols-1 sm:!grid-cols-2 lg:!grid-cols-1" />
      ) : null}
    </div>
  );
}

export function StepsBlock({ section }: { section: Of<"steps"> }) {
  const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" }[section.steps.length] ?? "lg:grid-cols-3";
  return (
    <ol className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
      {section.steps.map((step, index) => {
        const motion = riseIn(index);
        return (
          <li key={step.title} className={`relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${motion.className}`} style={motion.style}>
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function TechnologiesBlock({ section }: { section: Of<"technologies"> }) {
  return (
    // Centred rows, so a short last row does not hang off to one side.
    <ul className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-4">
      {section.technologies.map((technology) => (
        <li
          key={technology.name}
          className="flex w-[calc(50%-0.5rem)] flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center shadow-sm sm:w-44"
        >
          <TechnologyIcon name={technology.name} mark={technology.mark} />
          <span className="text-sm font-semibold text-ink">{technology.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function StatsBlock({ section }: { section: Of<"stats"> }) {
  return <StatList stats={section.stats} inverted className="mt-12" />;
}
