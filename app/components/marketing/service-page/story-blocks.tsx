import { Quote } from "lucide-react";
import { Link, useLocation } from "react-router";
import { riseIn } from "~/components/ui/rise-in";
import type { ServiceSection } from "~/content/service-pages/service-page";
import type { Messages } from "~/i18n/en";
import { fieldLang, langMark, useSurroundingLanguage } from "~/components/ui/content-language";

type Of<K extends ServiceSection["kind"]> = Extract<ServiceSection, { kind: K }>;

export function TestimonialsBlock({ section }: { section: Of<"testimonials"> }) {
  const single = section.testimonials.length === 1;
  const around = useSurroundingLanguage();
  return (
    <ul className={`mt-12 grid gap-6 ${single ? "mx-auto max-w-3xl" : "lg:grid-cols-2"}`}>
      {section.testimonials.map((testimonial) => (
        // A testimonial not yet translated reads in English on a page in another language: it says so.
        <li key={testimonial.name} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" lang={langMark(testimonial.language, around)}>
          <figure>
            <Quote aria-hidden="true" className="size-8 text-brand-500" />
            <blockquote className="mt-4 text-lg leading-8 text-ink">
              <p lang={fieldLang(testimonial, "quote")}>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink" lang={fieldLang(testimonial, "name")}>
                {testimonial.name}
              </span>
              <span className="block text-sm text-slate-600" lang={fieldLang(testimonial, "role")}>
                {testimonial.role}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function StoriesBlock({ section }: { section: Of<"stories"> }) {
  return (
    <ul className="mt-12 grid gap-6 lg:grid-cols-3">
      {section.stories.map((story, index) => {
        const motion = riseIn(index);
        return (
          <li key={story.title} className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${motion.className}`} style={motion.style}>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{story.sector}</p>
            <h3 className="mt-2 text-xl font-semibold">{story.title}</h3>
            <p className="mt-3 flex-1 leading-7 text-slate-600">{story.summary}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-6">
              {story.metrics.map((metric) => (
                <div key={metric.label} className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-sm text-slate-600">{metric.label}</dt>
                  <dd className="text-2xl font-bold text-brand-700">{metric.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Cross-links between the product pages; the page the visitor is on is marked rather than hidden. `labels`: its
 * words in the block's language (English where the block is an English fallback, marked lang="en").
 */
export function RelatedBlock({ section, labels }: { section: Of<"related">; labels: Messages["relatedServices"] }) {
  const { pathname } = useLocation();
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {section.links.map((link) => {
        const current = pathname === link.to;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={current ? "page" : undefined}
              className={`group flex h-full flex-col rounded-2xl border p-6 transition-colors ${current ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-600"}`}
            >
              <span className="text-lg font-semibold text-ink group-hover:text-brand-700">{link.label}</span>
              <span className="mt-2 flex-1 leading-7 text-slate-600">{link.text}</span>
              <span className="mt-4 text-sm font-semibold text-brand-700">{current ? labels.current : labels.explore}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
