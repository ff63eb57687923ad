import { useSurroundingLanguage } from "~/components/ui/content-language";
import { messagesFor } from "~/i18n/messages";

export interface FilterOption {
  id: string;
  label: string;
}

/**
 * Toggle buttons of which exactly one is pressed (aria-pressed), filtering the cards of list `listId` by their
 * `data-filter-category`. The pressing and hiding is done by the page script (components/layout/enhance-script),
 * so the filter works on pages that ship no React. `allId` shows every card; `useIds` gives each button its
 * option id as the element id (the /projects page's buttons are addressed by id). The status line is announced
 * to screen readers after each change.
 */
export function FilterButtons({
  label,
  options,
  allId,
  listId,
  statusId,
  useIds = false,
}: {
  label: string;
  options: FilterOption[];
  allId: string;
  listId: string;
  statusId: string;
  useIds?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-filter-group=""
      data-filter-list={listId}
      data-filter-status={statusId}
      className="mt-10 flex flex-wrap justify-center gap-2"
    >
      {options.map((option) => (
        <button
          key={option.id}
          id={useIds ? option.id : undefined}
          type="button"
          aria-pressed={option.id === allId}
          data-filter-value={option.id === allId ? "*" : option.id}
          className="rounded-full px-5 py-2 text-sm font-semibold transition-colors aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:shadow-sm not-aria-pressed:bg-white not-aria-pressed:text-slate-700 not-aria-pressed:ring-1 not-aria-pressed:ring-slate-300 not-aria-pressed:hover:text-brand-700 not-aria-pressed:hover:ring-brand-600"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The screen-reader line saying how many cards the filter shows, in the language of the text around it. It carries
 * its wording for the page script, which says the new count after each change (`data-one`, `data-many`, `{n}`).
 */
export function FilterStatus({ id, count }: { id: string; count: number }) {
  const { showing } = messagesFor(useSurroundingLanguage()).projectFilter;
  return (
    <p id={id} role="status" className="sr-only" data-one={showing.one} data-many={showing.many}>
      {(count === 1 ? showing.one : showing.many).replace("{n}", String(count))}
    </p>
  );
}
