import { receiveApplication } from "~/http/application-request.server";
import { failureJson } from "~/http/failure-response";
import { methodNotAllowed } from "~/http/json-body.server";
import { careersMessages } from "~/modules/careers/careers.schema";
import type { Route } from "./+types/careers-apply";

/**
 * POST /api/careers/apply (multipart, SPEC section 7): 201 when stored (in the inbox, or in the spam quarantine for
 * an admin to review), 400 with field messages, 413 for a resume over 5 MB, 415 for a file that is not a PDF or Word
 * document, 410 for a position that has closed, 429 over the per-address limit. No page form token is needed here (README, "JSON API").
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const result = await receiveApplication(context, request, "api");
  if (result.ok) return Response.json({ success: true, message: careersMessages.appliedText }, { status: 201 });
  return failureJson(result);
}

/** GET (or HEAD): only POST is accepted here; without a loader React Router would answer 400. */
export function loader() {
  return methodNotAllowed(["POST"]);
}
