import { requireApiAdmin } from "~/modules/auth/guards.server";
import { deletePosition, updatePosition } from "~/modules/careers/careers.server";
import { readJsonBody } from "~/modules/forms/read-json-body";
import type { Route } from "./+types/position";

/** PUT /api/positions/{id} and DELETE /api/positions/{id} (admin only, SPEC section 7). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const method = request.method.toUpperCase();
  if (method !== "PUT" && method !== "DELETE") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "PUT, DELETE" } });
  }
  await requireApiAdmin(request, context);
  const { db } = context.database;
  if (method === "DELETE") {
    const result = await deletePosition(db, params.id);
    return result.ok ? Response.json({ success: true }) : Response.json({ error: result.error }, { status: result.status });
  }
  const body = await readJsonBody(request);
  const result = await updatePosition(db, params.id, body ?? null);
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: result.status });
  return Response.json(result.position);
}
