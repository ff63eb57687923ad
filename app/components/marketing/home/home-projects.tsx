import { ButtonLink } from "~/components/ui/button-link";
import { Section, SectionHeading } from "~/components/ui/section";
import { HOME_PROJECT_CATEGORIES, type ProjectCard as ProjectCardContent } from "~/modules/content/collections";
import { FilterButtons, FilterStatus } from "../filter-buttons";
import { ProjectCard } from "../project-card";

const options = ["All", ...HOME_PROJECT_CATEGORIES].map((category) => ({ id: category, label: category }));

/** The featured projects (their collection) with the category filter (default All; exactly one category active). */
export function HomeProjects({ projects }: { projects: ProjectCardContent[] }) {
  return (
    <Section id="projects" labelledBy="home-projects-title" tone="muted">
      <SectionHeading
        id="home-projects-title"
        eyebrow="Our work"
        title="Featured Projects"
        intro="Products we have designed and built ourselves, from assistive hardware to developer tools."
      />
      <FilterButtons
        label="Filter projects by category"
        options={options}
        allId="All"
        listId="home-projects-list"
        statusId="home-projects-status"
      />
      <FilterStatus id="home-projects-status" count={projects.length} />
      <ul id="home-projects-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {projects.map((project, index) => (
          <ProjectCard key={project.id} project={project} categoryLabel={project.category} index={index} />
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/projects" variant="secondary">
          See All Projects
        </ButtonLink>
      </div>
    </Section>
  );
}
