import { useEffect, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { invitationPasskeySchema, PASSKEY_NAME_MAX, passkeyNameSchema } from "~/modules/auth/auth.schema";
import { ReauthenticationField } from "./reauthentication-field";

/**
 * The browser side of passkeys (decision 0037). `@simplewebauthn/browser` is imported only when a ceremony starts,
 * so it is fetched only by someone who presses a passkey button on /login, /login/two-factor, /account/two-step or
 * /invitation;
 * no other page references it. The controls stay hidden until React runs and the browser has WebAuthn, so a
 * browser without script (or without passkeys) sees nothing that cannot work, only the note `PasskeyNoScript`.
 */
function useWebAuthnAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof window.PublicKeyCredential === "function"), []);
  return available;
}

/** The options a ceremony needs, from our endpoint (a fresh challenge each time). */
async function fetchOptions(url: string, body: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { method: "POST", body: new URLSearchParams(body), credentials: "same-origin", cache: "no-store" });
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  if (!response.ok) throw new Error(answer?.error ?? "The server did not answer. Try again.");
  return answer;
}

/** A ceremony's failure in words: the browser's cancel and timeout are one "not allowed" error. */
function ceremonyMessage(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") return "The passkey request was cancelled or timed out. Try again.";
  if (error instanceof Error && error.name === "InvalidStateError") return "This device already holds a passkey for your account.";
  return error instanceof Error && error.message ? error.message : "The passkey could not be used. Try again.";
}

/**
 * One passkey ceremony at a time, as both passkey controls run it: `busy` while the browser asks or the answer is
 * being posted (a submission with `intent`), the ceremony's own failure in words, else the server's refusal once
 * the page is idle again.
 */
function usePasskeyCeremony(intent: string, serverError: string | undefined) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();
  const posting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  async function run(ceremony: () => Promise<Record<string, string>>): Promise<boolean> {
    setError(undefined);
    setWorking(true);
    try {
      await submit({ intent, ...(await ceremony()) }, { method: "post" });
      return true;
    } catch (caught) {
      setError(ceremonyMessage(caught));
      return false;
    } finally {
      setWorking(false);
    }
  }
  const shownError = error ?? (navigation.state === "idle" ? serverError : undefined);
  return { run, busy: working || posting, shownError, idle: navigation.state === "idle", clearError: () => setError(undefined) };
}

/** Said where the passkey controls would be, to a browser without script. */
export function PasskeyNoScript({ children }: { children: string }) {
  return (
    <noscript>
      <p className="text-sm text-slate-600">{children}</p>
    </noscript>
  );
}

/**
 * "Sign in with a passkey" (/login) or "Use a passkey" (/login/two-factor): asks the browser for a passkey and posts
 * its answer to the page's own action as `intent=passkey`.
 */
export function PasskeySignInButton({ purpose, redirectTo, label, serverError }: { purpose: "sign-in" | "second-factor"; redirectTo: string; label: string; serverError?: string }) {
  const available = useWebAuthnAvailable();
  const ceremony = usePasskeyCeremony("passkey", serverError);
  function signIn() {
    return ceremony.run(async () => {
      const optionsJSON = await fetchOptions("/login/passkey-options", { purpose });
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const answer = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      return { response: JSON.stringify(answer), redirectTo };
    });
  }
  return (
    <div hidden={!available} className="space-y-3">
      {ceremony.shownError ? <FormMessage tone="error">{ceremony.shownError}</FormMessage> : null}
      <Button type="button" variant="secondary" className="w-full" disabled={ceremony.busy} onClick={() => void signIn()}>
        {ceremony.busy ? "Waiting for your passkey..." : label}
      </Button>
    </div>
  );
}

/**
 * "Add a passkey" on /account/two-step: a name for it, then the browser makes the passkey, and its answer is posted
 * to the page's action as `intent=passkey-add`.
 */
export function AddPasskeyForm({ askPassword, serverError, fieldError }: { askPassword: boolean; serverError?: string; fieldError?: string }) {
  const available = useWebAuthnAvailable();
  const ceremony = usePasskeyCeremony("passkey-add", serverError);
  const [nameError, setNameError] = useState<string>();
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passkeyNameSchema.safeParse({ name: new FormData(form).get("name") });
    ceremony.clearError();
    setNameError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) {
      form.querySelector<HTMLInputElement>("input[name=name]")?.focus();
      return;
    }
    // The current password, when the sign-in is not recent: the options' call re-authenticates (decision 0046).
    const currentPassword = String(new FormData(form).get("currentPassword") ?? "");
    const added = await ceremony.run(async () => {
      const optionsJSON = await fetchOptions("/account/two-step/passkey-options", { currentPassword });
      const { startRegistration } = await import("@simplewebauthn/browser");
      const answer = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      return { name: parsed.data.name, response: JSON.stringify(answer) };
    });
    if (added) form.reset();
  }
  return (
    <form hidden={!available} noValidate onSubmit={(event) => void add(event)} className="mt-4 space-y-4">
      {ceremony.shownError ? <FormMessage tone="error">{ceremony.shownError}</FormMessage> : null}
      <Field
        label="Name for the new passkey"
        name="name"
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        hint="For example the device or password manager it is saved in."
        className="max-w-sm"
        error={nameError ?? (ceremony.idle ? fieldError : undefined)}
        required
      />
      <ReauthenticationField asked={askPassword ? "password" : "nothing"} />
      <Button type="submit" disabled={ceremony.busy}>
        {ceremony.busy ? "Waiting for your passkey..." : "Add a passkey"}
      </Button>
    </form>
  );
}

/**
 * "Use a passkey instead" on the invitation page, inside its form: the name typed there, then the browser makes the
 * passkey (for an account that does not exist yet; the options' call checks the link's token), and its answer is
 * posted to the page's action as `intent=passkey`, with the token and the name. No password is chosen.
 */
export function InvitationPasskeyButton({ token, serverError }: { token: string; serverError?: string }) {
  const available = useWebAuthnAvailable();
  const ceremony = usePasskeyCeremony("passkey", serverError);
  const [nameError, setNameError] = useState<string>();
  async function accept(form: HTMLFormElement | null) {
    if (!form) return;
    const parsed = invitationPasskeySchema.safeParse({ token, name: new FormData(form).get("name") });
    ceremony.clearError();
    setNameError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) {
      form.querySelector<HTMLInputElement>("input[name=name]")?.focus();
      return;
    }
    await ceremony.run(async () => {
      const optionsJSON = await fetchOptions("/invitation/passkey-options", { token, name: parsed.data.name });
      const { startRegistration } = await import("@simplewebauthn/browser");
      const answer = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      return { token, name: parsed.data.name, response: JSON.stringify(answer) };
    });
  }
  const error = nameError ?? ceremony.shownError;
  return (
    <div hidden={!available} className="space-y-3">
      <p className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">or</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="button" variant="secondary" className="w-full" disabled={ceremony.busy} onClick={(event) => void accept(event.currentTarget.form)} aria-describedby="invitation-passkey-hint">
        {ceremony.busy ? "Waiting for your passkey..." : "Use a passkey instead"}
      </Button>
      <p id="invitation-passkey-hint" className="text-xs text-slate-600">
        No password to choose: your device or password manager keeps the passkey, unlocked with your fingerprint, face or screen lock.
      </p>
    </div>
  );
}
