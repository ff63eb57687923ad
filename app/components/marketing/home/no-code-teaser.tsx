import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { noCodeTeaser } from "~/content/home";

/** The Brahmastra teaser; the hero's scroll action lands here, so it takes focus (tabIndex -1). */
export function NoCodeTeaser() {
  const teaser = noCodeTeaser;
  return (
    <section id="no-code" tabIndex={-1} aria-labelledby="no-code-title" className="bg-slate-950 py-16 outline-none sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-amber-400 px-4 py-1 text-sm font-bold uppercase tracking-wider text-slate-950">{teaser.badge}</p>
          <h2 id="no-code-title" className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {teaser.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">{teaser.text}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {teaser.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={teaser.waitlist.to} variant="inverted">
              {teaser.waitlist.label}
            </ButtonLink>
            <ButtonLink to={teaser.more.to} variant="outline-inverted">
              {teaser.more.label}
              <span className="sr-only"> about Brahmastra</span>
            </ButtonLink>
          </div>
        </div>
        <img
          src="/images/projects/brahmastra.svg"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
        />
      </div>
    </section>
  );
}
