import { useSurroundingLanguage } from "~/components/ui/content-language";
import { messagesFor, type Messages } from "~/i18n/messages";
import { HOME_PROJECT_CATEGORIES, type ProjectCard as ProjectCardContent } from "~/modules/content/collections";
import { FilterButtons, FilterStatus } from "../filter-buttons";
import { ProjectCard } from "../project-card";

/** A stored category (the values stay English) in a catalogue's words; one it does not know reads as stored. */
const categoryName = (t: Messages, category: string) => t.homeProjects.categories[category as (typeof HOME_PROJECT_CATEGORIES)[number]] ?? category;

/**
 * The featured projects (their collection) with the category filter (default All; exactly one category active). The
 * filter reads in the section's language, each card's category in the card's.
 */
export function FeaturedProjectList({ projects }: { projects: ProjectCardContent[] }) {
  const t = messagesFor(useSurroundingLanguage());
  const options = [{ id: "All", label: t.homeProjects.all }, ...HOME_PROJECT_CATEGORIES.map((category) => ({ id: category, label: categoryName(t, category) }))];
  return (
    <>
      <FilterButtons label={t.homeProjects.filterLabel} options={options} allId="All" listId="home-projects-list" statusId="home-projects-status" />
      <FilterStatus id="home-projects-status" count={projects.length} />
      <ul id="home-projects-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {projects.map((project, index) => (
          <ProjectCard key={project.id} project={project} categoryLabel={(cardWords) => categoryName(cardWords, project.category)} index={index} />
        ))}
      </ul>
    </>
  );
}
