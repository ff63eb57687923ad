export interface FilterOption {
  id: string;
  label: string;
}

/**
 * Toggle buttons of which exactly one is pressed (aria-pressed), for filtering a list. `useIds` gives each
 * button its option id as the element id (the /projects page's buttons are addressed by id).
 */
export function FilterButtons({
  label,
  options,
  active,
  onChange,
  useIds = false,
}: {
  label: string;
  options: FilterOption[];
  active: string;
  onChange: (id: string) => void;
  useIds?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="mt-10 flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const pressed = option.id === active;
        return (
          <button
            key={option.id}
            id={useIds ? option.id : undefined}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${pressed ? "bg-brand-600 text-white shadow-sm" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:text-brand-700 hover:ring-brand-600"}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
