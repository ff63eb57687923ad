import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/components/layout/use-locale";

const link = "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50";

/** Previous / Next through the pages of the current category; shown only when there is more than one page. */
export function Pagination({ page, totalPages, category }: { page: number; totalPages: number; category: string | null }) {
  const { locale, t } = useLocale();
  if (totalPages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : localizedPath("/blog", locale);
  };
  return (
    <nav aria-label={t.blog.pagination} className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" /> {t.blog.previous}
        </Link>
      ) : null}
      <p className="text-sm text-slate-600">
        {t.blog.pageOf(page, totalPages)}
      </p>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t.blog.next} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
