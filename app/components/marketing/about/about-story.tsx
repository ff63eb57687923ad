import { Target } from "lucide-react";
import { Section } from "~/components/ui/section";
import { aboutMission, aboutStory } from "~/content/about";
import { useLocale } from "~/components/layout/use-locale";

/** The company story beside the mission statement. */
export function AboutStory() {
  const { locale } = useLocale();
  const story = aboutStory[locale];
  const mission = aboutMission[locale];
  return (
    <Section id="story" labelledBy="story-title">
      <div className="grid gap-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{story.eyebrow}</p>
          <h2 id="story-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {story.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-labelledby="mission-title" className="self-start rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl lg:col-span-2">
          <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
            <Target aria-hidden="true" className="size-6" />
          </span>
          <h2 id="mission-title" className="mt-6 text-2xl font-bold text-white">
            {mission.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">{mission.text}</p>
        </aside>
      </div>
    </Section>
  );
}
