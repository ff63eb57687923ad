import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { passkeyAnswerSchema, secondFactorCodeSchema } from "~/modules/auth/auth.schema";
import { completePasskeySecondFactor, countOwnPasskeys } from "~/modules/auth/passkeys.server";
import { PasskeyNoScript, PasskeySignInButton } from "~/components/auth/passkeys";
import { SIGN_IN_LANDING, safeRedirectPath } from "~/modules/auth/redirect";
import { completeSecondFactorSignIn, findPendingSecondFactor, hasAppSecondFactor } from "~/modules/auth/two-factor.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Two-step sign-in", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The sign-in's second step (decision 0030): only a session whose password was right and whose code is not in yet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await findPendingSecondFactor(context, { headers: request.headers });
  if (!pending) throw redirect("/login");
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), SIGN_IN_LANDING);
  // Which second factors this person has: the app's code form, the passkey button, or both.
  const [app, passkeys] = await Promise.all([hasAppSecondFactor(context, { userId: pending.userId }), countOwnPasskeys(context, { userId: pending.userId })]);
  return data({ redirectTo, app, passkey: passkeys > 0 }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "passkey") {
    const answer = parseInput(passkeyAnswerSchema, form);
    if (!answer.ok) return data({ error: answer.message, passkey: true }, { status: 400 });
    const accepted = await completePasskeySecondFactor(context, { headers: request.headers, answer: answer.value.response, clientIp: context.clientIp });
    if (!accepted.ok && accepted.code === "unauthorized") throw redirect("/login");
    if (!accepted.ok) return data({ error: accepted.message, passkey: true }, failureInit(accepted));
    throw redirect(safeRedirectPath(answer.value.redirectTo, SIGN_IN_LANDING));
  }
  const parsed = parseInput(secondFactorCodeSchema, form);
  if (!parsed.ok) return data({ error: parsed.message, passkey: false }, { status: 400 });
  const result = await completeSecondFactorSignIn(context, { headers: request.headers, code: parsed.value.code, clientIp: context.clientIp });
  if (!result.ok && result.code === "unauthorized") throw redirect("/login");
  if (!result.ok) return data({ error: result.message, passkey: false }, failureInit(result));
  throw redirect(safeRedirectPath(parsed.value.redirectTo, SIGN_IN_LANDING));
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(secondFactorCodeSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = clientError ?? (navigation.state === "idle" && !actionData?.passkey ? actionData?.error : undefined);
  const { app, passkey } = loaderData;
  const subtitle = app
    ? passkey
      ? "Use one of your passkeys, or enter the 6-digit code your authenticator app shows now, or one of your backup codes."
      : "Enter the 6-digit code your authenticator app shows now, or one of your backup codes."
    : "Use one of the passkeys saved for this account.";
  return (
    <AuthCard title="Two-step sign-in" subtitle={subtitle} footer={<>{`${app ? "Lost your phone and your backup codes?" : "Lost the devices that hold your passkeys?"} Ask an admin to reset your two-step sign-in.`} <Link to="/login" className="font-semibold text-brand-700 hover:underline">Back to Admin Login</Link></>}>
      {passkey ? (
        <div className={app ? "mb-6 border-b border-slate-200 pb-6" : undefined}>
          <PasskeySignInButton purpose="second-factor" redirectTo={loaderData.redirectTo} label="Use a passkey" serverError={actionData?.passkey ? actionData.error : undefined} />
          <PasskeyNoScript>Using a passkey needs a browser with JavaScript turned on.</PasskeyNoScript>
        </div>
      ) : null}
      {app ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <FormMessage tone="error">{error}</FormMessage>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field label="Code" name="code" autoComplete="one-time-code" spellCheck={false} autoFocus required hint="A backup code works once." />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Checking..." : "Sign in"}
          </Button>
        </Form>
      ) : null}
    </AuthCard>
  );
}
