import { useLocale } from "~/components/layout/use-locale";
import { PROJECT_FILTERS, type ProjectCard as ProjectCardContent } from "~/modules/content/collections";
import { FilterButtons, FilterStatus } from "../filter-buttons";
import { ProjectCard } from "../project-card";

type Category = (typeof PROJECT_FILTERS)[number]["value"];

/** The project cards (the projects collection) with the all / smart-glasses / voice-chat / ar-vr filter (one active, default all). */
export function ProjectsGallery({ projects }: { projects: ProjectCardContent[] }) {
  const { t } = useLocale();
  const filters = [{ id: "all", label: t.projectsPage.allFilter }, ...PROJECT_FILTERS.map((filter) => ({ id: filter.value, label: t.projectCard.categories[filter.value] }))];
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3 for screen-reader navigation. */}
      <h2 className="sr-only">{t.projectsPage.allHeading}</h2>
      <FilterButtons label={t.projectsPage.filterLabel} options={filters} allId="all" listId="projects-list" statusId="projects-status" useIds />
      <FilterStatus id="projects-status" count={projects.length} />
      <ul id="projects-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            // A card names its category in its own language (an English card on /hi says "Smart Glasses").
            categoryLabel={(words) => words.projectCard.categories[project.category as Category] ?? project.category}
            index={index}
            eager={index < 3}
          />
        ))}
      </ul>
    </div>
  );
}
