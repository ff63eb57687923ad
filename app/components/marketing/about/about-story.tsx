import { Target } from "lucide-react";
import { Section } from "~/components/ui/section";

/**
 * A story beside a highlighted statement: the about page's company story and mission (its `story` block, decision
 * 0054). The section's id names its heading (`<id>-title`) and the highlight's (`<id>-highlight-title`).
 */
export function AboutStory({ id, eyebrow, title, paragraphs, highlight }: { id: string; eyebrow?: string; title: string; paragraphs: string[]; highlight: { title: string; text: string } }) {
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div className="grid gap-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-labelledby={`${id}-highlight-title`} className="self-start rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl lg:col-span-2">
          <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
            <Target aria-hidden="true" className="size-6" />
          </span>
          <h2 id={`${id}-highlight-title`} className="mt-6 text-2xl font-bold text-white">
            {highlight.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{highlight.text}</p>
        </aside>
      </div>
    </Section>
  );
}
