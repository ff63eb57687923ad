import { Check, X } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { EntryText, fieldLang, useEntryLanguage } from "~/components/ui/content-language";
import type { PricingPlan } from "~/content/pricing";
import { formatRupees } from "~/i18n/messages";

/** One plan: price (and the crossed-out original), savings, features and the pay button. */
export function PricingCard({ plan, headingId }: { plan: PricingPlan; headingId: string }) {
  // A plan not yet translated reads in English on a page in another language: the card says so, and its own words
  // and prices read in the plan's language with it (decision 0061).
  const { lang, language, t } = useEntryLanguage(plan.language);
  const words = t.pricing;
  return (
    <article
      aria-labelledby={headingId}
      lang={lang}
      data-plan={plan.period}
      className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${plan.popular ? "ring-2 ring-brand-600 lg:scale-[1.02]" : "ring-1 ring-slate-200"}`}
    >
      {plan.popular ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-sm font-semibold whitespace-nowrap text-white">
          {words.mostPopular}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold" lang={fieldLang(plan, "title")}>
          {plan.title}
        </h3>
        {plan.badge ? (
          <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800" lang={fieldLang(plan, "badge")}>
            {plan.badge}
          </p>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600" lang={fieldLang(plan, "description")}>
        {plan.description}
      </p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {plan.originalPrice ? (
          <del className="text-xl text-slate-600" data-original-price="">
            <span className="sr-only">{words.was}</span>
            <data value={plan.originalPrice}>{formatRupees(language, plan.originalPrice)}</data>
          </del>
        ) : null}
        <span className="text-4xl font-bold tracking-tight text-ink sm:text-5xl" data-price="">
          {plan.originalPrice ? <span className="sr-only">{words.now}</span> : null}
          <data value={plan.price}>{formatRupees(language, plan.price)}</data>
        </span>
        <span className="text-lg text-slate-600">/{words.period[plan.period]}</span>
      </p>
      {plan.savings ? (
        <p className="mt-2 text-sm font-semibold text-emerald-700" lang={fieldLang(plan, "savings")}>
          {plan.savings}
        </p>
      ) : null}
      <ul className="mt-8 flex-1 space-y-3" aria-label={words.featuresOf(plan.title)}>
        {plan.features.map((feature, index) => (
          <li key={index} className="flex gap-3">
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <span className={feature.included ? "text-slate-700" : "text-slate-500 line-through"}>
              {feature.included ? null : <span className="sr-only">{words.notIncluded}</span>}
              <EntryText entry={plan} field="features">
                {feature.text}
              </EntryText>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid">
        <ButtonLink to={plan.buttonLink} variant={plan.popular ? "primary" : "secondary"}>
          <EntryText entry={plan} field="buttonText">
            {plan.buttonText}
          </EntryText>
        </ButtonLink>
      </div>
    </article>
  );
}
