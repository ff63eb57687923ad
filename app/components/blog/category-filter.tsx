import { Link } from "react-router";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/components/layout/use-locale";

const pill = "rounded-full px-4 py-2 text-sm font-semibold transition-colors";
const active = "bg-brand-600 text-white shadow-sm";
const idle = "border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";

/** All plus every category found among the posts. Links, not buttons: the filter is part of the URL, so it can be shared. */
export function CategoryFilter({ categories, current }: { categories: string[]; current: string | null }) {
  const { locale, t } = useLocale();
  const options: Array<{ label: string; value: string | null }> = [{ label: t.blog.all, value: null }, ...categories.map((value) => ({ label: value, value }))];
  return (
    <nav aria-label={t.blog.categories}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const isActive = option.value === current;
          return (
            <li key={option.label}>
              <Link
                to={option.value ? `?${new URLSearchParams({ category: option.value })}` : localizedPath("/blog", locale)}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={`${pill} inline-block ${isActive ? active : idle}`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
