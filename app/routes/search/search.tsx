import { data } from "react-router";
import { SearchForm } from "~/components/search/search-form";
import { SearchEmptyState, SearchResults } from "~/components/search/search-results";
import { PageHero } from "~/components/ui/page-hero";
import { useLocale } from "~/components/layout/use-locale";
import { failureInit } from "~/http/failure-response";
import { localeOfPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesFor, messagesOfPath } from "~/i18n/messages";
import { parseSearchPage } from "~/modules/search/search.schema";
import { searchSite } from "~/modules/search/search.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/search";

/**
 * A reading page: React loads when the box is first used (see app/route-handle.ts). Its interface is in every
 * language; a hit in another language than the page's is marked with its own `lang` (search-results.tsx).
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname).search;
  const query = args.loaderData && "query" in args.loaderData ? args.loaderData.query : "";
  return routeMeta(args, { title: query ? t.resultsTitle(query) : t.pageTitle, noIndex: true });
};

/**
 * Never stored by the page cache (decision 0014): one entry per query would push the site's pages out of it.
 * Not for search engines either.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The page's language ranks its own hits first (decision 0047): /hi/search lists Hindi posts before English ones.
  const language = localeOfPath(url.pathname);
  const result = await searchSite(context, {
    query: url.searchParams.get("q") ?? "",
    page: parseSearchPage(url.searchParams.get("page")),
    clientIp: context.clientIp,
    language,
  });
  if (!result.ok) return data({ error: messagesFor(language).search.tooMany, query: "" }, failureInit(result));
  return result.value;
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const query = loaderData.query;
  const { t } = useLocale();
  return (
    <>
      <PageHero eyebrow={t.search.eyebrow} title={query ? t.search.resultsFor(query) : t.search.title}>
        <SearchForm id="search-page-q" query={query} />
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {"error" in loaderData ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {loaderData.error}
          </p>
        ) : loaderData.hits.length > 0 ? (
          <SearchResults query={query} page={loaderData.page} hits={loaderData.hits} hasNextPage={loaderData.hasNextPage} />
        ) : loaderData.browse ? (
          <SearchEmptyState query={query} browse={loaderData.browse} />
        ) : null}
      </div>
    </>
  );
}
