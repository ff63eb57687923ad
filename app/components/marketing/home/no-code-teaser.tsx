import { Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import type { CallToAction } from "~/content/call-to-action";

export interface ComingSoonContent {
  id: string;
  badge?: string;
  title: string;
  text: string;
  points: string[];
  primary: CallToAction;
  /** The second button, with words read only by screen readers after its text (" about Brahmastra"). */
  second?: CallToAction & { context?: string };
  image?: { src: string; width: number; height: number };
}

/** A product announced before launch (the home page's Brahmastra teaser); the hero's jump link lands here, so it takes focus (tabIndex -1). */
export function ComingSoonTeaser({ teaser }: { teaser: ComingSoonContent }) {
  return (
    <section id={teaser.id} tabIndex={-1} aria-labelledby={`${teaser.id}-title`} className="bg-slate-950 py-16 outline-none sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          {teaser.badge ? <p className="inline-flex rounded-full bg-amber-400 px-4 py-1 text-sm font-bold uppercase tracking-wider text-slate-950">{teaser.badge}</p> : null}
          <h2 id={`${teaser.id}-title`} className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {teaser.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-300">{teaser.text}</p>
          {teaser.points.length > 0 ? (
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {teaser.points.map((point, index) => (
                <li key={index} className="flex gap-3 text-slate-200">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-400" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={teaser.primary.to} variant="inverted">
              {teaser.primary.label}
            </ButtonLink>
            {teaser.second ? (
              <ButtonLink to={teaser.second.to} variant="outline-inverted">
                {teaser.second.label}
                {teaser.second.context ? <span className="sr-only">{` ${teaser.second.context}`}</span> : null}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {teaser.image ? (
          <img src={teaser.image.src} alt="" width={teaser.image.width} height={teaser.image.height} loading="lazy" decoding="async" className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10" />
        ) : null}
      </div>
    </section>
  );
}
