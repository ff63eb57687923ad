import { ButtonLink } from "~/components/ui/button-link";
import type { ServiceHero as ServiceHeroContent } from "~/content/service-pages/service-page";

/** The top band of a service page: badge, eyebrow, h1, introduction, actions, key facts and an illustration. */
export function ServiceHero({ hero }: { hero: ServiceHeroContent }) {
  const split = Boolean(hero.image);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-sky-50">
      <HeroBackdrop />
      <div
        className={`relative mx-auto px-4 py-16 sm:px-6 sm:py-24 lg:px-8 ${split ? "grid max-w-7xl items-center gap-12 lg:grid-cols-2" : "max-w-4xl"}`}
      >
        <div className={split ? "text-center lg:text-left" : "text-center"}>
          {hero.badge ? (
            <p className="mb-6 inline-flex rounded-full bg-amber-100 px-4 py-1.5 text-sm font-bold tracking-widest text-amber-900 ring-1 ring-amber-300">
              {hero.badge}
            </p>
          ) : null}
          {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{hero.eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <p className={`mt-6 max-w-2xl text-lg leading-8 text-slate-600 ${split ? "mx-auto lg:mx-0" : "mx-auto"}`}>{hero.intro}</p>
          <div className={`mt-10 flex flex-col justify-center gap-3 sm:flex-row ${split ? "lg:justify-start" : ""}`}>
            {hero.actions.map((action) => (
              <ButtonLink key={action.label} to={action.to} variant={action.variant}>
                {action.label}
              </ButtonLink>
            ))}
          </div>
          {hero.highlights ? (
            <ul className={`mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-slate-700 ${split ? "lg:justify-start" : ""}`}>
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hero.image ? (
          <img
            src={hero.image.src}
            alt=""
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
            className="mx-auto w-full max-w-xl rounded-3xl shadow-xl ring-1 ring-slate-200"
          />
        ) : null}
      </div>
    </section>
  );
}

/** Soft decorative shapes; pure SVG so the hero needs no image request. */
function HeroBackdrop() {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 600">
      <circle cx="1100" cy="80" r="220" fill="#dbe6fe" opacity="0.6" />
      <circle cx="80" cy="560" r="180" fill="#e0f2fe" opacity="0.7" />
      <circle cx="1040" cy="520" r="60" fill="#bfd3fe" opacity="0.4" />
    </svg>
  );
}
