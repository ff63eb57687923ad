import { auditActorOf, requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { positionListQuerySchema, positionSchema } from "~/modules/careers/careers.schema";
import { createPosition, listPositions } from "~/modules/careers/careers.server";
import { parseInput } from "~/modules/forms/parse-form";
import type { Route } from "./+types/positions";

/** GET /api/positions: every open position, newest first (SPEC section 7); `?language=` one language's (0053). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseInput(positionListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.ok) return failureJson(query);
  return Response.json(await listPositions(context, { language: query.value.language }), { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/positions (admin): creates a position from a JSON body and returns it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(["GET", "POST"]);
  }
  const user = await requireApiPermission(request, context, "positions:write");
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const fields = parseInput(positionSchema, body.value);
  if (!fields.ok) return failureJson(fields);
  const position = await createPosition(context, { ...fields.value, by: auditActorOf(user, context) });
  return Response.json(position, { status: 201, headers: { Location: `/api/positions/${position.id}` } });
}
