import { careersIntro } from "~/content/careers";
import { contactPage } from "~/content/contact";
import { teamRoleName, type Faq, type IconCardEntry, type ProjectCard, type TeamMember } from "~/modules/content/collections";
import { localizedPath, pathWithoutLocale } from "~/i18n/locale";
import { LOCALES, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

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
 * legal pages, each in every language it is read in, at that language's address (/hi/team), in its words. /projects/{name}
 * repeats a service page (decision 0002), so only the service page is listed. The service, about and legal pages are
 * pages of blocks: their text is what staff last published (decisions 0054, 0063).
 */
/** What staff edit (content collections, decision 0028) as the pages show it. */
export interface EditableSiteContent {
  /** The pages of blocks search lists, in each language they are read in (readPagesForSearch), at their own addresses. */
  pages: Array<{ path: string; language: Locale; title: string; description: string; text: string }>;
  /** The collections the pages show, read in each language: only the entries that read in it (one still in English is found on the English page). */
  collections: Record<Locale, SiteCollections>;
}

export interface SiteCollections {
  team: Array<Pick<TeamMember, "name" | "role" | "focus" | "bio">>;
  projects: ProjectCard[];
  faqs: Faq[];
  benefits: IconCardEntry[];
  values: IconCardEntry[];
}

export function sitePages(content: EditableSiteContent): SitePage[] {
  return [
    ...content.pages.map((page) => pageOfBlocks(page, content.collections[page.language])),
    ...LOCALES.flatMap((language) => pagesFromCode(language, content.collections[language])),
  ];
}

/** A page of blocks; the about page shows the values collection, so its text is the blocks' and the values'. */
function pageOfBlocks(page: EditableSiteContent["pages"][number], collections: SiteCollections): SitePage {
  const values = pathWithoutLocale(page.path) === "/about" ? contentText(collections.values.map(({ title, text }) => ({ title, text }))) : "";
  return { path: page.path, title: page.title, excerpt: page.description, body: [page.text, values].filter(Boolean).join(" ") };
}

/** The pages written in code and the catalogues, with the collections they show, in `language`. */
function pagesFromCode(language: Locale, { team, projects, faqs, benefits }: SiteCollections): SitePage[] {
  const t = messagesFor(language);
  const at = (path: string) => localizedPath(path, language);
  return [
    { path: at("/services"), title: t.titles.services, excerpt: t.servicesPage.intro, body: contentText(Object.values(t.servicesPage.cards)) },
    { path: at("/projects"), title: t.titles.projects, excerpt: projects.map((project) => project.title).join(", "), body: contentText(projects) },
    {
      path: at("/team"),
      title: t.titles.team,
      excerpt: team.map((member) => `${member.name} (${teamRoleName(t, member.role)})`).join(", "),
      body: contentText(team.map(({ name, role, focus, bio }) => ({ name, role: teamRoleName(t, role), focus, bio }))),
    },
    { path: at("/careers"), title: careersIntro[language].title, excerpt: careersIntro[language].text, body: contentText(benefits.map(({ title, text }) => ({ title, text }))) },
    { path: at("/contact"), title: contactPage[language].title, excerpt: contactPage[language].intro, body: contentText(faqs) },
  ];
}
