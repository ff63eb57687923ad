import type { Statistic } from "~/content/call-to-action";
import type { Locale } from "~/i18n/locales";
import { fieldLang, langMark, useSurroundingLanguage } from "./content-language";

/**
 * Figures as a description list: the label is the term and the figure its value, so screen readers say
 * "Active Gyms, 500+". The value is shown first with CSS order only.
 */
export function StatList({ stats, inverted = false, className = "" }: { stats: Array<Statistic & { language?: Locale; englishFields?: string[] }>; inverted?: boolean; className?: string }) {
  // A company figure not yet translated reads in English on a page in another language: it says so.
  const around = useSurroundingLanguage();
  return (
    <dl className={`grid grid-cols-2 gap-6 lg:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          data-stat=""
          lang={langMark(stat.language, around)}
          className={`flex flex-col-reverse items-center justify-end rounded-2xl px-4 py-6 text-center ${inverted ? "bg-white/10" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
        >
          <dt className={`mt-2 text-sm font-medium sm:text-base ${inverted ? "text-brand-100" : "text-slate-600"}`} lang={fieldLang(stat, "label")}>
            {stat.label}
          </dt>
          <dd className={`text-4xl font-bold tracking-tight sm:text-5xl ${inverted ? "text-white" : "text-brand-700"}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
