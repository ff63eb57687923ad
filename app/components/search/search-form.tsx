import { Search } from "lucide-react";
import { SEARCH_QUERY_MAX_LENGTH, searchMessages } from "~/modules/search/search.schema";

/**
 * The search box: a plain GET form to /search, so it works before (and without) JavaScript. The header's copy
 * carries `data-search-box`: the page script loads the suggestions combobox when the box is first focused.
 */
export function SearchForm({ id, query = "", size = "page" }: { id: string; query?: string; size?: "page" | "header" }) {
  const header = size === "header";
  return (
    <form role="search" action="/search" method="get" className={header ? "relative w-full" : "relative mx-auto flex w-full max-w-2xl gap-2"} data-search-box={header ? "" : undefined}>
      <label htmlFor={id} className="sr-only">
        {searchMessages.label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500 ${header ? "left-2.5 size-4" : "left-3.5 size-5"}`} />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={searchMessages.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={
            header
              ? "w-full rounded-full border border-slate-300 bg-white py-1.5 pl-8 pr-3 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              : "w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-4 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          }
        />
      </div>
      {header ? null : (
        <button type="submit" className="rounded-xl bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700">
          Search
        </button>
      )}
    </form>
  );
}
