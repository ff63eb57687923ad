import { OriginalBeside } from "~/components/translations/original-beside";
import { localizedPath } from "~/i18n/locale";
import { localeOrDefault } from "~/i18n/locales";
import type { Position } from "~/modules/careers/careers.schema";

/**
 * What a position translation's editor shows beside the form (decision 0055, as posts' and pages' editors do): the
 * original's fields under the labels the form gives them, read only. Its editor is the careers page's, opened by
 * `?edit=` on the page in the original's language.
 */
export function OriginalPositionBeside({ original }: { original: Position }) {
  const fields: Array<[label: string, value: string]> = [
    ["Department", original.department],
    ["Location", original.location],
    ["Type", original.type],
    ["Brief Description", original.description],
  ];
  return (
    <OriginalBeside language={original.language} title={original.title} editPath={`${localizedPath("/careers", localeOrDefault(original.language))}?edit=${original.id}`} reloadDocument>
      <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt lang="en" className="text-xs font-medium uppercase tracking-wide text-slate-500">
              {label}
            </dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
        <div>
          <dt lang="en" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Detailed Description
          </dt>
          <dd className="space-y-2 text-slate-800">
            {original.detailedDescription.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </dd>
        </div>
        {original.requirements.length > 0 ? (
          <div>
            <dt lang="en" className="text-xs font-medium uppercase tracking-wide text-slate-500">
              Requirements
            </dt>
            <dd>
              <ul className="list-disc space-y-1 pl-5 text-slate-800">
                {original.requirements.map((requirement, index) => (
                  <li key={index}>{requirement}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </OriginalBeside>
  );
}
