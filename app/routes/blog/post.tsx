import { lazy, Suspense } from "react";
import { ArrowLeft, CalendarDays, LogIn } from "lucide-react";
import { data, Link, redirect, useLocation, useRouteLoaderData } from "react-router";
import { CategoryBadge } from "~/components/blog/post-card";
import { PostStatusBadge } from "~/components/blog/post-status-badge";
import { PostBody } from "~/components/blog/post-body";
import { PostErrorScreen, postErrorTitle } from "~/components/blog/post-not-found";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { getSessionUser } from "~/modules/auth/accounts.server";
import { can } from "~/modules/auth/permissions";
import { findPostForReader } from "~/modules/blog/blog-queries.server";
import { ResponsiveImg } from "~/components/media/responsive-img";
import { findResponsiveImages, withResponsivePictures } from "~/modules/media/media-pictures.server";
import { IMAGE_SIZES } from "~/modules/media/responsive-image";
import { findAuthorSlug } from "~/modules/blog/authors.server";
import type { PostJson } from "~/modules/blog/blog.schema";
import { formatPostDateIn } from "~/modules/blog/post-date";
import { listTranslationsOf } from "~/modules/blog/translations.server";
import { localeOfPath, localizedPath, type LanguageVersions } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesOfPath } from "~/i18n/messages";
import { useLocale } from "~/components/layout/use-locale";
import { absoluteUrl, authorPath as authorPagePath, feedLinks, postPath } from "~/modules/blog/post-urls";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/post";

// Admins only: visitors never download the edit/delete controls or their dialog.
const PostAdminActions = lazy(() => import("~/components/blog/post-admin-actions"));

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
// Its copy (the catalogue's words, and posts of the path's language only) is in every language: no lang="en" wrapper.
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getSessionUser(context, { headers: request.headers });
  // Editors and admins get the Edit and Delete controls (and see drafts); an author sees their own post.
  const isAdmin = Boolean(user && can(user.role, "post:update:any"));
  const language = localeOfPath(new URL(request.url).pathname);
  const found = await findPostForReader(context, { slug: params.slug, viewer: { isAdmin, userId: user?.id }, language });
  // A title change moved the post: old links keep working, and search engines learn the new address.
  if (found.kind === "moved") throw redirect(postPath(found.slug, language), 301);
  if (found.kind === "missing") throw data(null, { status: 404 });
  // Library images (cover and body) become <picture>s with WebP/AVIF sources; other images stay as they are.
  const [cover, content, translations] = await Promise.all([
    findResponsiveImages(context, [found.post.image]),
    withResponsivePictures(context, found.post.content),
    listTranslationsOf(context, found.post),
  ]);
  // This post and its published translations: hreflang and the language switcher name exactly these (issue 35).
  const languageVersions: LanguageVersions = { [found.post.language]: postPath(found.post.slug, found.post.language) };
  for (const translation of translations) if (translation.status === "published") languageVersions[translation.language] = postPath(translation.slug, translation.language);
  return {
    post: { ...found.post, content },
    languageVersions,
    cover: cover[found.post.image],
    isAdmin,
    authorSlug: await findAuthorSlug(context, { authorId: found.post.author.id }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) {
    const language = localeOfPath(args.location.pathname);
    const title = args.error ? postErrorTitle(args.error, language) : messagesOfPath(args.location.pathname).blog.notFoundTitle;
    return [...routeMeta(args, { title, noIndex: true }), ...feedLinks(settingsOf(args).name, language)];
  }
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return [
    ...routeMeta(args, {
      title: post.title,
      description: post.excerpt,
      type: "article",
      image: absoluteUrl(post.image, root?.publicUrl ?? ""),
      path: postPath(post.slug, post.language),
      noIndex: post.status === "draft",
      languageVersions: args.loaderData?.languageVersions,
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    { property: "article:author", content: post.author.name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ...feedLinks(settingsOf(args).name, localeOfPath(args.location.pathname)),
  ];
};

function BlogPostingJsonLd({ post, authorPath }: { post: PostJson; authorPath: string | null }) {
  const root = useRouteLoaderData("root") as { publicUrl?: string } | undefined;
  const site = useSiteSettings();
  const base = root?.publicUrl ?? "";
  const url = `${base}${postPath(post.slug, post.language)}`;
  const json = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image, base),
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author.name, ...(authorPath ? { url: `${base}${authorPath}` } : {}) },
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: `${base}/favicon.svg` } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: post.language,
  };
  // "<" is escaped so text in a post can never close the script element.
  const html = JSON.stringify(json).replace(/</g, "\\u003c");
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, cover, isAdmin, authorSlug } = loaderData;
  const authorPath = authorSlug ? authorPagePath(authorSlug, post.language) : null;
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  const { locale, t } = useLocale();
  const listPath = localizedPath("/blog", locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BlogPostingJsonLd post={post} authorPath={authorPath} />
      <Link to={listPath} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.blog.backToBlog}
      </Link>
      <ResponsiveImg
        src={post.image}
        image={cover}
        sizes={IMAGE_SIZES.article}
        priority
        className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
      />
      <div className="mt-8 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <CategoryBadge>{post.category}</CategoryBadge>
        <PostStatusBadge status={post.status} />
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.date}>{formatPostDateIn(locale, post.date)}</time>
        </span>
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-slate-600">
        {t.blog.by}
        {authorPath ? (
          <Link to={authorPath} rel="author" className="font-semibold text-ink underline decoration-slate-300 underline-offset-4 hover:text-brand-700">
            {post.author.name}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{post.author.name}</span>
        )}
      </p>
      {post.tags.length ? (
        <ul aria-label={t.blog.tags} className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {isAdmin ? (
        <Suspense fallback={null}>
          <div className="mt-6">
            <PostAdminActions post={post} variant="page" />
          </div>
        </Suspense>
      ) : null}
      <PostBody html={post.content} className="mt-10" />
      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <Link to={listPath} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t.blog.backToBlog}
        </Link>
        {root?.user ? null : (
          <Link
            to={`/login?redirectTo=${encodeURIComponent(postPath(post.slug, post.language))}`}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            <LogIn aria-hidden="true" className="size-4" /> {t.blog.logInToComment}
          </Link>
        )}
      </footer>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorScreen error={error} notFoundText={messagesOfPath(useLocation().pathname).blog.notFound} />;
}
