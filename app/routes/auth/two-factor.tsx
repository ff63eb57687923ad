import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { secondFactorCodeSchema } from "~/modules/auth/auth.schema";
import { SIGN_IN_LANDING, safeRedirectPath } from "~/modules/auth/redirect";
import { completeSecondFactorSignIn, findPendingSecondFactor } from "~/modules/auth/two-factor.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Two-step sign-in", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The sign-in's second step (decision 0030): only a session whose password was right and whose code is not in yet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await findPendingSecondFactor(context, { headers: request.headers }))) throw redirect("/login");
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), SIGN_IN_LANDING);
  return data({ redirectTo }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(secondFactorCodeSchema, await readFormData(request));
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 });
  const result = await completeSecondFactorSignIn(context, { headers: request.headers, code: parsed.value.code, clientIp: context.clientIp });
  if (!result.ok && result.code === "unauthorized") throw redirect("/login");
  if (!result.ok) return data({ error: result.message }, failureInit(result));
  throw redirect(safeRedirectPath(parsed.value.redirectTo, SIGN_IN_LANDING));
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(secondFactorCodeSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = clientError ?? (navigation.state === "idle" ? actionData?.error : undefined);
  return (
    <AuthCard title="Two-step sign-in" subtitle="Enter the 6-digit code your authenticator app shows now, or one of your backup codes." footer={<>Lost your phone and your backup codes? Ask an admin to reset your two-step sign-in. <Link to="/login" className="font-semibold text-brand-700 hover:underline">Back to Admin Login</Link></>}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field label="Code" name="code" autoComplete="one-time-code" spellCheck={false} autoFocus required hint="A backup code works once." />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Checking..." : "Sign in"}
        </Button>
      </Form>
    </AuthCard>
  );
}
