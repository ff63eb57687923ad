import { useId } from "react";
import { useFetcher } from "react-router";

interface NewsletterResult {
  ok: boolean;
  message: string;
}

/** The footer's Subscribe box. Posts to /newsletter; works as a plain form before JavaScript loads. */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  const inputId = useId();
  const messageId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action="/newsletter" className="mt-4" aria-describedby={messageId}>
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
          className="min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${result?.ok === false ? "text-red-300" : "text-emerald-300"}`}>
        {result?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
