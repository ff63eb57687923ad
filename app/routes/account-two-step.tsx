import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requireUser } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { passkeyAnswerSchema, passkeyNameSchema, reauthenticationSchema, REAUTHENTICATION_MINUTES, removeSecondFactorSchema, secondFactorCodeSchema } from "~/modules/auth/auth.schema";
import { countOtherSessions, endOtherSessions, reauthenticationAsked } from "~/modules/auth/account.server";
import { addPasskey, listOwnPasskeys, removeOwnPasskey } from "~/modules/auth/passkeys.server";
import { AddPasskeyForm, PasskeyNoScript } from "~/components/auth/passkeys";
import { ReauthenticationField } from "~/components/auth/reauthentication-field";
import { DeleteButton } from "~/components/admin/admin-ui";
import { formatInZone } from "~/modules/time-zone";
import {
  confirmTwoFactorEnrolment,
  loadOwnTwoFactor,
  mustEnrolSecondFactor,
  regenerateBackupCodes,
  removeOwnSecondFactor,
  secondFactorRequiredMessage,
  startTwoFactorEnrolment,
} from "~/modules/auth/two-factor.server";
import { parseInput } from "~/modules/forms/parse-form";
import type { Failure } from "~/modules/result";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/account-two-step";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Two-step sign-in", noIndex: true });

