import { legalDocuments } from "~/content/legal";
import { servicePages } from "~/content/service-pages";
import type { SitemapEntry } from "./sitemap-entry";

/**
 * The site's static public pages, from the content that defines them. /projects/{name} pages are left out on
 * purpose: they repeat a service page and name it as their canonical URL (decision record 0002). /login and
 * /signup are not content worth indexing.
 */
export function staticPageEntries(): SitemapEntry[] {
  return [
    { path: "/" },
    { path: "/services" },
    ...servicePages.map((page) => ({ path: `/services/${page.slug}` })),
    { path: "/projects" },
    { path: "/about" },
    { path: "/team" },
    { path: "/contact" },
    { path: "/careers" },
    { path: "/blog" },
    // Dated by the sitemap from the stored pages, as their "Last updated" line is (listLegalLastUpdated).
    ...Object.values(legalDocuments).map((document) => ({ path: document.path })),
  ];
}
