import { Search } from "lucide-react";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/modules/search/search.schema";

/** The search page's own box: a plain GET form to the search page of the page's language, holding the current query. */
export function SearchForm({ id, query = "" }: { id: string; query?: string }) {
  const { locale, t } = useLocale();
  return (
    // Named, unlike the header's box: two search landmarks on one page must differ (axe's landmark-unique).
    <form role="search" aria-label={t.search.eyebrow} action={localizedPath("/search", locale)} method="get" className="relative mx-auto flex w-full max-w-2xl gap-2">
      <label htmlFor={id} className="sr-only">
        {t.search.label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-4 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button type="submit" className="rounded-xl bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700">
        {t.search.submit}
      </button>
    </form>
  );
}
