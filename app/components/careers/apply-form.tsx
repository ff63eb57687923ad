import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldFrame, FormMessage } from "~/components/ui/field";
import { SpamTrap } from "~/components/ui/spam-trap";
import { useLocale } from "~/components/layout/use-locale";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { localizedPath } from "~/i18n/locale";
import { positionPath } from "~/modules/careers/position-path";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { applicationFormSchemaFor, RESUME_ACCEPT, resumeFileProblem, type Position } from "~/modules/careers/careers.schema";
import { parseForm } from "~/modules/forms/parse-form";
import { useUpload } from "./use-upload";

/** What the page's action answers when the form was posted without JavaScript. */
export interface ApplyServerResult {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

interface ApplyFormProps {
  position: Pick<Position, "id" | "slug" | "title">;
  /** Close on the thanks screen: closes the dialog, or returns the page to the form. */
  onClose(): void;
  serverResult?: ApplyServerResult;
  /** The page after a successful post without JavaScript shows the thanks screen straight away. */
  submitted?: boolean;
  /** On the job's page Close is a link back to it, so it works before JavaScript loads too. */
  closeHref?: string;
  /** In the dialog the form replaces the details (and their focused Apply Now button): start at the first field. */
  autoFocus?: boolean;
}

/**
 * The application form (SPEC section 3). Before JavaScript loads it is a plain multipart POST to the job's page;
 * afterwards it is checked in the browser and sent to /api/careers/apply with a progress bar. Both end in the
 * same use case on the server.
 */
export function ApplyForm({ position, onClose, serverResult, submitted = false, closeHref, autoFocus }: ApplyFormProps) {
  // In the page's language: its labels, the browser's checks, and the server's answers (the API takes `language`).
  const { locale, t } = useLocale();
  const words = t.careers.form;
  const messages = t.careers.messages;
  const company = useSiteSettings().name;
  const { state, send, reset } = useUpload(locale === DEFAULT_LOCALE ? "/api/careers/apply" : `/api/careers/apply?language=${locale}`);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const showThanks = state.phase === "done" || (submitted && state.phase === "idle");
  useEffect(() => {
    if (showThanks) thanksHeading.current?.focus();
  }, [showThanks]);

  function close() {
    reset();
    onClose();
  }

  if (showThanks) {
    return (
      <div className="py-6 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h3 ref={thanksHeading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink outline-none">
          {messages.appliedTitle}
        </h3>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{messages.appliedText}</p>
        {closeHref ? (
          <Link
            to={closeHref}
            replace
            preventScrollReset
            onClick={close}
            className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {words.close}
          </Link>
        ) : (
          <Button className="mt-6" onClick={close}>
            {words.close}
          </Button>
        )}
      </div>
    );
  }

  const sending = state.phase === "sending";
  const failed = state.phase === "failed" ? state : null;
  const fieldErrors = clientErrors ?? failed?.body?.fieldErrors ?? (failed ? {} : (serverResult?.fieldErrors ?? {}));
  const failure = failed ? failed.body?.error : serverResult?.error;
  const values = serverResult?.values ?? {};
  const closed = fieldErrors.position === messages.positionHasClosed;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = parseForm(applicationFormSchemaFor(messages), data);
    const errors = parsed.success ? {} : { ...parsed.fieldErrors };
    const resumeProblem = resumeFileProblem(data.get("resume") as File | null, messages);
    if (resumeProblem) errors.resume = resumeProblem;
    if (Object.keys(errors).length) {
      setClientErrors(errors);
      form.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      return;
    }
    setClientErrors(null);
    if (await send(data)) form.reset();
  }

  return (
    <form
      method="post"
      action={positionPath(position.slug, locale)}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      className="relative space-y-5"
    >
      <FormMessage tone="error">
        {closed ? (
          <>
            {messages.positionHasClosed}{" "}
            <Link to={localizedPath("/careers", locale)} className="font-semibold underline">
              {words.seeOpenPositions}
            </Link>
          </>
        ) : failed || serverResult?.error ? (
          <>
            <strong className="block">{messages.applyFailed}</strong>
            {failure && failure !== messages.applyFailed ? <span className="mt-1 block">{failure}</span> : null}
          </>
        ) : clientErrors ? (
          Object.keys(clientErrors).length > 1 ? (
            words.checkFields
          ) : (
            Object.values(clientErrors)[0]
          )
        ) : null}
      </FormMessage>
      <SpamTrap />
      <input type="hidden" name="positionId" value={position.id} />
      <input type="hidden" name="position" value={position.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={words.fullName} name="name" autoComplete="name" autoFocus={autoFocus} required defaultValue={values.name} error={fieldErrors.name} />
        <Field label={words.email} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={fieldErrors.email} />
        <Field label={words.phone} name="phone" type="tel" autoComplete="tel" required defaultValue={values.phone} error={fieldErrors.phone} />
        <Field
          label={words.experience}
          name="experience"
          inputMode="decimal"
          required
          defaultValue={values.experience}
          error={fieldErrors.experience}
        />
        <Field
          label={words.currentCompany}
          name="currentCompany"
          autoComplete="organization"
          defaultValue={values.currentCompany}
          error={fieldErrors.currentCompany}
        />
        <Field
          label={words.expectedSalary}
          name="expectedSalary"
          inputMode="decimal"
          defaultValue={values.expectedSalary}
          error={fieldErrors.expectedSalary}
        />
        <Field
          label={words.noticePeriod}
          name="noticePeriod"
          inputMode="numeric"
          defaultValue={values.noticePeriod}
          error={fieldErrors.noticePeriod}
        />
        <FieldFrame label={words.resume} hint={words.resumeHint} error={fieldErrors.resume}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="resume"
              accept={RESUME_ACCEPT}
              required
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 aria-invalid:border-red-600"
            />
          )}
        </FieldFrame>
      </div>
      <ConsentBox name="consent" error={fieldErrors.consent} defaultChecked={values.consent === "on"}>
        {words.consentBefore(company)}
        <Link to={localizedPath("/privacy-policy", locale)} className="font-semibold text-brand-700 underline">
          {words.consentLink}
        </Link>
        {words.consentAfter}
      </ConsentBox>
      <ConsentBox name="talentPool" defaultChecked={values.talentPool === "on"}>
        {words.talentPool}
      </ConsentBox>
      <ReferrerField />
      {fieldErrors.position && !closed ? <p className="text-sm text-red-700">{fieldErrors.position}</p> : null}
      {sending ? (
        <div>
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            aria-label={words.uploadProgress}
            max={1}
            value={state.progress ?? undefined}
          />
          <p className="mt-1 text-xs text-slate-600" aria-live="polite">
            {state.progress === null ? words.uploading : words.uploadingPercent(Math.round(state.progress * 100))}
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? words.submitting : words.submit}
      </Button>
    </form>
  );
}

/** A checkbox with its sentence as the label; an error is announced with it. */
function ConsentBox({ name, error, defaultChecked, children }: { name: string; error?: string; defaultChecked?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 pl-7 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The site the visitor came from (another site's address only), for the hiring team's source column. Filled in
 * once JavaScript runs; a form sent before that goes without it.
 */
function ReferrerField() {
  const [referrer, setReferrer] = useState("");
  useEffect(() => {
    try {
      if (document.referrer && new URL(document.referrer).origin !== window.location.origin) setReferrer(document.referrer);
    } catch {
      // An unparsable referrer is left out.
    }
  }, []);
  return <input type="hidden" name="referrer" value={referrer} />;
}
