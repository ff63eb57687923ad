import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { riseIn } from "~/components/ui/rise-in";
import type { ProjectCard as ProjectCardContent } from "~/modules/content/collections";
import { hrefIn } from "~/components/layout/site-link";
import { useLocale } from "~/components/layout/use-locale";
import { EntryText, fieldLang, useEntryLanguage } from "~/components/ui/content-language";
import type { Messages } from "~/i18n/messages";

/** A project tile: illustration, category, title, summary and a link to its page. */
export function ProjectCard({
  project,
  categoryLabel,
  index,
  eager = false,
}: {
  project: ProjectCardContent;
  /** The category's name, in the card's language (its catalogue). */
  categoryLabel: (t: Messages) => string;
  index: number;
  /** For cards in the first screen: lazy loading would only delay them. */
  eager?: boolean;
}) {
  const motion = riseIn(index);
  // A project not yet translated reads in English on a page in another language (and a translated one in an English passage): it says so.
  const { lang, t } = useEntryLanguage(project.language);
  // The project's page in the reader's language, where it is translated.
  const { locale: pageLocale } = useLocale();
  return (
    <li
      data-project={project.id}
      lang={lang}
      data-filter-category={project.category}
      className={`group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg ${motion.className}`}
      style={motion.style}
    >
      {/* Decorative: the title says what the project is. */}
      <img
        src={project.image}
        alt=""
        width={640}
        height={400}
        loading={eager ? undefined : "lazy"}
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{categoryLabel(t)}</p>
        <h3 className="mt-1 text-xl font-semibold" lang={fieldLang(project, "title")}>
          {project.title}
        </h3>
        <p className="mt-2 flex-1 leading-7 text-slate-600" lang={fieldLang(project, "description")}>
          {project.description}
        </p>
        <Link to={hrefIn(project.link, pageLocale)} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
          {t.projectCard.viewProject}<span className="sr-only">
            : <EntryText entry={project} field="title">{project.title}</EntryText>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </li>
  );
}
