import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { newPasswordHint, resetMessages, resetPasswordSchema } from "~/modules/auth/auth.schema";
import { checkPasswordResetLink, resetPassword } from "~/modules/auth/password-reset.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Choose a new password", noIndex: true });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders);

/**
 * The link's page: its form while the link works; "expired or used" (410) with a way to ask for a new one; and,
 * after a reset (`?done`, where the action redirects), the confirmation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("done")) return data({ done: true, token: "", minLength: 0 }, { headers: { "Cache-Control": "no-store" } });
  const token = params.get("token") ?? "";
  const link = await checkPasswordResetLink(context, { token });
  const body = { done: false, token: link.valid ? token : "", minLength: link.valid ? link.minLength : 0 };
  // Never kept by a cache or a browser history snapshot: the URL holds a live token.
  return data(body, { status: link.valid ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(resetPasswordSchema, await readFormData(request));
  if (!parsed.ok) return data({ gone: false, error: parsed.message }, { status: 400 });
  const result = await resetPassword(context, { token: parsed.value.token, password: parsed.value.password, clientIp: context.clientIp });
  if (!result.ok) return data({ gone: result.code === "gone", error: result.message }, failureInit(result));
  // Away from the link's URL: its token is used up, and a reload must not post the form again.
  throw redirect("/reset-password?done");
}

function RequestNewLink() {
  return (
    <AuthCard title="This link no longer works" subtitle={resetMessages.linkInvalid} footer={<Link to="/login" className="font-semibold text-brand-700 hover:underline">Back to Admin Login</Link>}>
      <Link
        to="/forgot-password"
        className="block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Request a new link
      </Link>
    </AuthCard>
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(resetPasswordSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (loaderData.done) {
    return (
      <AuthCard title="Password changed" subtitle={resetMessages.passwordChanged} footer="We mailed you a notice of the change.">
        <Link
          to="/login"
          className="block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Sign in
        </Link>
      </AuthCard>
    );
  }
  if (!loaderData.token || actionData?.gone) return <RequestNewLink />;
  const error = clientError ?? (navigation.state === "idle" ? actionData?.error : undefined);
  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out." footer={<Link to="/login" className="font-semibold text-brand-700 hover:underline">Back to Admin Login</Link>}>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <input type="hidden" name="token" value={loaderData.token} />
        <Field label="New password" name="password" type="password" autoComplete="new-password" hint={newPasswordHint(loaderData.minLength)} required />
        <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
