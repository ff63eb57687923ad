import { localeOfPath } from "~/i18n/locale";
import { renderBlogFeed } from "~/modules/blog/blog-feed.server";
import type { Route } from "./+types/feed";

/** /blog/rss.xml and /blog/atom.xml (and /hi/blog/...): a language's published posts for feed readers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const format = pathname.endsWith("atom.xml") ? "atom" : "rss";
  const xml = await renderBlogFeed(context, { publicUrl: context.env.PUBLIC_URL, format, language: localeOfPath(pathname) });
  return new Response(xml, {
    headers: {
      "Content-Type": format === "atom" ? "application/atom+xml; charset=utf-8" : "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
