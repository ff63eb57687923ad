import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { forgotPasswordSchema, resetMessages } from "~/modules/auth/auth.schema";
import { requestPasswordReset } from "~/modules/auth/password-reset.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Forgot your password?", description: "Get a link to choose a new password for your Vyoma Technologies account.", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The same answer whether or not the address has an account (only a rate limit differs, and it counts every address). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(forgotPasswordSchema, await readFormData(request));
  if (!parsed.ok) return data({ sent: false, error: parsed.message }, { status: 400 });
  const result = await requestPasswordReset(context, { email: parsed.value.email, clientIp: context.clientIp });
  if (!result.ok) return data({ sent: false, error: result.message }, failureInit(result));
  return { sent: true, error: undefined };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(forgotPasswordSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = clientError ?? (navigation.state === "idle" ? actionData?.error : undefined);
  const sent = navigation.state === "idle" && actionData?.sent === true;
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to Admin Login
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <FormMessage tone="success">{sent ? resetMessages.linkSent : undefined}</FormMessage>
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
