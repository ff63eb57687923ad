import { lazy, Suspense } from "react";
import { Plus } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { CategoryFilter } from "~/components/blog/category-filter";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { PostErrorScreen, postErrorTitle } from "~/components/blog/post-not-found";
import { PageHero } from "~/components/ui/page-hero";
import { getUserWith } from "~/http/guards.server";
import { loadBlogListPage } from "~/modules/blog/blog-queries.server";
import { findResponsiveImages } from "~/modules/media/media-pictures.server";
import { feedLinks } from "~/modules/blog/post-urls";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesOfPath } from "~/i18n/messages";
import { useLocale } from "~/components/layout/use-locale";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/list";

// Admins only: visitors never download the edit/delete controls or their dialog.
const PostAdminActions = lazy(() => import("~/components/blog/post-admin-actions"));

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
// Its copy (the catalogue's words, and posts of the path's language only) is in every language: no lang="en" wrapper.
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname).blog;
  return [
  ...(args.error
    ? routeMeta(args, { title: postErrorTitle(args.error, localeOfPath(args.location.pathname)), noIndex: true })
    : routeMeta(args, {
        title: args.loaderData?.category ? t.categoryTitle(args.loaderData.category) : t.eyebrow,
        description: t.description(settingsOf(args).name),
      })),
  ...feedLinks(settingsOf(args).name, localeOfPath(args.location.pathname)),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const isAdmin = Boolean(await getUserWith(request, context, "post:update:any"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const list = await loadBlogListPage(context, { category: url.searchParams.get("category"), page: Number.isFinite(page) ? page : 1, viewer: { isAdmin }, language: localeOfPath(url.pathname) });
  // Covers from the media library get WebP/AVIF sources (one query for the page).
  const covers = await findResponsiveImages(context, list.posts.map((post) => post.image));
  return { ...list, covers, isAdmin };
}

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const { posts, categories, category, page, totalPages, covers, isAdmin } = loaderData;
  const navigation = useNavigation();
  const { locale, t } = useLocale();
  const listPath = localizedPath("/blog", locale);
  // A filter or page change: keep the page, say that posts are loading (SPEC loading text).
  const loading = navigation.state === "loading" && navigation.location.pathname === listPath;
  return (
    <>
      <PageHero eyebrow={t.blog.eyebrow} title={t.blog.title}>
        {t.blog.intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {isAdmin ? (
          <div className="mb-8 flex justify-center sm:justify-end">
            <Link to="/blog/create" className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
              <Plus aria-hidden="true" className="size-4" /> Create New Post
            </Link>
          </div>
        ) : null}
        <CategoryFilter categories={categories} current={category} />
        <div className="mt-10" aria-busy={loading || undefined}>
          {loading ? (
            <p role="status" className="py-16 text-center text-lg text-slate-600">
              {t.blog.loading}
            </p>
          ) : posts.length === 0 ? (
            <div role="status" className="py-16 text-center text-lg text-slate-600">
              <p>{category ? t.blog.emptyCategory : t.blog.noPosts}</p>
              {t.blog.readEnglishBlog && !category ? (
                <p className="mt-4">
                  <Link to="/blog" hrefLang="en" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                    {t.blog.readEnglishBlog}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <PostCard
                  key={post.id}
                  post={post}
                  cover={covers[post.image]}
                  // The first card's image is the largest paint on a phone: load it at once.
                  priority={index === 0}
                  adminControls={
                    isAdmin ? (
                      <Suspense fallback={null}>
                        <PostAdminActions post={post} variant="card" />
                      </Suspense>
                    ) : undefined
                  }
                />
              ))}
            </div>
          )}
        </div>
        {loading ? null : <Pagination page={page} totalPages={totalPages} category={category} />}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorScreen error={error} notFoundText={messagesOfPath(useLocation().pathname).blog.notFound} />;
}
