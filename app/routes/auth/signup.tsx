import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { getSessionUser, signUp } from "~/modules/auth/accounts.server";
import { MIN_PASSWORD_LENGTH, signupSchema } from "~/modules/auth/auth.schema";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import { failureInit } from "~/http/failure-response";
import type { Route } from "./+types/signup";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Create an Account", description: "Create your Vyoma Technologies account.", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(context, { headers: request.headers })) throw redirect("/blog");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(signupSchema, await readFormData(request));
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 });
  const result = await signUp(context, { ...parsed.value, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (!result.ok) return data({ error: result.message }, failureInit(result));
  throw redirect("/blog", { headers: result.value });
}

export default function SignupPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(signupSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = clientError ?? (navigation.state === "idle" ? actionData?.error : undefined);
  return (
    <AuthCard
      title="Create an Account"
      subtitle="Join to follow our blog and careers news."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <Field label="Full Name" name="name" autoComplete="name" required />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
        />
        <Field label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
