import { Feed } from "feed";
import type { AppServices } from "~/modules/services";
import { readSiteSettings } from "~/modules/content/content.server";
import { listPostsForFeed } from "./blog-queries.server";
import { absoluteUrl, feedPaths, postPath } from "./post-urls";

export type FeedFormat = "rss" | "atom";

/** The RSS 2.0 or Atom 1.0 document of the latest published posts (drafts never appear). */
export async function renderBlogFeed(services: Pick<AppServices, "database">, publicUrl: string, format: FeedFormat): Promise<string> {
  const [posts, site] = await Promise.all([listPostsForFeed(services), readSiteSettings(services)]);
  const base = publicUrl.replace(/\/$/, "");
  const feed = new Feed({
    id: `${base}/blog`,
    title: `${site.name} Blog`,
    description: `Latest insights and news from the ${site.name} team.`,
    link: `${base}/blog`,
    language: "en",
    favicon: `${base}/favicon.svg`,
    copyright: `© ${new Date().getFullYear()} ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: `${base}${feedPaths.rss}`, atom: `${base}${feedPaths.atom}` },
  });
  for (const post of posts) {
    const link = `${base}${postPath(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      // Feed readers do not know our origin: site-relative links and images are made absolute.
      content: post.content.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`),
      date: new Date(post.updatedAt),
      published: new Date(post.date),
      author: [{ name: post.author.name }],
      category: [{ name: post.category }],
      image: absoluteUrl(post.image, base),
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
