import { data } from "react-router";
import { failureInit } from "~/http/failure-response";
import { requireUser } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { startPasskeyRegistration } from "~/modules/auth/passkeys.server";
import type { Route } from "./+types/account-passkey-options";

/**
 * POST /account/two-step/passkey-options (currentPassword, unless the sign-in is recent): a fresh challenge
 * (single-use, 5 minutes) and the options for `navigator.credentials.create`, for the signed-in person's own new
 * passkey (the "Add a passkey" form). Without re-authentication 403 (decision 0046).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const currentPassword = String((await readFormData(request)).get("currentPassword") ?? "");
  const result = await startPasskeyRegistration(context, { userId: user.id, signedInAt: user.signedInAt, currentPassword, email: user.email, name: user.name });
  if (!result.ok) return data({ error: result.message, fieldErrors: result.fieldErrors }, failureInit(result));
  return Response.json(result.value, { headers: { "Cache-Control": "no-store" } });
}
