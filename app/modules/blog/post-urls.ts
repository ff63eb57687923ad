/** Where a post lives. Slugs may hold non-Latin letters, so they are percent-encoded in links. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** Site paths (our self-hosted images, links in content) made absolute for feeds, Open Graph and JSON-LD. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${publicUrl.replace(/\/$/, "")}${url}` : url;
}

export const feedPaths = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;
