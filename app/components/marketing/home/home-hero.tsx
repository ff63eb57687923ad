import { ArrowDown } from "lucide-react";
import { buttonClass, ButtonLink } from "~/components/ui/button-link";
import { StatList } from "~/components/ui/stat-list";
import { homeHero } from "~/content/home";
import type { CompanyFigure } from "~/modules/content/collections";
import { useLocale } from "~/components/layout/use-locale";
import { hrefIn } from "~/components/layout/site-link";
import { EnglishFallback } from "~/components/ui/english-fallback";

export function HomeHero({ figures }: { figures: CompanyFigure[] }) {
  const { locale } = useLocale();
  const copy = homeHero[locale];
  const { scroll } = copy;
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{copy.eyebrow}</p>
          <h1 id="home-hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {copy.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 lg:mx-0">{copy.intro}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to={hrefIn(copy.primary.to, locale)}>{copy.primary.label}</ButtonLink>
            {/* The page script (enhance-script.tsx) glides there and moves focus to the section. */}
            <a href={`#${scroll.target}`} className={buttonClass("secondary")}>
              {scroll.label}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
        <img
          src="/images/home-hero.svg"
          alt=""
          width={560}
          height={480}
          fetchPriority="high"
          className="mx-auto w-full max-w-md lg:max-w-lg"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 className="sr-only">{copy.figuresTitle}</h2>
        <EnglishFallback locale={locale}>
          <StatList stats={figures} />
        </EnglishFallback>
      </div>
    </section>
  );
}
