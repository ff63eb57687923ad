import { requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { applicationListQuerySchema } from "~/modules/careers/careers.schema";
import { listApplicationsForApi } from "~/modules/careers/applications.server";
import { parseInput } from "~/modules/forms/parse-form";
import type { Route } from "./+types/applications";

/**
 * GET /api/applications (issue 37): one page of received applications, newest first, narrowed by `position` and
 * `status`; for admins and keys with the `applications:read` scope. Quarantined ones never appear.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiPermission(request, context, "applications:read");
  const query = parseInput(applicationListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.ok) return failureJson(query);
  return Response.json(await listApplicationsForApi(context, query.value), { headers: { "Cache-Control": "private, no-store" } });
}
