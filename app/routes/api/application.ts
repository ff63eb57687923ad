import { requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { findApplicationForApi } from "~/modules/careers/applications.server";
import { applicationApiMessages } from "~/modules/careers/careers.schema";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/application";

/** GET /api/applications/{id} (issue 37): one received application; `applications:read`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireApiPermission(request, context, "applications:read");
  const id = parseId(params.id);
  if (id === null) return Response.json({ error: applicationApiMessages.invalidId }, { status: 400 });
  const result = await findApplicationForApi(context, { id });
  return result.ok ? Response.json(result.value, { headers: { "Cache-Control": "private, no-store" } }) : failureJson(result);
}
