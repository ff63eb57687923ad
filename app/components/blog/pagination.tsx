import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

const link = "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50";

/** Previous / Next through the pages of the current category; shown only when there is more than one page. */
export function Pagination({ page, totalPages, category }: { page: number; totalPages: number; category: string | null }) {
  if (totalPages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : "/blog";
  };
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Link>
      ) : null}
      <p className="text-sm text-slate-600">
        {`Page ${page} of ${totalPages}`}
      </p>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
