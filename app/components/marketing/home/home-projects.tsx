import { HOME_PROJECT_CATEGORIES, type ProjectCard as ProjectCardContent } from "~/modules/content/collections";
import { FilterButtons, FilterStatus } from "../filter-buttons";
import { ProjectCard } from "../project-card";

const options = ["All", ...HOME_PROJECT_CATEGORIES].map((category) => ({ id: category, label: category }));

/** The featured projects (their collection) with the category filter (default All; exactly one category active). */
export function FeaturedProjectList({ projects }: { projects: ProjectCardContent[] }) {
  return (
    <>
      <FilterButtons label="Filter projects by category" options={options} allId="All" listId="home-projects-list" statusId="home-projects-status" />
      <FilterStatus id="home-projects-status" count={projects.length} />
      <ul id="home-projects-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {projects.map((project, index) => (
          <ProjectCard key={project.id} project={project} categoryLabel={() => project.category} index={index} />
        ))}
      </ul>
    </>
  );
}
