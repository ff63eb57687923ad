import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { SEARCH_QUERY_MAX_LENGTH } from "~/modules/search/search.schema";

/**
 * An admin inbox's search box: a GET form that keeps the folder (`keep`, e.g. the spam view) and searches within
 * it; Clear goes back to the whole folder.
 */
export function InboxSearchForm({ query, placeholder, keep = {}, clearTo }: { query: string; placeholder: string; keep?: Record<string, string>; clearTo: string }) {
  return (
    <Form method="get" role="search" className="mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="inbox-search" className="sr-only">
        Search
      </label>
      <div className="relative min-w-56 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="inbox-search"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Search
      </button>
      {query ? (
        <Link to={clearTo} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}
