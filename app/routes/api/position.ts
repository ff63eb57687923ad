import { requireApiAdmin } from "~/modules/auth/guards.server";
import { deletePosition, updatePosition } from "~/modules/careers/careers.server";
import { methodNotAllowed, readJsonObject } from "~/modules/api/json-body.server";
import type { Route } from "./+types/position";

/** PUT /api/positions/{id} and DELETE /api/positions/{id} (admin only, SPEC section 7). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const method = request.method.toUpperCase();
  if (method !== "PUT" && method !== "DELETE") {
    return methodNotAllowed(["PUT", "DELETE"]);
  }
  await requireApiAdmin(request, context);
  if (method === "DELETE") {
    const result = await deletePosition(context, params.id);
    return result.ok ? Response.json({ success: true }) : Response.json({ error: result.error }, { status: result.status });
  }
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const result = await updatePosition(context, params.id, body.value);
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return Response.json(result.position);
}
