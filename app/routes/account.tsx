import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requireUser } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { hasSecondFactor } from "~/modules/auth/two-factor.server";
import { changeOwnPassword, deleteOwnAccount, endOtherSessions, endOwnSession, loadOwnAccount, renameOwnAccount } from "~/modules/auth/account.server";
import { accountMessages, accountNameSchema, changeEmailSchema, changePasswordSchema, deleteAccountSchema, emailChangeMessages, newPasswordHint } from "~/modules/auth/auth.schema";
import { logOut } from "~/modules/auth/accounts.server";
import { requestEmailChange } from "~/modules/auth/email-change.server";
import { can } from "~/modules/auth/permissions";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Failure } from "~/modules/result";
import { formatInZone } from "~/modules/time-zone";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Your account", noIndex: true });

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const account = await loadOwnAccount(context, { user });
  const timeZone = context.env.SITE_TIMEZONE;
  return {
    ...account,
    sessions: account.sessions.map((session) => ({ ...session, signedInText: formatInZone(session.signedInAt, timeZone), lastActiveText: formatInZone(session.lastActiveAt, timeZone) })),
    hasAuthorProfile: can(user.role, "post:create"),
    twoStepOn: await hasSecondFactor(context, { userId: user.id }),
    // Readers only: staff are removed by an admin.
    canDeleteSelf: user.role === "user",
  };
}

