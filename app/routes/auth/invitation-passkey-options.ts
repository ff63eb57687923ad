import { data } from "react-router";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { invitationPasskeySchema } from "~/modules/auth/auth.schema";
import { startInvitationPasskey } from "~/modules/auth/invitations.server";
import { parseInput } from "~/modules/forms/parse-form";
import type { Route } from "./+types/invitation-passkey-options";

/**
 * POST /invitation/passkey-options (token, name): after the invitation's token is checked, a fresh challenge
 * (single-use, 5 minutes) and the options for `navigator.credentials.create`, fetched by "Use a passkey instead" on
 * the invitation page (decision 0037).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(invitationPasskeySchema, await readFormData(request));
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 });
  const result = await startInvitationPasskey(context, { ...parsed.value, clientIp: context.clientIp });
  if (!result.ok) return data({ error: result.message }, failureInit(result));
  return Response.json(result.value, { headers: { "Cache-Control": "no-store" } });
}
