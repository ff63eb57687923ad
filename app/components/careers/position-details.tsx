import { Briefcase, Building2, MapPin } from "lucide-react";
import { toParagraphs, type Position } from "~/modules/careers/careers.schema";

type PositionFacts = Pick<Position, "department" | "location" | "type">;

/** Department, location and type as small labelled chips. */
export function PositionMeta({ position }: { position: PositionFacts }) {
  const facts = [
    { label: "Department", value: position.department, Icon: Building2 },
    { label: "Location", value: position.location, Icon: MapPin },
    { label: "Type", value: position.type, Icon: Briefcase },
  ];
  return (
    <dl className="flex flex-wrap gap-2 text-sm">
      {facts.map(({ label, value, Icon }) => (
        // A div inside a dl may hold only dt and dd, so the icon sits in the dt beside its screen-reader label.
        <div key={label} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
          <dt>
            <Icon aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The brief and detailed description (as paragraphs) and the requirements: the dialog and the job page share it. */
export function PositionDetails({ position, headingLevel = "h3" }: { position: Position; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="space-y-6 text-slate-700">
      <p className="text-lg leading-8 text-ink">{position.description}</p>
      <section>
        <Heading className="text-lg font-semibold text-ink">About the role</Heading>
        <div className="mt-2 space-y-3 leading-7">
          {toParagraphs(position.detailedDescription).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>
      {position.requirements.length ? (
        <section>
          <Heading className="text-lg font-semibold text-ink">Requirements</Heading>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7 marker:text-brand-600">
            {position.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
