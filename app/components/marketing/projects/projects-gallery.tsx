import { projectFilters, projectShowcase } from "~/content/projects";
import { FilterButtons, FilterStatus } from "../filter-buttons";
import { ProjectCard } from "../project-card";

const labelOf = new Map(projectFilters.map((filter) => [filter.id, filter.label]));

/** The six project cards with the all / smart-glasses / voice-chat / ar-vr filter (one active, default all). */
export function ProjectsGallery() {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3 for screen-reader navigation. */}
      <h2 className="sr-only">All projects</h2>
      <FilterButtons
        label="Filter projects"
        options={projectFilters}
        allId="all"
        listId="projects-list"
        statusId="projects-status"
        useIds
      />
      <FilterStatus id="projects-status" count={projectShowcase.length} />
      <ul id="projects-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projectShowcase.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            categoryLabel={labelOf.get(project.category) ?? project.category}
            index={index}
            eager={index < 3}
          />
        ))}
      </ul>
    </div>
  );
}
