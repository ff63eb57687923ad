import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { confirmEmailChangeSchema, emailChangeMessages } from "~/modules/auth/auth.schema";
import { checkEmailChangeLink, confirmEmailChange } from "~/modules/auth/email-change.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Confirm your new email address", noIndex: true });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

const noStore = { "Cache-Control": "no-store" };

/**
 * The link mailed to a new address (issue 33, decision 0037). Opening it changes nothing (a mail scanner may fetch
 * it); the button does. `?done` after the change, so the token leaves the address bar.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("done")) return data({ done: true, token: "", newEmail: "" }, { headers: noStore });
  const token = params.get("token") ?? "";
  const link = await checkEmailChangeLink(context, { token });
  return data({ done: false, token: link.valid ? token : "", newEmail: link.valid ? link.newEmail : "" }, { status: link.valid ? 200 : 410, headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseInput(confirmEmailChangeSchema, await readFormData(request));
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400, headers: noStore });
  const result = await confirmEmailChange(context, { token: parsed.value.token, clientIp: context.clientIp });
  if (!result.ok) return data({ error: result.message }, { ...failureInit(result), headers: noStore });
  throw redirect("/account/email?done");
}

const primaryLink =
  "block w-full rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const back = (
    <Link to="/account" className="font-semibold text-brand-700 hover:underline">
      Your account
    </Link>
  );
  if (loaderData.done) {
    return (
      <AuthCard title="Email address changed" subtitle={emailChangeMessages.changed} footer="We mailed a notice to your previous address.">
        <Link to="/account" className={primaryLink}>
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  if (actionData?.error || !loaderData.token) {
    return (
      <AuthCard title="The address was not changed" subtitle={actionData?.error ?? emailChangeMessages.linkInvalid} footer="Your account keeps the address it had.">
        <Link to="/account" className={primaryLink}>
          Ask again on your account page
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your new email address" subtitle={`From now on your account will use ${loaderData.newEmail} to sign in and for its mail.`} footer={back}>
      <Form method="post" className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Changing..." : `Use ${loaderData.newEmail}`}
        </Button>
      </Form>
    </AuthCard>
  );
}
