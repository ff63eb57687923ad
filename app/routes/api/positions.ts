import { requireApiAdmin } from "~/modules/auth/guards.server";
import { createPosition, listPositions } from "~/modules/careers/careers.server";
import { methodNotAllowed, readJsonObject } from "~/modules/api/json-body.server";
import type { Route } from "./+types/positions";

/** GET /api/positions: every open position, newest first (SPEC section 7). */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listPositions(context.database.db), { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/positions (admin): creates a position from a JSON body and returns it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(["GET", "POST"]);
  }
  await requireApiAdmin(request, context);
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const result = await createPosition(context, body.value);
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return Response.json(result.position, { status: 201, headers: { Location: `/api/positions/${result.position.id}` } });
}