type Intent = "name" | "email" | "password" | "end-session" | "end-others" | "delete-account";
interface ActionAnswer {
  intent: Intent;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Every intent changes only the signed-in person's own account. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const by = auditActorOf(user, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  const refuse = (failure: Failure) =>
    data<ActionAnswer>({ intent, ok: false, message: failure.message, fieldErrors: failure.fieldErrors }, failureInit(failure));
  if (intent === "name") {
    const parsed = parseInput(accountNameSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const result = await renameOwnAccount(context, { user, name: parsed.value.name, by });
    return result.ok ? ({ intent, ok: true, message: accountMessages.nameSaved } satisfies ActionAnswer) : refuse(result);
  }
  if (intent === "email") {
    const parsed = parseInput(changeEmailSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const result = await requestEmailChange(context, { user, newEmail: parsed.value.email, currentPassword: parsed.value.currentPassword, by });
    return result.ok ? ({ intent, ok: true, message: emailChangeMessages.linkSent } satisfies ActionAnswer) : refuse(result);
  }
  if (intent === "password") {
    const parsed = parseInput(changePasswordSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const { currentPassword, password, signOutOthers } = parsed.value;
    const result = await changeOwnPassword(context, { user, currentPassword, newPassword: password, signOutOthers, by });
    if (!result.ok) return refuse(result);
    const ended = result.value.endedSessions;
    return { intent, ok: true, message: `${accountMessages.passwordSaved}${signOutOthers ? ` ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.` : ""}` } satisfies ActionAnswer;
  }
  if (intent === "end-session") {
    const result = await endOwnSession(context, { user, sessionId: String(form.get("sessionId") ?? ""), by });
    if (!result.ok) return refuse(result);
    if (result.value.current) throw redirect("/login");
    return { intent, ok: true, message: "That device is signed out." } satisfies ActionAnswer;
  }
  if (intent === "end-others") {
    const result = await endOtherSessions(context, { user, by });
    const ended = result.ok ? result.value.ended : 0;
    return { intent, ok: true, message: ended === 0 ? "No other device was signed in." : `Signed out ${ended === 1 ? "1 other session" : `${ended} other sessions`}.` } satisfies ActionAnswer;
  }
  if (intent === "delete-account") {
    const parsed = parseInput(deleteAccountSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const result = await deleteOwnAccount(context, { user, currentPassword: parsed.value.currentPassword, by });
    if (!result.ok) return refuse(result);
    // The sessions are gone with the account; this clears the cookie.
    throw redirect("/account/deleted", { headers: await logOut(context, { headers: request.headers }) });
  }
  return data<ActionAnswer>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

const cardClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, pendingEmail, hasPassword, sessions, minPasswordLength, hasAuthorProfile, twoStepOn, canDeleteSelf } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const answer = (intent: Intent): ActionAnswer | undefined => (navigation.state === "idle" && actionData?.intent === intent ? actionData : undefined);
  const message = (intent: Intent) => {
    const reply = answer(intent);
    return (
      <>
        <FormMessage tone="error">{reply && !reply.ok ? reply.message : undefined}</FormMessage>
        <FormMessage tone="success">{reply?.ok ? reply.message : undefined}</FormMessage>
      </>
    );
  };
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
      <p className="mt-2 text-slate-600">
        Signed in as <span className="font-medium text-ink">{email}</span>.
        {hasAuthorProfile ? (
          <>
            {" "}
            The name and bio shown on your posts are on{" "}
            <Link to="/admin/profile" className="font-semibold text-brand-700 hover:underline">
              your author profile
            </Link>
            .
          </>
        ) : null}
      </p>

      <div className={cardClass}>
        <h2 className="text-xl font-semibold">Name</h2>
        <Form method="post" noValidate className="mt-4 space-y-4">
          {message("name")}
          <input type="hidden" name="intent" value="name" />
          <Field label="Full name" name="name" autoComplete="name" defaultValue={name} maxLength={100} error={answer("name")?.fieldErrors?.name} required />
          <Button type="submit" disabled={busyWith === "name"}>
            {busyWith === "name" ? "Saving..." : "Save name"}
          </Button>
        </Form>
      </div>

      <div className={cardClass}>
        <h2 className="text-xl font-semibold">Email address</h2>
        <p className="mt-2 text-slate-600">
          We mail a link to the new address; your address changes only when that link is used.
          {pendingEmail ? ` A link sent to ${pendingEmail} is waiting to be used.` : null}
        </p>
        {hasPassword ? (
          <Form method="post" noValidate className="mt-4 space-y-4">
            {message("email")}
            <input type="hidden" name="intent" value="email" />
            <Field label="New email address" name="email" type="email" autoComplete="email" maxLength={254} error={answer("email")?.fieldErrors?.email} required />
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={answer("email")?.fieldErrors?.currentPassword} required />
            <Button type="submit" disabled={busyWith === "email"}>
              {busyWith === "email" ? "Sending..." : "Send confirmation link"}
            </Button>
          </Form>
        ) : (
          <p className="mt-2 text-slate-700">A change of address is confirmed with your password: add one first (see Password).</p>
        )}
      </div>

      <div className={cardClass}>
        <h2 className="text-xl font-semibold">Password</h2>
        {hasPassword ? (
          <Form method="post" noValidate className="mt-4 space-y-4">
            {message("password")}
            <input type="hidden" name="intent" value="password" />
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={answer("password")?.fieldErrors?.currentPassword} required />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint={newPasswordHint(minPasswordLength)}
              error={answer("password")?.fieldErrors?.password}
              required
            />
            <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={answer("password")?.fieldErrors?.confirmPassword} required />
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="signOutOthers" defaultChecked className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
              Sign out my other sessions
            </label>
            <Button type="submit" disabled={busyWith === "password"}>
              {busyWith === "password" ? "Saving..." : "Change password"}
            </Button>
          </Form>
        ) : (
          // Made with a passkey on the invitation page: there is no current password to ask for (decision 0037).
          <p className="mt-2 text-slate-700">
            You sign in with a passkey and have no password yet. To add one, use{" "}
            <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              Forgot password?
            </Link>{" "}
            with {email}: we mail you a link to choose it.
          </p>
        )}
      </div>

      <div className={cardClass}>
        <h2 className="text-xl font-semibold">Two-step sign-in</h2>
        <p className="mt-2 text-slate-700">
          {twoStepOn ? "On: signing in asks for a code from your authenticator app, or one of your passkeys, after your password." : "Off: your password alone signs you in."}
        </p>
        <Link to="/account/two-step" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {twoStepOn ? "Manage two-step sign-in" : "Set up two-step sign-in"}
        </Link>
      </div>

      <div className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-xl font-semibold">Where you are signed in</h2>
          {others > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="end-others" />
              <Button type="submit" variant="secondary" disabled={busyWith === "end-others"}>
                Sign out everywhere else
              </Button>
            </Form>
          ) : null}
        </div>
        <div className="mt-4">
          {message("end-session")}
          {message("end-others")}
        </div>
        <ul className="mt-2 divide-y divide-slate-100">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {session.device}
                  {session.current ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">This device</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {`Signed in ${session.signedInText} · last active ${session.lastActiveText}${session.network ? ` · network ${session.network}` : ""}`}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary" className="px-3 py-1.5" aria-label={`Sign out ${session.device}${session.current ? " (this device)" : ""}, signed in ${session.signedInText}`}>
                  Sign out
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </div>

      {canDeleteSelf ? (
        <div className={cardClass}>
          <h2 className="text-xl font-semibold">Delete your account</h2>
          <p className="mt-2 text-slate-600">
            Your name, email address, password and every signed-in session are deleted at once and cannot be brought back. A newsletter subscription is separate: unsubscribe
            from any newsletter mail.
          </p>
          <Form method="post" noValidate className="mt-4 space-y-4">
            {message("delete-account")}
            <input type="hidden" name="intent" value="delete-account" />
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" className="max-w-sm" error={answer("delete-account")?.fieldErrors?.currentPassword} required />
            <div>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="confirm"
                  aria-invalid={answer("delete-account")?.fieldErrors?.confirm ? true : undefined}
                  aria-describedby={answer("delete-account")?.fieldErrors?.confirm ? "delete-confirm-error" : undefined}
                  className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                />
                Yes, delete my account for good
              </label>
              {answer("delete-account")?.fieldErrors?.confirm ? (
                <p id="delete-confirm-error" className="mt-1 text-sm text-red-700">
                  {answer("delete-account")?.fieldErrors?.confirm}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="danger" disabled={busyWith === "delete-account"}>
              {busyWith === "delete-account" ? "Deleting..." : "Delete my account"}
            </Button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
