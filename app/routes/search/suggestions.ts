import { failureJson } from "~/http/failure-response";
import { localeOrDefault } from "~/i18n/locales";
import { suggestSearches } from "~/modules/search/search.server";
import type { Route } from "./+types/suggestions";

/**
 * GET /api/search/suggestions?q=&language=: up to six hits for the header's box as the visitor types, the page's
 * language first (any other value of `language`: English's). Rate-limited with the search page; never cached (one
 * entry per keystroke would fill the page cache).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = localeOrDefault(params.get("language"));
  const result = await suggestSearches(context, { query: params.get("q") ?? "", clientIp: context.clientIp, language });
  if (!result.ok) return failureJson(result);
  return Response.json({ hits: result.value }, { headers: { "Cache-Control": "no-store" } });
}
