import { failureJson } from "~/http/failure-response";
import { suggestSearches } from "~/modules/search/search.server";
import type { Route } from "./+types/suggestions";

/**
 * GET /api/search/suggestions?q=: up to six hits for the header's box as the visitor types. Rate-limited with the
 * search page; never cached (one entry per keystroke would fill the page cache).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await suggestSearches(context, { query: new URL(request.url).searchParams.get("q") ?? "", clientIp: context.clientIp });
  if (!result.ok) return failureJson(result);
  return Response.json({ hits: result.value }, { headers: { "Cache-Control": "no-store" } });
}
