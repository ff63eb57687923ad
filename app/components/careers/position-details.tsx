import { Briefcase, Building2, CalendarClock, MapPin, Wallet } from "lucide-react";
import { useLocale } from "~/components/layout/use-locale";
import { toParagraphs, type Position } from "~/modules/careers/careers.schema";
import { formatDay, formatSalary } from "~/modules/careers/position-terms";

type PositionFacts = Pick<Position, "department" | "location" | "type" | "salary" | "closesOn">;

/**
 * Department, location, type, and the salary and closing day when stated, as small labelled chips. `contentLang`:
 * the language of the position's own text where it is not the page's (an English position on a Hindi page).
 */
export function PositionMeta({ position, contentLang }: { position: PositionFacts; contentLang?: string }) {
  const { locale, t } = useLocale();
  const words = t.careers;
  const facts = [
    { label: words.facts.department, value: position.department, Icon: Building2, lang: contentLang },
    { label: words.facts.location, value: position.location, Icon: MapPin, lang: contentLang },
    { label: words.facts.type, value: words.types[position.type] ?? position.type, Icon: Briefcase },
    ...(position.salary ? [{ label: words.facts.salary, value: formatSalary(position.salary, words.salary), Icon: Wallet }] : []),
    ...(position.closesOn ? [{ label: words.facts.closes, value: words.applyBy(formatDay(position.closesOn, locale)), Icon: CalendarClock }] : []),
  ];
  return (
    <dl className="flex flex-wrap gap-2 text-sm">
      {facts.map(({ label, value, Icon, lang }) => (
        // A div inside a dl may hold only dt and dd, so the icon sits in the dt beside its screen-reader label.
        <div key={label} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
          <dt>
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The brief and detailed description (as paragraphs) and the requirements: the dialog and the job page share it. */
export function PositionDetails({ position, headingLevel = "h3", contentLang }: { position: Position; headingLevel?: "h2" | "h3"; contentLang?: string }) {
  const Heading = headingLevel;
  const { t } = useLocale();
  return (
    <div className="space-y-6 text-slate-700">
      <p lang={contentLang} className="text-lg leading-8 text-ink">
        {position.description}
      </p>
      <section>
        <Heading className="text-lg font-semibold text-ink">{t.careers.aboutRole}</Heading>
        <div lang={contentLang} className="mt-2 space-y-3 leading-7">
          {toParagraphs(position.detailedDescription).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>
      {position.requirements.length ? (
        <section>
          <Heading className="text-lg font-semibold text-ink">{t.careers.requirements}</Heading>
          <ul lang={contentLang} className="mt-2 list-disc space-y-1.5 pl-5 leading-7 marker:text-brand-600">
            {position.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
