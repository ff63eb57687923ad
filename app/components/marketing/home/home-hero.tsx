import { ArrowDown } from "lucide-react";
import { buttonClass, ButtonLink } from "~/components/ui/button-link";
import { StatList } from "~/components/ui/stat-list";
import type { CompanyFigure } from "~/modules/content/collections";
import { useLocale } from "~/components/layout/use-locale";
import { hrefIn } from "~/components/layout/site-link";

/** The home page's top band (its `homeHero` block, decision 0054); each company figure not yet translated is marked English. */
export function HomeHero({
  eyebrow,
  title,
  intro,
  primary,
  jump,
  figuresTitle,
  figures,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  primary: { label: string; to: string };
  /** A link to a section of this page (its id). */
  jump?: { label: string; target: string };
  figuresTitle: string;
  figures: CompanyFigure[];
}) {
  const { locale } = useLocale();
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pb-24">
        <div className="text-center lg:text-left">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
          <h1 id="home-hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 lg:mx-0">{intro}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to={hrefIn(primary.to, locale)}>{primary.label}</ButtonLink>
            {/* The page script (enhance-script.tsx) glides there and moves focus to the section. */}
            {jump ? (
              <a href={`#${jump.target}`} className={buttonClass("secondary")}>
                {jump.label}
                <ArrowDown aria-hidden="true" className="size-4" />
              </a>
            ) : null}
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
        <h2 className="sr-only">{figuresTitle}</h2>
        <StatList stats={figures} />
      </div>
    </section>
  );
}
