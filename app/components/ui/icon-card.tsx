import type { Locale } from "~/i18n/locales";
import { fieldLang, useEntryLanguage } from "./content-language";
import { Icon, type IconName } from "./icon";
import { riseIn } from "./rise-in";

/**
 * A feature card: icon tile, title and one or two sentences. Rises in after the cards before it. `language`: a
 * collection entry's (a company value), marked where it differs from the page's text around it.
 */
export function IconCard({ icon, title, text, index, language, englishFields }: { icon: IconName; title: string; text: string; index: number; language?: Locale; englishFields?: string[] }) {
  const motion = riseIn(index);
  const { lang } = useEntryLanguage(language);
  return (
    <li
      lang={lang}
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${motion.className}`}
      style={motion.style}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold" lang={fieldLang({ englishFields }, "title")}>
        {title}
      </h3>
      <p className="mt-2 leading-7 text-slate-600" lang={fieldLang({ englishFields }, "text")}>
        {text}
      </p>
    </li>
  );
}

const gridColumns = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function CardGrid({ columns = 3, children, label }: { columns?: 3 | 4; children: React.ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className={`mt-12 grid gap-6 ${gridColumns[columns]}`}>
      {children}
    </ul>
  );
}
