import { data } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { PostErrorScreen, postErrorTitle } from "~/components/blog/post-not-found";
import { PageHero } from "~/components/ui/page-hero";
import { blogMessages } from "~/modules/blog/blog-messages";
import { loadAuthorPage } from "~/modules/blog/authors.server";
import { findResponsiveImages } from "~/modules/media/media-pictures.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/author";

/** A reading page: no JavaScript until a form is used, the same bytes for every visitor (page cache). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? routeMeta(args, {
        title: `Posts by ${args.loaderData.author.name}`,
        description: args.loaderData.author.bio || `Articles by ${args.loaderData.author.name} on the Vyoma Technologies blog.`,
        path: `/blog/author/${args.loaderData.author.slug}`,
      })
    : routeMeta(args, { title: args.error ? postErrorTitle(args.error) : blogMessages.notFoundTitle, noIndex: true });

/** /blog/author/{slug}: who wrote, a short bio, and their published posts. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const author = await loadAuthorPage(context, { slug: params.slug });
  if (!author) throw data(null, { status: 404 });
  // Covers from the media library get WebP/AVIF sources, as on /blog.
  const covers = await findResponsiveImages(
    context,
    author.posts.map((post) => post.image),
  );
  return { author, covers };
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, covers } = loaderData;
  return (
    <>
      <PageHero eyebrow="Author" title={author.name}>
        {author.bio || `Articles by ${author.name}.`}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold tracking-tight">{`Posts by ${author.name}`}</h2>
        {author.posts.length === 0 ? (
          <p className="py-16 text-center text-lg text-slate-600">No published posts yet.</p>
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
  return <PostErrorScreen error={error} notFoundText="There is no author page at this address." />;
}
