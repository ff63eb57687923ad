import { data } from "react-router";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { startPasskeySignIn } from "~/modules/auth/passkeys.server";
import type { Route } from "./+types/passkey-options";

/**
 * POST /login/passkey-options (purpose=sign-in | second-factor): a fresh challenge (single-use, 5 minutes) and the
 * options for `navigator.credentials.get`, fetched by the passkey button on /login and /login/two-factor.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const purpose = (await readFormData(request)).get("purpose");
  if (purpose !== "sign-in" && purpose !== "second-factor") return data({ error: "Unknown purpose." }, { status: 400 });
  const result = await startPasskeySignIn(context, purpose === "sign-in" ? { purpose, clientIp: context.clientIp } : { purpose, headers: request.headers });
  if (!result.ok) return data({ error: result.message }, failureInit(result));
  return Response.json(result.value, { headers: { "Cache-Control": "no-store" } });
}
