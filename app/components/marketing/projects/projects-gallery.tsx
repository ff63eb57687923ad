import { useState } from "react";
import { projectFilters, projectShowcase } from "~/content/projects";
import { FilterButtons } from "../filter-buttons";
import { ProjectCard } from "../project-card";

const labelOf = new Map(projectFilters.map((filter) => [filter.id, filter.label]));

/** The six project cards with the all / smart-glasses / voice-chat / ar-vr filter (one active, default all). */
export function ProjectsGallery() {
  const [active, setActive] = useState("all");
  const shown = active === "all" ? projectShowcase : projectShowcase.filter((project) => project.category === active);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <FilterButtons label="Filter projects" options={projectFilters} active={active} onChange={setActive} useIds />
      <p role="status" className="sr-only">
        {`Showing ${shown.length} ${shown.length === 1 ? "project" : "projects"}`}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((project, index) => (
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
