import type { AppServices } from "~/modules/services";
import { readSiteSettings } from "~/modules/content/content.server";
import { listPostsForFeed } from "./blog-queries.server";
import { absoluteUrl, feedPaths, postPath } from "./post-urls";
import { localizedPath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

export type FeedFormat = "rss" | "atom";

/**
 * The RSS 2.0 or Atom 1.0 document of a language's latest published posts (drafts never appear): `/blog/rss.xml`
 * the English ones, as the SPEC's feeds always had; `/hi/blog/rss.xml` the Hindi ones, titled in Hindi (decision 0038).
 */
export async function renderBlogFeed(services: Pick<AppServices, "database">, input: { publicUrl: string; format: FeedFormat; language: Locale }): Promise<string> {
  const { format, language } = input;
  const [posts, site] = await Promise.all([listPostsForFeed(services, 30, language), readSiteSettings(services)]);
  const base = input.publicUrl.replace(/\/$/, "");
  const blog = `${base}${localizedPath("/blog", language)}`;
  const paths = feedPaths(language);
  const t = messagesFor(language);
  // Imported at the first feed (its XML writer included), not at every server start (issue 38).
  const { Feed } = await import("feed");
  const feed = new Feed({
    id: blog,
    title: t.blog.feedTitle(site.name),
    description: t.blog.description(site.name),
    link: blog,
    language,
    favicon: `${base}/favicon.svg`,
    copyright: `© ${new Date().getFullYear()} ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: `${base}${paths.rss}`, atom: `${base}${paths.atom}` },
  });
  for (const post of posts) {
    const link = `${base}${postPath(post.slug, post.language)}`;
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
