import { issueFormToken } from "~/modules/security/spam.server";
import type { Route } from "./+types/form-token";

/**
 * GET /api/form-token: a signed "now" for the spam timing check. The page script fetches it when a visitor first
 * uses a form, so the page itself carries no per-visitor value and stays cacheable (decision 0018).
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ token: issueFormToken(context.env.SESSION_SECRET) }, { headers: { "Cache-Control": "private, no-store" } });
}
