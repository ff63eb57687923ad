import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { SEARCH_QUERY_MAX_LENGTH } from "~/modules/search/search.schema";
import type { SuggestionTexts } from "./search-combobox";

// Loaded when the box is first focused: visitors who never search never download the suggestions.
const SearchCombobox = lazy(() => import("./search-combobox"));

/**
 * The header's search box: a plain GET form to the search page of the page's language (works without JavaScript). Focusing it starts React on
 * reading pages (the page script does that for every form, decision 0008); this component then loads the
 * suggestions combobox, which attaches to the same input, so nothing typed is lost and focus stays put.
 */
export function HeaderSearch({
  id,
  className = "",
  label,
  placeholder,
  suggestions,
}: {
  id: string;
  className?: string;
  /** The box's name, placeholder and suggestions' texts in the page's language (the header passes its catalogue's). */
  label: string;
  placeholder: string;
  suggestions: SuggestionTexts;
}) {
  const locale = localeOfPath(useLocation().pathname);
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  // The focus that started React happened before this component was live.
  useEffect(() => {
    if (document.activeElement === input.current) setActive(true);
  }, []);
  return (
    <form role="search" action={localizedPath("/search", locale)} method="get" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      <input
        ref={input}
        id={id}
        // Text, not "search": the combobox role it takes on is not allowed on a search input (Nu Html Checker).
        type="text"
        name="q"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => setActive(true)}
        className="w-full rounded-full border border-slate-300 bg-white py-1.5 pl-8 pr-3 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {active ? (
        <Suspense fallback={null}>
          <SearchCombobox input={input} listId={`${id}-suggestions`} texts={suggestions} />
        </Suspense>
      ) : null}
    </form>
  );
}
