import { renderBlogFeed } from "~/modules/blog/blog-feed.server";
import type { Route } from "./+types/feed";

/** /blog/rss.xml and /blog/atom.xml: the published posts for feed readers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith("atom.xml") ? "atom" : "rss";
  const xml = await renderBlogFeed(context, context.env.PUBLIC_URL, format);
  return new Response(xml, {
    headers: {
      "Content-Type": format === "atom" ? "application/atom+xml; charset=utf-8" : "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
