import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { SpamTrap } from "~/components/ui/spam-trap";
import { parseForm } from "~/modules/forms/parse-form";
import { newsletterSchema, type NewsletterResult } from "~/modules/newsletter/newsletter.schema";

/**
 * The footer's Subscribe box. Posts to /newsletter; works as a plain form before JavaScript loads (the /newsletter
 * page then shows the answer, passed in as `initialResult`).
 */
export function NewsletterForm({ initialResult }: { initialResult?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>();
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
    const parsed = parseForm(newsletterSchema, new FormData(event.currentTarget));
    setClientError(parsed.success ? undefined : parsed.message);
    if (!parsed.success) event.preventDefault();
  }

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate onSubmit={onSubmit} className="relative mt-4">
      <SpamTrap />
      <label htmlFor={inputId} className="sr-only">
        Email address
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
          aria-invalid={result?.ok === false ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
        >
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${result?.ok === false ? "text-red-300" : "text-emerald-300"}`}>
        {busy ? "" : (result?.message ?? "")}
      </p>
    </fetcher.Form>
  );
}
