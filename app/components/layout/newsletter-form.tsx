import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { SpamTrap } from "~/components/ui/spam-trap";
import { localizedPath } from "~/i18n/locale";
import type { NewsletterMessages } from "~/modules/newsletter/newsletter-messages";
import type { NewsletterResult } from "~/modules/newsletter/newsletter.schema";
import { useLocale } from "./use-locale";

/**
 * The footer is on every page: its validation (zod, about 20 KB compressed) loads when the visitor submits, not
 * with the page. The same schema as the server's.
 */
async function validateNewsletter(form: FormData, messages: NewsletterMessages) {
  const [{ parseForm }, { newsletterSchemaFor }] = await Promise.all([import("~/modules/forms/parse-form"), import("~/modules/newsletter/newsletter.schema")]);
  return parseForm(newsletterSchemaFor(messages), form);
}

/**
 * The footer's Subscribe box. Posts to the newsletter page of its page's language (/newsletter, /hi/newsletter:
 * the subscriber's language); works as a plain form before JavaScript loads (that page then shows the answer,
 * passed in as `initialResult`).
 */
export function NewsletterForm({ initialResult }: { initialResult?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>();
  const { locale, t } = useLocale();
  const action = localizedPath("/newsletter", locale);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const messageId = useId();
  const [clientError, setClientError] = useState<string>();
  const busy = fetcher.state !== "idle";
  const result: NewsletterResult | undefined = clientError ? { ok: false, message: clientError } : (fetcher.data ?? initialResult);

  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Checked first, then sent by the fetcher (as the form would be); without JavaScript the form posts itself.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void validateNewsletter(form, t.newsletterForm.messages).then(
      (parsed) => {
        setClientError(parsed.success ? undefined : parsed.message);
        if (parsed.success) void fetcher.submit(form, { method: "post", action });
      },
      () => void fetcher.submit(form, { method: "post", action }),
    );
  }

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="relative mt-4">
      <SpamTrap />
      <label htmlFor={inputId} className="sr-only">
        {t.newsletterForm.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          aria-describedby={messageId}
          aria-invalid={result?.ok === false && !result.again ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
        >
          {busy ? t.newsletterForm.subscribing : t.newsletterForm.subscribe}
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${result?.again ? "text-amber-200" : result?.ok === false ? "text-red-300" : "text-emerald-300"}`}>
        {busy ? "" : (result?.message ?? "")}
      </p>
    </fetcher.Form>
  );
}
