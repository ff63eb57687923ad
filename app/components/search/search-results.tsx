import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type BrowseSuggestions, type SearchHit } from "~/modules/search/search.schema";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { formatNumber } from "~/i18n/messages";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { MarkedText } from "./marked-text";

const pageLink =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50";
const kindBadge: Record<SearchHit["kind"], string> = {
  post: "bg-brand-50 text-brand-700",
  position: "bg-emerald-50 text-emerald-800",
  page: "bg-slate-100 text-slate-700",
};

/** One page of results, best first, each labelled with its kind and showing where the words matched. */
export function SearchResults({ query, page, hits, hasNextPage }: { query: string; page: number; hits: SearchHit[]; hasNextPage: boolean }) {
  const { locale, t } = useLocale();
  const href = (target: number) => `${localizedPath("/search", locale)}?${new URLSearchParams(target > 1 ? { q: query, page: String(target) } : { q: query })}`;
  return (
    <>
      <h2 className="sr-only">{t.search.results}</h2>
      <ol className="divide-y divide-slate-200" start={(page - 1) * 10 + 1}>
        {hits.map((hit) => (
          <li key={hit.url} className="py-6">
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${kindBadge[hit.kind]}`}>
              {t.search.kinds[hit.kind]}
            </span>
            <h3 className="mt-2 text-lg font-semibold text-ink" lang={hit.language === locale ? undefined : hit.language}>
              <Link to={hit.url} className="hover:text-brand-700 hover:underline">
                <MarkedText parts={hit.title} />
              </Link>
            </h3>
            {hit.snippet.length > 0 ? (
              <p className="mt-1 text-slate-600" lang={hit.language === locale ? undefined : hit.language}>
                <MarkedText parts={hit.snippet} />
              </p>
            ) : null}
            <p className="mt-1 truncate text-sm text-slate-500">{decodeURIComponent(hit.url)}</p>
          </li>
        ))}
      </ol>
      {page > 1 || hasNextPage ? (
        <nav aria-label={t.search.resultPages} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={href(page - 1)} className={pageLink} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" /> {t.search.previous}
            </Link>
          ) : null}
          <p className="text-sm text-slate-600">{t.search.page(formatNumber(locale, page))}</p>
          {hasNextPage ? (
            <Link to={href(page + 1)} className={pageLink} rel="next">
              {t.search.next} <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** No query, or nothing found: say so, and offer the blog's categories and the open positions. */
export function SearchEmptyState({ query, browse }: { query: string; browse: BrowseSuggestions }) {
  const { locale, t } = useLocale();
  // The blog's categories are the page's language's (searchSite); the careers pages are English only so far.
  const blogPath = localizedPath("/blog", locale);
  // Positions are English only so far: their titles, and the careers page, are marked so on a page in another language.
  const english = locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <p role="status" className="text-lg font-semibold text-ink">
        {query ? t.search.noResults(query) : t.search.emptyQuery}
      </p>
      {query ? <p className="mt-1 text-slate-600">{t.search.noResultsHint}</p> : null}
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="browse-blog">
          <h2 id="browse-blog" className="font-semibold text-ink">
            {t.search.blogCategories}
          </h2>
          {browse.categories.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {browse.categories.map((category) => (
                <li key={category}>
                  <Link
                    to={`${blogPath}?${new URLSearchParams({ category })}`}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {category}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">
              <Link to={blogPath} className="font-medium text-brand-700 hover:underline">
                {t.search.readBlog}
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="browse-positions">
          <h2 id="browse-positions" className="font-semibold text-ink">
            {t.search.openPositions}
          </h2>
          {browse.positions.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {browse.positions.map((position) => (
                <li key={position.url}>
                  <Link to={position.url} className="font-medium text-brand-700 hover:underline" lang={english}>
                    {position.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">{t.search.noPositions}</p>
          )}
          <p className="mt-3">
            <Link to="/careers" hrefLang={english} className="text-sm font-medium text-slate-700 hover:text-brand-700 hover:underline">
              {browse.openPositions > browse.positions.length ? t.search.seeAllPositions(formatNumber(locale, browse.openPositions)) : t.search.workingWithUs}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
