import { data, useLocation } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { PostErrorScreen, postErrorTitle } from "~/components/blog/post-not-found";
import { PageHero } from "~/components/ui/page-hero";
import { useLocale } from "~/components/layout/use-locale";
import { localeOfPath, type LanguageVersions } from "~/i18n/locale";
import { messagesOfPath } from "~/i18n/messages";
import { loadAuthorPage } from "~/modules/blog/authors.server";
import { authorPath } from "~/modules/blog/post-urls";
import { findResponsiveImages } from "~/modules/media/media-pictures.server";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { LOCALES } from "~/i18n/locales";
import type { Route } from "./+types/author";

/**
 * A reading page: no JavaScript until a form is used, the same bytes for every visitor (page cache). Its copy is in
 * every language (the bio and the posts' cards mark their own).
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const language = localeOfPath(args.location.pathname);
  const t = messagesOfPath(args.location.pathname).blog;
  const author = args.loaderData?.author;
  return author
    ? routeMeta(args, {
        title: t.postsBy(author.name),
        description: author.bio?.text || t.authorDescription(author.name, settingsOf(args).name),
        path: authorPath(author.slug, language),
        languageVersions: args.loaderData?.languageVersions,
      })
    : routeMeta(args, { title: args.error ? postErrorTitle(args.error, language) : t.notFoundTitle, noIndex: true });
};

/**
 * /blog/author/{slug}, and under each language's prefix: who wrote, a short bio, and their published posts. Its
 * interface is in the page's language; it is announced in English and in each language they have published in
 * (decision 0059), so an author of English posts only has no Hindi page in hreflang or the sitemap.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const author = await loadAuthorPage(context, { slug: params.slug, language: localeOfPath(new URL(request.url).pathname) });
  if (!author) throw data(null, { status: 404 });
  // Covers from the media library get WebP/AVIF sources, as on /blog.
  const covers = await findResponsiveImages(
    context,
    author.posts.map((post) => post.image),
  );
  const languageVersions: LanguageVersions = Object.fromEntries(author.languages.map((language) => [language, authorPath(author.slug, language)]));
  return { author, covers, languageVersions };
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, covers } = loaderData;
  const { locale, t } = useLocale();
  const bioLanguage = author.bio && author.bio.language !== locale ? author.bio.language : undefined;
  return (
    <>
      <PageHero eyebrow={t.blog.authorEyebrow} title={author.name}>
        {author.bio ? <span lang={bioLanguage}>{author.bio.text}</span> : t.blog.articlesBy(author.name)}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight">{t.blog.postsBy(author.name)}</h2>
        {author.posts.length === 0 ? (
          <p className="py-16 text-center text-lg text-slate-600">{t.blog.authorNoPosts}</p>
        ) : (
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {author.posts.map((post, index) => (
              <PostCard key={post.id} post={post} cover={covers[post.image]} priority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorScreen error={error} notFoundText={messagesOfPath(useLocation().pathname).blog.authorNotFound} />;
}
