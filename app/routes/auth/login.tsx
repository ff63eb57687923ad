import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { getSessionUser, logIn } from "~/modules/auth/accounts.server";
import { loginSchema, passkeyAnswerSchema } from "~/modules/auth/auth.schema";
import { signInWithPasskey } from "~/modules/auth/passkeys.server";
import { PasskeyNoScript, PasskeySignInButton } from "~/components/auth/passkeys";
import { SIGN_IN_LANDING, safeRedirectPath } from "~/modules/auth/redirect";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import { failureInit } from "~/http/failure-response";
import { SECOND_FACTOR_SETUP } from "~/http/guards.server";
import type { Route } from "./+types/login";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Admin Login", description: "Sign in to your Vyoma Technologies account.", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, { headers: request.headers });
  if (user) throw redirect(SIGN_IN_LANDING);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") === "passkey") {
    // A passkey with user verification is both factors: no second step (decision 0037).
    const answer = parseInput(passkeyAnswerSchema, form);
    if (!answer.ok) return data({ error: answer.message, passkey: true }, { status: 400 });
    const signedIn = await signInWithPasskey(context, { answer: answer.value.response, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
    if (!signedIn.ok) return data({ error: signedIn.message, passkey: true }, failureInit(signedIn));
    throw redirect(safeRedirectPath(answer.value.redirectTo, SIGN_IN_LANDING), { headers: signedIn.value.headers });
  }
  const parsed = parseInput(loginSchema, form);
  if (!parsed.ok) return data({ error: parsed.message, passkey: false }, { status: 400 });
  const result = await logIn(context, { ...parsed.value, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (!result.ok) return data({ error: result.message, passkey: false }, failureInit(result));
  // A page that sent the person here gets them back; otherwise /blog (SPEC 5). With a second factor, its code first.
  const target = safeRedirectPath(form.get("redirectTo"), SIGN_IN_LANDING);
  if (result.value.secondFactorRequired) throw redirect(`/login/two-factor?redirectTo=${encodeURIComponent(target)}`, { headers: result.value.headers });
  if (result.value.mustEnrolSecondFactor) throw redirect(SECOND_FACTOR_SETUP, { headers: result.value.headers });
  throw redirect(target, { headers: result.value.headers });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { clientError, onSubmit } = useValidatedSubmit(loginSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = clientError ?? (navigation.state === "idle" && !actionData?.passkey ? actionData?.error : undefined);
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <AuthCard
      title="Admin Login"
      subtitle="Sign in to manage posts and positions."
      footer={
        <>
          No account yet?{" "}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Create an Account
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <p className="-mt-3 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Logging in..." : "Login"}
        </Button>
      </Form>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <PasskeySignInButton purpose="sign-in" redirectTo={redirectTo} label="Sign in with a passkey" serverError={actionData?.passkey ? actionData.error : undefined} />
        <PasskeyNoScript>Signing in with a passkey needs a browser with JavaScript turned on.</PasskeyNoScript>
      </div>
    </AuthCard>
  );
}
