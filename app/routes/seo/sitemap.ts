import { collectSitemapEntries, renderSitemapXml } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await collectSitemapEntries(context);
  return new Response(renderSitemapXml(context.env.PUBLIC_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
