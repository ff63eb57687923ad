import { careersIntro } from "~/content/careers";
import { contactPage } from "~/content/contact";
import { legalDocuments } from "~/content/legal";
import { servicesOverview } from "~/content/services-overview";
import type { Faq, IconCardEntry, ProjectCard, TeamMember } from "~/modules/content/collections";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/** A marketing page's searchable text, taken from the typed content that renders it. */
export interface SitePage {
  path: string;
  title: string;
  excerpt: string;
  body: string;
}

/** Keys whose values are addresses, icons or layout, not words a visitor reads. */
const NOT_TEXT = new Set(["icon", "to", "href", "link", "src", "image", "slug", "id", "kind", "variant", "mark", "social", "path", "columns", "category"]);

/** Every readable string inside a piece of content, in order, so a new field is searchable without a change here. */
export function contentText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(contentText).filter(Boolean).join(" ");
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !NOT_TEXT.has(key))
      .map(([, item]) => contentText(item))
      .filter(Boolean)
      .join(" ");
  }
  return "";
}

/**
 * The pages search finds besides posts and positions: services, projects, about, team, careers, contact and the
 * legal pages. /projects/{name} repeats a service page (decision 0002), so only the service page is listed. The
 * service, about and legal pages are pages of blocks: their text is what staff last published (decisions 0054, 0063).
 */
/** What staff edit (content collections, decision 0028) as the pages show it. */
export interface EditableSiteContent {
  /** The pages of blocks search lists (the service, about and legal pages, as staff last published them). */
  pages: Array<{ path: string; language: Locale; title: string; description: string; text: string }>;
  team: Array<Pick<TeamMember, "name" | "role" | "focus" | "bio">>;
  projects: ProjectCard[];
  faqs: Faq[];
  benefits: IconCardEntry[];
  values: IconCardEntry[];
}

export function sitePages(content: EditableSiteContent): SitePage[] {
  const { team, projects, faqs, benefits, values } = content;
  const pages = content.pages.filter((page) => page.language === DEFAULT_LOCALE);
  const stored = (path: string) => pages.filter((page) => page.path === path);
  return [
    ...pages.filter((page) => page.path.startsWith("/services/")).map((page) => ({ path: page.path, title: page.title, excerpt: page.description, body: page.text })),
    // Published translations at their own addresses (/hi/services/..., decision 0055): their own words only.
    ...content.pages.filter((page) => page.language !== DEFAULT_LOCALE).map((page) => ({ path: page.path, title: page.title, excerpt: page.description, body: page.text })),
    { path: "/services", title: servicesOverview.title, excerpt: servicesOverview.intro, body: contentText(servicesOverview.cards) },
    { path: "/projects", title: "Our Projects", excerpt: projects.map((project) => project.title).join(", "), body: contentText(projects) },
    // The about page shows the values collection; its text is the page's blocks' and the values'.
    ...stored("/about").map((page) => ({ path: page.path, title: page.title, excerpt: page.description, body: [page.text, contentText(values.map(({ title, text }) => ({ title, text })))].join(" ") })),
    { path: "/team", title: "Our Team", excerpt: team.map((member) => `${member.name} (${member.role})`).join(", "), body: contentText(team.map(({ name, role, focus, bio }) => ({ name, role, focus, bio }))) },
    { path: "/careers", title: careersIntro.en.title, excerpt: careersIntro.en.text, body: contentText(benefits.map(({ title, text }) => ({ title, text }))) },
    { path: "/contact", title: contactPage.en.title, excerpt: contactPage.en.intro, body: contentText(faqs) },
    // The legal pages as staff last published them (decision 0063).
    ...Object.keys(legalDocuments).flatMap((path) => stored(path).map((page) => ({ path: page.path, title: page.title, excerpt: page.description, body: page.text }))),
  ];
}