/** Neither the secret nor the backup codes may sit in a cache. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};

/** The person's own second factor (issue 33, decision 0030): set up, confirm with a first code, or turn off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [twoFactor, required, passkeys, reauthenticate, otherSessions] = await Promise.all([
    loadOwnTwoFactor(context, { userId: user.id, email: user.email }),
    mustEnrolSecondFactor(context, { userId: user.id, role: user.role }),
    listOwnPasskeys(context, { userId: user.id }),
    reauthenticationAsked(context, { userId: user.id, signedInAt: user.signedInAt }),
    countOtherSessions(context, { user }),
  ]);
  const timeZone = context.env.SITE_TIMEZONE;
  return {
    email: user.email,
    twoFactor,
    // Why the admin sent them here (STAFF_TWO_FACTOR=required), or null.
    requiredBecause: required ? secondFactorRequiredMessage : null,
    // What adding a factor or new backup codes asks for first (decision 0046): nothing right after a sign-in.
    reauthenticate,
    // Offered after a factor changes (ASVS 7.4.3): a change made because a device was lost should end its session.
    otherSessions,
    passkeys: passkeys.map((passkey) => ({ ...passkey, createdText: formatInZone(passkey.createdAt, timeZone), lastUsedText: passkey.lastUsedAt ? formatInZone(passkey.lastUsedAt, timeZone) : null })),
  };
}

type Intent = "start" | "confirm" | "new-codes" | "remove" | "passkey-add" | "passkey-remove" | "end-others";
/** The answers that change a way of signing in, after which the other sessions are offered to be ended. */
const FACTOR_CHANGES: readonly Intent[] = ["confirm", "new-codes", "remove", "passkey-add", "passkey-remove"];
interface ActionAnswer {
  intent: Intent;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  /** Only in the answer to the confirming code or to "new codes": shown this once, never stored readable. */
  backupCodes?: string[];
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const by = auditActorOf(user, context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  const refuse = (failure: Failure) => data<ActionAnswer>({ intent, ok: false, message: failure.message, fieldErrors: failure.fieldErrors }, failureInit(failure));
  if (intent === "start") {
    const started = await startTwoFactorEnrolment(context, { userId: user.id, signedInAt: user.signedInAt, currentPassword: currentPasswordIn(form), email: user.email });
    return started.ok ? ({ intent, ok: true, message: "" } satisfies ActionAnswer) : refuse(started);
  }
  if (intent === "confirm") {
    const parsed = parseInput(secondFactorCodeSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const confirmed = await confirmTwoFactorEnrolment(context, { userId: user.id, email: user.email, code: parsed.value.code, by });
    if (!confirmed.ok) return refuse(confirmed);
    return { intent, ok: true, message: "Two-step sign-in is on.", backupCodes: confirmed.value.backupCodes } satisfies ActionAnswer;
  }
  if (intent === "new-codes") {
    const parsed = parseInput(secondFactorCodeSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const made = await regenerateBackupCodes(context, { userId: user.id, signedInAt: user.signedInAt, currentPassword: currentPasswordIn(form), email: user.email, code: parsed.value.code, by });
    if (!made.ok) return refuse(made);
    return { intent, ok: true, message: "New backup codes made. The earlier ones no longer work.", backupCodes: made.value.backupCodes } satisfies ActionAnswer;
  }
  if (intent === "remove") {
    const parsed = parseInput(removeSecondFactorSchema, form);
    if (!parsed.ok) return refuse(parsed);
    const removed = await removeOwnSecondFactor(context, { userId: user.id, email: user.email, currentPassword: parsed.value.currentPassword, by });
    if (!removed.ok) return refuse(removed);
    // Passkeys are a second step of their own: turning the app off leaves them working.
    const passkeysLeft = (await listOwnPasskeys(context, { userId: user.id })).length > 0;
    const message = passkeysLeft ? "Codes from the app are off. Your passkeys still work as the second step." : "Two-step sign-in is off. Signing in now needs only your password.";
    return { intent, ok: true, message } satisfies ActionAnswer;
  }
  if (intent === "passkey-add") {
    const named = parseInput(passkeyNameSchema, form);
    if (!named.ok) return refuse(named);
    const answer = parseInput(passkeyAnswerSchema, form);
    if (!answer.ok) return refuse(answer);
    const added = await addPasskey(context, { userId: user.id, email: user.email, name: named.value.name, answer: answer.value.response, by });
    return added.ok ? ({ intent, ok: true, message: `Passkey "${added.value.name}" added.` } satisfies ActionAnswer) : refuse(added);
  }
  if (intent === "passkey-remove") {
    const removed = await removeOwnPasskey(context, { userId: user.id, email: user.email, id: String(form.get("id") ?? ""), by });
    return removed.ok ? ({ intent, ok: true, message: `Passkey "${removed.value.name}" removed.` } satisfies ActionAnswer) : refuse(removed);
  }
  if (intent === "end-others") {
    const result = await endOtherSessions(context, { user, by });
    const ended = result.ok ? result.value.ended : 0;
    return { intent, ok: true, message: ended === 0 ? "No other device was signed in." : `Signed out ${ended === 1 ? "1 other session" : `${ended} other sessions`}.` } satisfies ActionAnswer;
  }
  return data<ActionAnswer>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

/** The current password a form carried for re-authentication, or "" (the schema cannot fail). */
function currentPasswordIn(form: FormData): string {
  const parsed = parseInput(reauthenticationSchema, form);
  return parsed.ok ? parsed.value.currentPassword : "";
}

const cardClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const headingClass = "text-xl font-semibold focus:outline-none";

/** Moves focus to the heading of each new step (after a submission, never on the first load). */
function useFocusOnStep(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

export default function AccountTwoStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactor } = loaderData;
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const answer = (intent: Intent): ActionAnswer | undefined => (navigation.state === "idle" && actionData?.intent === intent ? actionData : undefined);
  const codesAnswer = answer("confirm") ?? answer("new-codes");
  const backupCodes = codesAnswer?.backupCodes;
  const step = backupCodes ? "codes" : twoFactor.state;
  const heading = useFocusOnStep(step);
  // Passkeys are a second step of their own: turning the app off leaves them, and the form says so.
  const keepsPasskeys = loaderData.passkeys.length > 0;
  const error = (intent: Intent) => {
    const reply = answer(intent);
    return reply && !reply.ok ? reply.message : undefined;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link to="/account" className="font-semibold text-brand-700 hover:underline">
          Your account
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Two-step sign-in</h1>
      <p className="mt-2 text-slate-600">
        After your password, signing in asks for a code from an authenticator app on your phone or for one of your passkeys, so a stolen password alone does not get in. A passkey also signs you in on its own.
      </p>
      {loaderData.requiredBecause && step !== "codes" ? (
        <div role="note" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">Required before you can use the admin</p>
          <p className="mt-1 text-sm">{loaderData.requiredBecause}</p>
        </div>
      ) : null}

      {loaderData.reauthenticate === "sign-in" && step !== "codes" ? (
        <div role="note" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">Sign in again to make changes</p>
          <p className="mt-1 text-sm">
            Adding a passkey, setting up codes from an app or making new backup codes needs a sign-in within the last {REAUTHENTICATION_MINUTES} minutes. Sign out, sign in again, and come back here.
          </p>
        </div>
      ) : null}

      <OtherSessionsOffer changed={FACTOR_CHANGES.some((intent) => answer(intent)?.ok)} otherSessions={loaderData.otherSessions} ended={answer("end-others")?.message} />

      {step === "off" ? (
        <div className={cardClass}>
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            Set up two-step sign-in
          </h2>
          <FormMessage tone="success">{answer("remove")?.ok ? answer("remove")?.message : undefined}</FormMessage>
          <FormMessage tone="error">{error("start")}</FormMessage>
          <p className="mt-2 text-slate-600">You need an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</p>
          <Form method="post" noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="start" />
            <ReauthenticationField asked={loaderData.reauthenticate} error={answer("start")?.fieldErrors?.currentPassword} />
            <Button type="submit" disabled={busyWith === "start"}>
              {busyWith === "start" ? "Starting..." : "Set up two-step sign-in"}
            </Button>
          </Form>
        </div>
      ) : null}

      {twoFactor.state === "pending" && step === "pending" ? (
        <div className={cardClass}>
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            Add this account to your authenticator app
          </h2>
          <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-700">
            <li>
              In the app, choose to add an account and enter this key by hand (spaces do not matter):
              <p className="mt-2">
                <code data-testid="totp-secret" className="inline-block rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider text-ink">
                  {twoFactor.secretGroups}
                </code>
              </p>
              <p className="mt-2 text-sm">
                On this phone?{" "}
                <a href={twoFactor.uri} className="font-semibold text-brand-700 hover:underline">
                  Open it in your authenticator app
                </a>
                .
              </p>
            </li>
            <li>
              Enter the 6-digit code the app now shows for it.
              <Form method="post" noValidate className="mt-3 space-y-4">
                <FormMessage tone="error">{error("confirm")}</FormMessage>
                <input type="hidden" name="intent" value="confirm" />
                <AppCodeField error={answer("confirm")?.fieldErrors?.code} />
                <Button type="submit" disabled={busyWith === "confirm"}>
                  {busyWith === "confirm" ? "Checking..." : "Turn on two-step sign-in"}
                </Button>
              </Form>
            </li>
          </ol>
        </div>
      ) : null}

      {step === "codes" && backupCodes ? (
        <div className={cardClass}>
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            Save your backup codes
          </h2>
          <FormMessage tone="success">{codesAnswer?.message}</FormMessage>
          <p className="mt-2 text-slate-700">
            If you lose your phone, each of these codes signs you in once instead of the app's code. They are shown only now: keep them somewhere safe, such as a password manager.
          </p>
          <label htmlFor="backup-codes" className="mt-4 block text-sm font-medium text-ink">
            Your 10 backup codes
          </label>
          <textarea
            id="backup-codes"
            readOnly
            rows={backupCodes.length}
            value={backupCodes.join("\n")}
            // One code a line, never split: 29 characters fit a phone at the small size.
            wrap="off"
            className="mt-1 w-full max-w-sm rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-ink sm:text-base"
          />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <a
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(`Backup codes for ${loaderData.email}\n\n${backupCodes.join("\n")}\n`)}`}
              download="backup-codes.txt"
              className="font-semibold text-brand-700 hover:underline"
            >
              Download as text
            </a>
            <Link to="/account" className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2">
              I have saved them
            </Link>
          </div>
        </div>
      ) : null}

      {twoFactor.state === "on" && step === "on" ? (
        <div className={cardClass}>
          <h2 ref={heading} tabIndex={-1} className={headingClass}>
            Two-step sign-in is on
          </h2>
          <p className="mt-2 text-slate-700">
            {twoFactor.backupCodesLeft === 1 ? "1 backup code is left." : `${twoFactor.backupCodesLeft} backup codes are left.`} Lost your phone and your codes? An admin can reset it.
          </p>
          <h3 className="mt-6 font-semibold text-ink">New backup codes</h3>
          <p className="mt-1 text-sm text-slate-600">Used up or lost your codes? Make a new set: the earlier codes stop working at once.</p>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <FormMessage tone="error">{error("new-codes")}</FormMessage>
            <input type="hidden" name="intent" value="new-codes" />
            <AppCodeField error={answer("new-codes")?.fieldErrors?.code} />
            <ReauthenticationField asked={loaderData.reauthenticate} error={answer("new-codes")?.fieldErrors?.currentPassword} />
            <Button type="submit" variant="secondary" disabled={busyWith === "new-codes"}>
              {busyWith === "new-codes" ? "Making..." : "Make new backup codes"}
            </Button>
          </Form>
          <h3 className="mt-6 font-semibold text-ink">{keepsPasskeys ? "Turn off codes from the app" : "Turn it off"}</h3>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <FormMessage tone="error">{error("remove")}</FormMessage>
            <input type="hidden" name="intent" value="remove" />
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" className="max-w-sm" error={answer("remove")?.fieldErrors?.currentPassword} required />
            <div>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="confirm"
                  aria-invalid={answer("remove")?.fieldErrors?.confirm ? true : undefined}
                  aria-describedby={answer("remove")?.fieldErrors?.confirm ? "confirm-error" : undefined}
                  className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                />
                {keepsPasskeys ? "Yes, turn off codes from the app (my passkeys still work)" : "Yes, signing in will need only my password"}
              </label>
              {answer("remove")?.fieldErrors?.confirm ? (
                <p id="confirm-error" className="mt-1 text-sm text-red-700">
                  {answer("remove")?.fieldErrors?.confirm}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="secondary" disabled={busyWith === "remove"}>
              {busyWith === "remove" ? "Turning off..." : keepsPasskeys ? "Turn off codes from the app" : "Turn off two-step sign-in"}
            </Button>
          </Form>
        </div>
      ) : null}

      {step !== "codes" ? <PasskeysCard passkeys={loaderData.passkeys} askPassword={loaderData.reauthenticate === "password"} addAnswer={answer("passkey-add")} removeAnswer={answer("passkey-remove")} /> : null}
    </section>
  );
}

type ListedPasskey = Route.ComponentProps["loaderData"]["passkeys"][number];

/** The removal buttons' one fetcher: its answer outlives the row (and the button) it removed. */
const PASSKEY_REMOVAL = "passkey-removal";

/**
 * The person's passkeys: listed with when each was added and last used, removable (after a question; the removal
 * posts through a fetcher, the list reloads, DeleteButton moves focus to the next passkey's button or this card's
 * heading, and the card's live region says it worked),
 * and the form that adds one (script only: WebAuthn is a browser API).
 */
function PasskeysCard({ passkeys, askPassword, addAnswer, removeAnswer }: { passkeys: ListedPasskey[]; askPassword: boolean; addAnswer?: ActionAnswer; removeAnswer?: ActionAnswer }) {
  const removal = useFetcher<ActionAnswer>({ key: PASSKEY_REMOVAL });
  // One line says what happened last: an addition (the page's action) or a removal (the fetcher; without script,
  // the page's action too).
  const [latest, setLatest] = useState<"add" | "remove">();
  useEffect(() => setLatest(addAnswer ? "add" : undefined), [addAnswer]);
  useEffect(() => {
    if (removal.data) setLatest("remove");
  }, [removal.data]);
  const removed = removeAnswer ?? (latest === "remove" && removal.state === "idle" ? removal.data : undefined);
  const added = latest === "add" ? addAnswer : undefined;
  const said = removed ?? (added?.ok ? added : undefined);
  return (
    <div className={cardClass}>
      <h2 tabIndex={-1} className={headingClass}>
        Passkeys
      </h2>
      <p className="mt-2 text-slate-700">
        A passkey is saved by your device or password manager and unlocked with your fingerprint, face or screen lock. It signs you in without a password, and counts as the second step after one.
      </p>
      <FormMessage tone={said?.ok === false ? "error" : "success"}>{said?.message}</FormMessage>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">{passkey.name}</p>
                <p className="text-sm text-slate-600">
                  Added {passkey.createdText} · {passkey.lastUsedText ? `last used ${passkey.lastUsedText}` : "not used yet"}
                </p>
              </div>
              <DeleteButton
                id={passkey.id}
                intent="passkey-remove"
                label="Remove"
                subject={passkey.name}
                title={`Remove the passkey "${passkey.name}"?`}
                message="It will no longer sign you in. The copy saved on your device stays there until you delete it in its settings."
                confirmLabel="Remove"
                busyLabel="Removing..."
                fetcherKey={PASSKEY_REMOVAL}
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 font-semibold text-ink">Add a passkey</h3>
      <AddPasskeyForm askPassword={askPassword} serverError={addAnswer && !addAnswer.ok && !addAnswer.fieldErrors?.name ? addAnswer.message : undefined} fieldError={addAnswer?.fieldErrors?.name} />
      <PasskeyNoScript>Adding a passkey needs a browser with JavaScript turned on.</PasskeyNoScript>
    </div>
  );
}

/**
 * The current password, asked before a new factor or new backup codes when the sign-in is more than a few minutes
 * old (decision 0046); nothing right after a sign-in. The server decides again on submit.
 */
/**
 * After a way of signing in changed, the other devices still signed in, with a button that signs them out (ASVS
 * 7.4.3): the person may be changing it because one of them is lost. Sent by a fetcher, so new backup codes on
 * the page stay in view; without script the page answers it like any other form.
 */
function OtherSessionsOffer({ changed, otherSessions, ended }: { changed: boolean; otherSessions: number; ended?: string }) {
  const fetcher = useFetcher<ActionAnswer>();
  const said = fetcher.data?.message ?? ended;
  if (said) {
    return (
      <div className="mt-6">
        <FormMessage tone="success">{said}</FormMessage>
      </div>
    );
  }
  if (!changed || otherSessions === 0) return null;
  return (
    <div role="note" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <p className="font-semibold">{otherSessions === 1 ? "You are still signed in on 1 other device" : `You are still signed in on ${otherSessions} other devices`}</p>
      <p className="mt-1 text-sm">If you made this change because a device is lost or someone else may know your password, sign the others out. This device stays signed in.</p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="end-others" />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Signing out..." : "Sign out everywhere else"}
        </Button>
      </fetcher.Form>
    </div>
  );
}


/** The code the authenticator app shows, for turning two-step sign-in on and for new backup codes. */
function AppCodeField({ error }: { error?: string }) {
  return (
    <Field
      label="Code from the app"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={40}
      className="max-w-xs"
      error={error}
      required
    />
  );
}
