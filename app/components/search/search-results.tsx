import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { SEARCH_KIND_LABELS, searchMessages, type BrowseSuggestions, type SearchHit } from "~/modules/search/search.schema";
import { useLocale } from "~/components/layout/use-locale";
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
  const href = (target: number) => `/search?${new URLSearchParams(target > 1 ? { q: query, page: String(target) } : { q: query })}`;
  const { locale } = useLocale();
  return (
    <>
      <h2 className="sr-only">Results</h2>
      <ol className="divide-y divide-slate-200" start={(page - 1) * 10 + 1}>
        {hits.map((hit) => (
          <li key={hit.url} className="py-6">
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${kindBadge[hit.kind]}`}>
              {SEARCH_KIND_LABELS[hit.kind]}
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
        <nav aria-label="Result pages" className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={href(page - 1)} className={pageLink} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Link>
          ) : null}
          <p className="text-sm text-slate-600">{`Page ${page}`}</p>
          {hasNextPage ? (
            <Link to={href(page + 1)} className={pageLink} rel="next">
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** No query, or nothing found: say so, and offer the blog's categories and the open positions. */
export function SearchEmptyState({ query, browse }: { query: string; browse: BrowseSuggestions }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <p role="status" className="text-lg font-semibold text-ink">
        {query ? searchMessages.noResults(query) : searchMessages.emptyQuery}
      </p>
      {query ? <p className="mt-1 text-slate-600">Check the spelling, try fewer or more general words, or browse below.</p> : null}
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="browse-blog">
          <h2 id="browse-blog" className="font-semibold text-ink">
            Blog categories
          </h2>
          {browse.categories.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {browse.categories.map((category) => (
                <li key={category}>
                  <Link
                    to={`/blog?${new URLSearchParams({ category })}`}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
                  >
                    {category}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">
              <Link to="/blog" className="font-medium text-brand-700 hover:underline">
                Read the blog
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="browse-positions">
          <h2 id="browse-positions" className="font-semibold text-ink">
            Open positions
          </h2>
          {browse.positions.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {browse.positions.map((position) => (
                <li key={position.url}>
                  <Link to={position.url} className="font-medium text-brand-700 hover:underline">
                    {position.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">No positions are open right now.</p>
          )}
          <p className="mt-3">
            <Link to="/careers" className="text-sm font-medium text-slate-700 hover:text-brand-700 hover:underline">
              {browse.openPositions > browse.positions.length ? `See all ${browse.openPositions} open positions` : "All about working with us"}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
