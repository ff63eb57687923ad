import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { InvitationPasskeyButton } from "~/components/auth/passkeys";
import { acceptInvitationSchema, invitationPasskeySchema, newPasswordHint, passkeyAnswerSchema } from "~/modules/auth/auth.schema";
import { acceptInvitation, acceptInvitationWithPasskey, checkInvitationLink } from "~/modules/auth/invitations.server";
import { roleLabels } from "~/modules/auth/permissions";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Accept your invitation", noIndex: true });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders);

/**
 * The invitation link's page (issue 33): who invited the person and as what, and the form for a name and a
 * password (no script needed), or with script and WebAuthn a passkey instead (decision 0037); or, for a link that
 * no longer works (expired, revoked, used, unknown), why (410). Accepting signs the person in and takes them to
 * the admin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await checkInvitationLink(context, { token });
  // Never kept by a cache or a browser history snapshot: the URL holds a live token.
  const init = { status: link.state === "pending" ? 200 : 410, headers: { "Cache-Control": "no-store" } };
  return data(link.state === "pending" ? { ...link, token } : { ...link, token: "" }, init);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form.get("intent") === "passkey" ? "passkey" : "password";
  const refuse = (error: string, init: { status: number; headers?: Record<string, string> }, gone = false) => data({ intent, gone, error }, init);
  const who = { clientIp: context.clientIp, userAgent: request.headers.get("user-agent") };
  let result;
  if (intent === "passkey") {
    const named = parseInput(invitationPasskeySchema, form);
    if (!named.ok) return refuse(named.message, { status: 400 });
    const answer = parseInput(passkeyAnswerSchema, form);
    if (!answer.ok) return refuse(answer.message, { status: 400 });
    result = await acceptInvitationWithPasskey(context, { ...named.value, answer: answer.value.response, ...who });
  } else {
    const parsed = parseInput(acceptInvitationSchema, form);
    if (!parsed.ok) return refuse(parsed.message, { status: 400 });
    result = await acceptInvitation(context, { ...parsed.value, ...who });
  }
  if (!result.ok) return refuse(result.message, failureInit(result), result.code === "gone" || result.code === "conflict");
  // Away from the link's URL: its token is used up, and a reload must not post the form again.
  throw redirect("/admin", { headers: result.value });
}

const linkButton =
  "block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { clientError, onSubmit } = useValidatedSubmit(acceptInvitationSchema);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (loaderData.state !== "pending" || actionData?.gone) {
    const message = actionData?.gone ? actionData.error : "message" in loaderData ? loaderData.message : "";
    return (
      <AuthCard title="This invitation no longer works" subtitle={message} footer="Questions? Ask the person who invited you.">
        <Link to="/login" className={linkButton}>
          Go to Admin Login
        </Link>
      </AuthCard>
    );
  }
  // A passkey's refusal is shown beside its button; the form's, above the form.
  const error = clientError ?? (navigation.state === "idle" && actionData?.intent === "password" ? actionData.error : undefined);
  return (
    <AuthCard
      title="Join the team"
      subtitle={`${loaderData.inviterName} invited ${loaderData.email} to join as ${roleLabels[loaderData.role]}. Choose your name and password.`}
      footer="Not you? Ignore the mail: no account is made until you accept."
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <input type="hidden" name="token" value={loaderData.token} />
        <Field label="Email" name="email" type="email" value={loaderData.email} readOnly autoComplete="username" hint="The address the invitation was sent to." />
        <Field label="Full Name" name="name" autoComplete="name" required />
        <Field label="Password" name="password" type="password" autoComplete="new-password" hint={newPasswordHint(loaderData.minLength)} required />
        <Field label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" disabled={busy} className="w-full">
          {busy && navigation.formData?.get("intent") !== "passkey" ? "Creating your account..." : "Accept and create account"}
        </Button>
        <InvitationPasskeyButton token={loaderData.token} serverError={actionData?.intent === "passkey" ? actionData.error : undefined} />
      </Form>
    </AuthCard>
  );
}
