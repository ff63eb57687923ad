import { legalDocuments } from "~/content/legal";
import { servicePages } from "~/content/service-pages";
import { projectServiceSlugs } from "~/content/services";

/**
 * The public pages that depend on no database row: their copy is typed data in app/content, so they are rendered
 * once when the server starts and kept through content writes (the page cache re-renders them only after a day,
 * for the footer's year). A page that starts showing posts or positions must leave this list, or it goes stale.
 * Content collections (the team, the site settings in every footer) may stay: their writes invalidate with scope
 * "everything", static pages included (decision 0028); so do the saves of the terms and the cookies policy, which are
 * stored pages of blocks (decision 0039).
 */
export function staticPagePaths(): string[] {
  return [
    "/",
    "/about",
    "/team",
    "/contact",
    "/services",
    ...servicePages.map((page) => `/services/${page.slug}`),
    "/projects",
    ...Object.keys(projectServiceSlugs).map((slug) => `/projects/${slug}`),
    ...Object.values(legalDocuments).map((document) => document.path),
    "/newsletter",
    "/login",
    "/signup",
  ];
}
