import { Icon } from "~/components/ui/icon";
import type { IconCardEntry } from "~/modules/content/collections";
import { useLocale } from "~/components/layout/use-locale";
import { fieldLang, langMark, useSurroundingLanguage } from "~/components/ui/content-language";

/** The careers page's benefit cards (SPEC section 2 starts with Great Team, Growth, Work-Life Balance, Benefits). */
// The cards are a content collection read in the page's language: one not yet translated is English, marked so.
export function BenefitCards({ benefits }: { benefits: IconCardEntry[] }) {
  const { t } = useLocale();
  const around = useSurroundingLanguage();
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="why-join" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="why-join" className="sr-only">
        {t.careers.whyJoin}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.id} lang={langMark(benefit.language, around)} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={benefit.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink" lang={fieldLang(benefit, "title")}>
              {benefit.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-700" lang={fieldLang(benefit, "text")}>
              {benefit.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
