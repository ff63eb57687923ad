import { requireUser } from "~/http/guards.server";
import { startPasskeyRegistration } from "~/modules/auth/passkeys.server";
import type { Route } from "./+types/account-passkey-options";

/**
 * POST /account/two-step/passkey-options: a fresh challenge (single-use, 5 minutes) and the options for
 * `navigator.credentials.create`, for the signed-in person's own new passkey (the "Add a passkey" form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const options = await startPasskeyRegistration(context, { userId: user.id, email: user.email, name: user.name });
  return Response.json(options, { headers: { "Cache-Control": "no-store" } });
}
