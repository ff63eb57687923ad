import { auditActorOf, requireApiPermission } from "~/http/guards.server";
import { failureJson } from "~/http/failure-response";
import { methodNotAllowed, readJsonObject } from "~/http/json-body.server";
import { careersMessages, positionSchema } from "~/modules/careers/careers.schema";
import { deletePosition, updatePosition } from "~/modules/careers/careers.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/position";

/** PUT /api/positions/{id} and DELETE /api/positions/{id} (admin only, SPEC section 7). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const method = request.method.toUpperCase();
  if (method !== "PUT" && method !== "DELETE") {
    return methodNotAllowed(["PUT", "DELETE"]);
  }
  const user = await requireApiPermission(request, context, "positions:write");
  const id = parseId(params.id);
  if (id === null) return Response.json({ error: careersMessages.invalidId }, { status: 400 });
  if (method === "DELETE") {
    const result = await deletePosition(context, { id, by: auditActorOf(user, context) });
    return result.ok ? Response.json({ success: true }) : failureJson(result);
  }
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const fields = parseInput(positionSchema, body.value);
  const result = fields.ok ? await updatePosition(context, { id, fields: fields.value }) : fields;
  return result.ok ? Response.json(result.value) : failureJson(result);
}
