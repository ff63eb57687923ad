/** One URL of the sitemap: a path on this site, and the day its content last changed when known. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD. */
  lastModified?: string;
  /** A document's pages in its languages (a translated post); otherwise the languages its route exists in. */
  languageVersions?: Partial<Record<string, string>>;
}
